import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  LibraryBodySchema,
  LibraryResponseSchema,
  LikedAlbumsResponseSchema,
  LikedArtistsResponseSchema,
  LikedQuerySchema,
  LikedTracksResponseSchema,
  UserParamsSchema,
} from '../../../shared/contracts/library'
import { requireLogin, requirePermission } from '../permissions/index'
import { serializeCtxFor } from '../catalogue/index'
import type { LibraryService } from './library.service'

const ok = 'success' as const

export const libraryRoutes: FastifyPluginAsyncZod<{ service: LibraryService }> = async (app, { service }) => {
  app.post(
    '/users/me/add-to-library',
    { preHandler: requireLogin, schema: { body: LibraryBodySchema, response: { 200: LibraryResponseSchema } } },
    async (request) => {
      await service.add(request.viewer, request.body)
      return { status: ok }
    },
  )

  app.post(
    '/users/me/remove-from-library',
    { preHandler: requireLogin, schema: { body: LibraryBodySchema, response: { 200: LibraryResponseSchema } } },
    async (request) => {
      await service.remove(request.viewer, request.body)
      return { status: ok }
    },
  )

  const listSchema = { params: UserParamsSchema, querystring: LikedQuerySchema }
  const view = requirePermission('music.view')

  app.get(
    '/users/:user/liked-tracks',
    { preHandler: view, schema: { ...listSchema, response: { 200: LikedTracksResponseSchema } } },
    async (request) => ({
      status: ok,
      pagination: await service.likedTracks(request.params.user, request.viewer, request.query, serializeCtxFor(request)),
    }),
  )

  app.get(
    '/users/:user/liked-albums',
    { preHandler: view, schema: { ...listSchema, response: { 200: LikedAlbumsResponseSchema } } },
    async (request) => ({
      status: ok,
      pagination: await service.likedAlbums(request.params.user, request.viewer, request.query, serializeCtxFor(request)),
    }),
  )

  app.get(
    '/users/:user/liked-artists',
    { preHandler: view, schema: { ...listSchema, response: { 200: LikedArtistsResponseSchema } } },
    async (request) => ({ status: ok, pagination: await service.likedArtists(request.params.user, request.viewer, request.query) }),
  )
}
