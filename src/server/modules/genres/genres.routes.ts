import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { GenrePageResponseSchema, GenreParamsSchema, ChannelQuerySchema } from '../../../shared/contracts/channels'
import { GenresPageResponseSchema, GenresQuerySchema, SaveGenreInputSchema, SavedGenreResponseSchema } from '../../../shared/contracts/genres'
import { NoBodySchema } from '../../../shared/contracts/no-body'
import { IdParamsSchema } from '../../../shared/contracts/pagination'
import { notFound } from '../../lib/http-errors'
import { requirePermission } from '../permissions/index'
import type { ChannelsService } from '../channels/index'
import { serializeCtxFor } from '../catalogue/index'
import type { GenresService } from './genres.service'

export const genresRoutes: FastifyPluginAsyncZod<{ genres: GenresService; channels: ChannelsService }> = async (app, { genres, channels }) => {
  app.addHook('preValidation', requirePermission('music.view'))

  app.get('/genres', { schema: { querystring: GenresQuerySchema, response: { 200: GenresPageResponseSchema } } }, async (request) => ({
    status: 'success' as const,
    pagination: await genres.list(request.query),
  }))

  app.post(
    '/genres',
    { preHandler: requirePermission('genres.create'), schema: { body: SaveGenreInputSchema, response: { 200: SavedGenreResponseSchema } } },
    async (request) => ({ status: 'success' as const, genre: await genres.create(request.viewer, request.body) }),
  )

  app.put(
    '/genres/:id',
    { preHandler: requirePermission('genres.update'), schema: { params: IdParamsSchema, body: SaveGenreInputSchema, response: { 200: SavedGenreResponseSchema } } },
    async (request) => {
      const genre = await genres.update(request.viewer, request.params.id, request.body)
      if (!genre) throw notFound()
      return { status: 'success' as const, genre }
    },
  )

  // Decision 0033: a genre typed by an artist reaches the home page's genre lists once approved here.
  app.post(
    '/genres/:id/approve',
    { preValidation: requirePermission('genres.update'), schema: { params: IdParamsSchema, body: NoBodySchema, response: { 200: SavedGenreResponseSchema } } },
    async (request) => {
      const genre = await genres.approve(request.params.id)
      if (!genre) throw notFound()
      return { status: 'success' as const, genre }
    },
  )

  app.get(
    '/genres/:name',
    { schema: { params: GenreParamsSchema, querystring: ChannelQuerySchema.omit({ restriction: true }), response: { 200: GenrePageResponseSchema } } },
    async (request) => {
      const q = request.query
      const result = await channels.genrePage(
        request.params.name,
        {
          page: q.page,
          perPage: q.perPage,
          paginate: q.paginate,
          cursor: q.cursor,
          layoutCookie: (model) => request.cookies[`channel-layout-${model}`],
          isAdmin: request.viewer.isAdmin,
        },
        serializeCtxFor(request),
      )
      return { status: 'success' as const, ...result }
    },
  )
}
