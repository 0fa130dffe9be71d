import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AlbumsPageResponseSchema } from '../../../shared/contracts/albums'
import { ArtistAlbumsQuerySchema, ArtistResponseSchema, LandingArtistsResponseSchema } from '../../../shared/contracts/artists'
import { LoaderQuerySchema } from '../../../shared/contracts/catalogue'
import { IdParamsSchema, PageQuerySchema } from '../../../shared/contracts/pagination'
import { TracksPageResponseSchema } from '../../../shared/contracts/tracks'
import { UsersPageResponseSchema } from '../../../shared/contracts/user-ref'
import { requirePermission } from '../permissions/index'
import { visitorOf } from '../plays/index'
import { cachedRead, serializeCtxFor } from '../catalogue/index'
import type { ResponseCache } from '../../lib/response-cache/index'
import type { ArtistsService } from './artists.service'

const ALBUM_LAYOUT_COOKIE = 'artistPage-albumLayout'
const ok = 'success' as const

export const artistsRoutes: FastifyPluginAsyncZod<{ service: ArtistsService; cache: ResponseCache }> = async (app, { service, cache }) => {
  app.addHook('preValidation', requirePermission('music.view'))
  // The album layout comes from a cookie (or a setting, and a settings change clears the cache).
  const cachedPage = cachedRead(cache, {
    vary: (request) => request.cookies[ALBUM_LAYOUT_COOKIE] ?? '',
    onHit: (request, reply) => {
      const { id } = request.params as { id: number }
      service.countView(id, visitorOf(request, reply).key).catch((err: unknown) => request.log.error({ err }, 'could not count an artist view'))
    },
  })
  const cachedList = cachedRead(cache)

  app.get(
    '/artists/:id',
    { preHandler: cachedPage, schema: { params: IdParamsSchema, querystring: LoaderQuerySchema, response: { 200: ArtistResponseSchema } } },
    async (request, reply) => {
      const loader = request.query.loader ?? 'artist'
      const layout = await service.albumLayout(request.cookies[ALBUM_LAYOUT_COOKIE])
      const { key } = visitorOf(request, reply)
      const result = await service.show(request.params.id, loader, layout, key, serializeCtxFor(request))
      return { status: ok, loader, selectedAlbumLayout: layout, ...result }
    },
  )

  app.get(
    '/artists/:id/tracks',
    { preHandler: cachedList, schema: { params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: TracksPageResponseSchema } } },
    async (request) => ({ status: ok, pagination: await service.tracks(request.params.id, request.query, serializeCtxFor(request)) }),
  )

  app.get(
    '/artists/:id/albums',
    { preHandler: cachedList, schema: { params: IdParamsSchema, querystring: ArtistAlbumsQuerySchema, response: { 200: AlbumsPageResponseSchema } } },
    async (request) => ({ status: ok, pagination: await service.albums(request.params.id, request.query, serializeCtxFor(request)) }),
  )

  app.get(
    '/artists/:id/followers',
    { schema: { params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: UsersPageResponseSchema } } },
    async (request) => ({ status: ok, pagination: await service.followers(request.params.id, request.query) }),
  )

  app.get(
    '/landing/artists',
    { schema: { querystring: z.object({}), response: { 200: LandingArtistsResponseSchema } } },
    async () => ({ status: ok, artists: await service.landing() }),
  )
}
