import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '../../../shared/contracts/music'
import type { Storage } from '../../lib/storage'
import { requirePermission } from '../../plugins/viewer'
import { audioTypeOf } from './content-types'
import type { MediaService } from './media.service'
import { sendStored } from './send-stored'

/** Audio may be gated by plan, so shared caches must not keep it; browsers may for a day. */
const AUDIO_CACHE = 'private, max-age=86400'

export const mediaRoutes: FastifyPluginAsyncZod<{ service: MediaService; storage: Storage }> = async (app, { service, storage }) => {
  app.get(
    '/tracks/:id/stream',
    { preHandler: requirePermission('music.play'), schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const src = await service.source(request.params.id)
      if (src.kind === 'remote') return reply.header('cache-control', 'no-store').redirect(src.url, 302)
      return sendStored(storage, src.key, request, reply, {
        contentType: audioTypeOf(src.key) ?? 'application/octet-stream',
        cacheControl: AUDIO_CACHE,
      })
    },
  )

  app.get(
    '/tracks/:id/download',
    { preHandler: requirePermission('music.download'), schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const { key, filename } = await service.downloadSource(request.params.id)
      return sendStored(storage, key, request, reply, {
        contentType: audioTypeOf(key) ?? 'application/octet-stream',
        cacheControl: 'private, no-cache',
        disposition: `attachment; filename="${filename}"`,
      })
    },
  )
}
