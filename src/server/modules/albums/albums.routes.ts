import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AlbumResponseSchema } from '../../../shared/contracts/albums'
import { LoaderQuerySchema } from '../../../shared/contracts/catalogue'
import { IdParamsSchema } from '../../../shared/contracts/pagination'
import { requirePermission } from '../permissions/index'
import { visitorOf } from '../plays/index'
import { serializeCtxFor } from '../catalogue/index'
import type { AlbumsService } from './albums.service'

export const albumsRoutes: FastifyPluginAsyncZod<{ service: AlbumsService }> = async (app, { service }) => {
  app.get(
    '/albums/:id',
    {
      preHandler: requirePermission('music.view'),
      schema: { params: IdParamsSchema, querystring: LoaderQuerySchema, response: { 200: AlbumResponseSchema } },
    },
    async (request, reply) => {
      const loader = request.query.loader ?? 'album'
      const album = await service.show(request.params.id, loader, visitorOf(request, reply).key, serializeCtxFor(request))
      return { status: 'success' as const, album, loader }
    },
  )
}
