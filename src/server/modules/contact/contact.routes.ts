import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CONTACT_SUCCESS_MESSAGE, ContactMessageInputSchema } from '../../../shared/contracts/contact'
import { requireHuman, type RecaptchaService } from '../recaptcha/index'
import type { ContactService } from './contact.service'

const ContactAnswerSchema = z.object({ message: z.string() })

/** `POST contact-page` (music-product §7): anyone may write; the human check first when enabled (§5). */
export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService; recaptcha: RecaptchaService }> = async (app, { service, recaptcha }) => {
  app.post(
    '/contact-page',
    { preHandler: requireHuman(recaptcha, 'contact'), schema: { body: ContactMessageInputSchema, response: { 200: ContactAnswerSchema } } },
    async (request) => {
      await service.submit(request.body, request.ip)
      return { message: CONTACT_SUCCESS_MESSAGE }
    },
  )
}
