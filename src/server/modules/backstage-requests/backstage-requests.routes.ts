import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ApproveBackstageRequestInputSchema,
  BackstageListQuerySchema,
  BackstageListResponseSchema,
  BackstageRequestResponseSchema,
  DenyBackstageRequestInputSchema,
  SaveBackstageRequestInputSchema,
} from '../../../shared/contracts/backstage'
import { DeletedResponseSchema, IdsParamsSchema } from '../../../shared/contracts/catalogue-writes'
import { IdParamsSchema } from '../../../shared/contracts/pagination'
import { requireLogin } from '../permissions/index'
import type { BackstageService } from './backstage-requests.service'

const ok = 'success' as const
const one = { 200: BackstageRequestResponseSchema }

/** Backstage requests of music-catalog §3.8; permissions and the approve effects live in the service. */
export const backstageRoutes: FastifyPluginAsyncZod<{ service: BackstageService }> = async (app, { service }) => {
  // Every request here is a signed-in user's: a guest is refused before the input is validated.
  app.addHook('preValidation', requireLogin)
  app.get('/backstage-request', { schema: { querystring: BackstageListQuerySchema, response: { 200: BackstageListResponseSchema } } }, async (req) => ({
    status: ok,
    pagination: await service.list(req.viewer, req.query),
  }))

  app.get('/backstage-request/:id', { schema: { params: IdParamsSchema, response: one } }, async (req) => ({
    status: ok,
    request: await service.show(req.viewer, req.params.id),
  }))

  app.get('/backstage-request/:id/passport-scan', { schema: { params: IdParamsSchema } }, async (req, reply) => {
    const { stream, mime } = await service.passportScan(req.viewer, req.params.id)
    // Identity documents: never cached by shared caches, never sniffed into something executable.
    return reply.header('content-type', mime).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').send(stream)
  })

  app.post('/backstage-request', { schema: { body: SaveBackstageRequestInputSchema, response: one } }, async (req) => ({
    status: ok,
    request: await service.create(req.viewer, req.body),
  }))

  app.put('/backstage-request/:id', { schema: { params: IdParamsSchema, body: SaveBackstageRequestInputSchema, response: one } }, async (req) => ({
    status: ok,
    request: await service.update(req.viewer, req.params.id, req.body),
  }))

  app.delete('/backstage-request/:ids', { schema: { params: IdsParamsSchema, response: { 200: DeletedResponseSchema } } }, async (req) => {
    await service.remove(req.viewer, req.params.ids)
    return { status: ok }
  })

  app.post('/backstage-request/:id/approve', { schema: { params: IdParamsSchema, body: ApproveBackstageRequestInputSchema, response: one } }, async (req) => ({
    status: ok,
    request: await service.approve(req.viewer, req.params.id, req.body ?? {}),
  }))

  app.post('/backstage-request/:id/deny', { schema: { params: IdParamsSchema, body: DenyBackstageRequestInputSchema, response: one } }, async (req) => ({
    status: ok,
    request: await service.deny(req.viewer, req.params.id, req.body?.notes ?? null),
  }))
}
