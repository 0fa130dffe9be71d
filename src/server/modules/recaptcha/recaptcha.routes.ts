import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RecaptchaVerifyInputSchema, RecaptchaVerifyResponseSchema } from '../../../shared/contracts/recaptcha'
import type { RecaptchaService } from './recaptcha.service'

/** POST recaptcha/verify {token} -> {success} (platform-core §7); a failed check is success false, not an error. */
export const recaptchaRoutes: FastifyPluginAsyncZod<{ recaptcha: RecaptchaService }> = async (app, { recaptcha }) => {

  app.post(
    '/recaptcha/verify',
    { schema: { body: RecaptchaVerifyInputSchema, response: { 200: RecaptchaVerifyResponseSchema } } },
    async (req) => ({ success: await recaptcha.verify(req.body.token, req.ip) }),
  )
}
