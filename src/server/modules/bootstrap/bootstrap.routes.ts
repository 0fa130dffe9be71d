import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BootstrapDataSchema } from '../../../shared/contracts/bootstrap'
import { BaseQuerySchema } from '../../../shared/contracts/common'
import type { BootstrapService } from './bootstrap.service'

/** Guests all get the same payload; one process may reuse it for 1 s, the settings cache's bound. */
const GUEST_PAYLOAD_TTL_MS = 1000

export interface BootstrapRoutesOptions {
  service: BootstrapService
  /** Tests edit settings directly and expect the next request to see them: they pass false. */
  cacheGuestPayload: boolean
  /** Registers a listener for settings changes (in any process), which outdate the cached guest payload. */
  onSettingsChange?: (listener: () => void) => void
}

export const bootstrapRoutes: FastifyPluginAsyncZod<BootstrapRoutesOptions> = async (app, { service, cacheGuestPayload, onSettingsChange }) => {
  // Every first visit asks for bootstrap-data before anything renders, and for guests the answer only
  // varies by the cookie-notice flag (base_url is the configured address, never the request's Host).
  // Keeping the serialized JSON skips the queries and the schema check of the whole settings tree on
  // the hottest public endpoint.
  const ttl = cacheGuestPayload ? GUEST_PAYLOAD_TTL_MS : 0
  const guestPayloads = new Map<string, { at: number; json: Buffer }>()
  onSettingsChange?.(() => guestPayloads.clear())

  app.get(
    '/bootstrap-data',
    { schema: { querystring: BaseQuerySchema, response: { 200: BootstrapDataSchema } } },
    async (request, reply) => {
      // Per-user content: never let a shared cache hand one visitor's data to another.
      reply.header('cache-control', 'private, no-store')
      const ctx = {
        userId: request.authUserId,
        cookieNoticeAccepted: request.cookies.cookie_notice === 'true',
        viewer: request.viewer,
      }
      if (ctx.userId !== null || ttl === 0) return service.build(ctx)
      const key = String(ctx.cookieNoticeAccepted)
      const now = Date.now()
      let cached = guestPayloads.get(key)
      if (!cached || now - cached.at >= ttl) {
        // Kept as UTF-8 bytes: a string would be measured and encoded again for every answer.
        cached = { at: now, json: Buffer.from(JSON.stringify(BootstrapDataSchema.parse(await service.build(ctx)))) }
        guestPayloads.set(key, cached)
      }
      // Bytes with a JSON content type are sent as they are (the payload was checked above).
      return reply.type('application/json; charset=utf-8').send(cached.json as never)
    },
  )
}
