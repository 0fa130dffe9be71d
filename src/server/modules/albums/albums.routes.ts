import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AlbumResponseSchema } from '../../../shared/contracts/albums'
import { LoaderQuerySchema } from '../../../shared/contracts/catalogue'
import { IdParamsSchema } from '../../../shared/contracts/pagination'
import { requirePermission } from '../permissions/index'
import { visitorOf } from '../plays/index'
import { cachedRead, serializeCtxFor } from '../catalogue/index'
import type { ResponseCache } from '../../lib/response-cache/index'
import type { AlbumsService } from './albums.service'

export const albumsRoutes: FastifyPluginAsyncZod<{ service: AlbumsService; cache: ResponseCache }> = async (app, { service, cache }) => {
  const cached = cachedRead(cache, {
    onHit: (request, reply) => {
      const { id } = request.params as { id: number }
      service.countView(id, visitorOf(request, reply).key).catch((err: unknown) => request.log.error({ err }, 'could not count an album view'))
    },
  })
  app.get(
    '/albums/:id',
    {
      preHandler: [requirePermission('music.view'), cached],
      schema: { params: IdParamsSchema, querystring: LoaderQuerySchema, response: { 200: AlbumResponseSchema } },
    },
    async (request, reply) => {
      const loader = request.query.loader ?? 'album'
      const album = await service.show(request.params.id, loader, visitorOf(request, reply).key, serializeCtxFor(request))
      return { status: 'success' as const, album, loader }
    },
  )
}
