import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RadioParamsSchema, RadioResponseSchema } from '../../../shared/contracts/radio'
import { requirePermission } from '../permissions/index'
import { serializeCtxFor } from '../catalogue/index'
import type { RadioService } from './radio.service'

export const radioRoutes: FastifyPluginAsyncZod<{ service: RadioService }> = async (app, { service }) => {
  app.get(
    '/radio/:type/:id',
    { preHandler: requirePermission('music.view'), schema: { params: RadioParamsSchema, response: { 200: RadioResponseSchema } } },
    async (req) => {
      const { type, id } = req.params
      return { status: 'success' as const, type, ...(await service.radio(type, id, serializeCtxFor(req))) }
    },
  )
}
