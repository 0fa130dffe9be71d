import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PageQuerySchema } from '../../../shared/contracts/pagination'
import { SavedTagResponseSchema, SaveTagInputSchema, TagAlbumsResponseSchema, TagParamsSchema, TagTracksResponseSchema } from '../../../shared/contracts/tags'
import { IdParamsSchema } from '../../../shared/contracts/pagination'
import { requirePermission } from '../permissions/index'
import { serializeCtxFor } from '../catalogue/index'
import type { TagsService } from './tags.service'

export const tagsRoutes: FastifyPluginAsyncZod<{ service: TagsService }> = async (app, { service }) => {
  app.addHook('preValidation', requirePermission('music.view'))

  // Admin writes (issue 25); the permission is checked before the body is read (decision 0022).
  app.post(
    '/tags',
    { preValidation: requirePermission('tags.create'), schema: { body: SaveTagInputSchema, response: { 200: SavedTagResponseSchema } } },
    async (request) => ({ status: 'success' as const, tag: await service.create(request.viewer.userId, request.body) }),
  )

  app.put(
    '/tags/:id',
    { preValidation: requirePermission('tags.update'), schema: { params: IdParamsSchema, body: SaveTagInputSchema, response: { 200: SavedTagResponseSchema } } },
    async (request) => ({ status: 'success' as const, tag: await service.update(request.params.id, request.body) }),
  )

  app.get(
    '/tags/:tagName/tracks',
    { schema: { params: TagParamsSchema, querystring: PageQuerySchema, response: { 200: TagTracksResponseSchema } } },
    async (request) => ({ status: 'success' as const, ...(await service.tracks(request.params.tagName, request.query, serializeCtxFor(request))) }),
  )

  app.get(
    '/tags/:tagName/albums',
    { schema: { params: TagParamsSchema, querystring: PageQuerySchema, response: { 200: TagAlbumsResponseSchema } } },
    async (request) => ({ status: 'success' as const, ...(await service.albums(request.params.tagName, request.query, serializeCtxFor(request))) }),
  )
}
