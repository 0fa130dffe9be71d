import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  PlayHistoryParamsSchema,
  PlayHistoryQuerySchema,
  PlayHistoryResponseSchema,
  PlayLogBodySchema,
  PlayLogParamsSchema,
  PlayLogResponseSchema,
} from '../../../shared/contracts/player'
import { unauthorized } from '../../lib/http-errors'
import { requireLogin, requirePermission } from '../permissions/index'
import { serializeCtxFor } from '../catalogue/index'
import type { PlaysService } from './plays.service'
import { visitorOf } from './visitor'
import { locateIp } from '../../lib/geo-ip'

/** Country header set by a trusted edge (e.g. Cloudflare); read only behind a trusted proxy, else anyone could forge it. */
const COUNTRY_HEADER = 'cf-ipcountry'

export const playsRoutes: FastifyPluginAsyncZod<{ service: PlaysService; trustProxy: boolean }> = async (app, { service, trustProxy }) => {
  app.post(
    '/tracks/plays/:trackId/log',
    {
      preHandler: requirePermission('music.play'),
      // Play counts on cached pages may lag by RESPONSE_CACHE_MS: every play clearing every cached page would empty the cache on a busy site.
      config: { keepsResponseCache: true },
      schema: { params: PlayLogParamsSchema, body: PlayLogBodySchema.optional(), response: { 200: PlayLogResponseSchema } },
    },
    async (request, reply) => {
      const who = visitorOf(request, reply)
      const header = trustProxy ? request.headers[COUNTRY_HEADER] : undefined
      // Without the edge's header, the bundled IP database answers (request.ip honours TRUST_PROXY).
      const country = typeof header === 'string' && header ? header : (await locateIp(request.ip)).country ?? undefined
      const logged = await service.logPlay(request.params.trackId, request.body?.queueId, who, {
        userAgent: request.headers['user-agent'],
        country,
      })
      return { status: 'success' as const, logged }
    },
  )

  app.get(
    '/tracks/plays/:userId',
    { preHandler: requireLogin, schema: { params: PlayHistoryParamsSchema, querystring: PlayHistoryQuerySchema, response: { 200: PlayHistoryResponseSchema } } },
    async (request) => {
      const { viewer } = request
      if (viewer.userId === null) throw unauthorized()
      const target = request.params.userId === 'me' ? viewer.userId : request.params.userId
      const pagination = await service.history(target, viewer, request.query, serializeCtxFor(request))
      return { status: 'success' as const, pagination }
    },
  )
}
