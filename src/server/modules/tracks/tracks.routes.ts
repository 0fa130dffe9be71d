import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LoaderQuerySchema } from '../../../shared/contracts/catalogue'
import { IdParamsSchema } from '../../../shared/contracts/pagination'
import { TrackResponseSchema } from '../../../shared/contracts/tracks'
import { WaveResponseSchema } from '../../../shared/contracts/wave'
import { requirePermission } from '../permissions/index'
import { serializeCtxFor } from '../catalogue/index'
import type { TracksService } from './tracks.service'

export const tracksRoutes: FastifyPluginAsyncZod<{ service: TracksService }> = async (app, { service }) => {
  app.addHook('preValidation', requirePermission('music.view'))

  app.get(
    '/tracks/:id',
    { schema: { params: IdParamsSchema, querystring: LoaderQuerySchema, response: { 200: TrackResponseSchema } } },
    async (request) => {
      const loader = request.query.loader ?? 'track'
      return { status: 'success' as const, track: await service.show(request.params.id, loader, serializeCtxFor(request)), loader }
    },
  )

  app.get('/tracks/:id/wave', { schema: { params: IdParamsSchema, response: { 200: WaveResponseSchema } } }, async (request) => ({
    status: 'success' as const,
    // Timed comments follow comments.view (§4.10); the wave itself only needs music.view.
    ...(await service.wave(request.params.id, request.viewer.can('comments.view'))),
  }))
}
