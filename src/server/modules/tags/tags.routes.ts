import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PageQuerySchema } from '../../../shared/contracts/pagination'
import { TagAlbumsResponseSchema, TagParamsSchema, TagTracksResponseSchema } from '../../../shared/contracts/tags'
import { requirePermission } from '../permissions/index'
import { serializeCtxFor } from '../catalogue/index'
import type { TagsService } from './tags.service'

export const tagsRoutes: FastifyPluginAsyncZod<{ service: TagsService }> = async (app, { service }) => {
  app.addHook('preValidation', requirePermission('music.view'))

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
