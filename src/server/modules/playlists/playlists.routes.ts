import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { UserParamsSchema } from '../../../shared/contracts/library'
import { LoaderQuerySchema } from '../../../shared/contracts/catalogue'
import { PageQuerySchema } from '../../../shared/contracts/pagination'
import {
  CreatePlaylistInputSchema,
  PLAYLIST_IMAGE_ERRORS,
  PLAYLIST_IMAGE_MAX_BYTES,
  PlaylistIdsParamsSchema,
  PlaylistListQuerySchema,
  PlaylistPageResponseSchema,
  PlaylistParamsSchema,
  PlaylistResponseSchema,
  PlaylistsPageResponseSchema,
  PlaylistStatusResponseSchema,
  PlaylistTrackIdsBodySchema,
  PlaylistTracksQuerySchema,
  PlaylistTracksResponseSchema,
  UpdatePlaylistInputSchema,
} from '../../../shared/contracts/playlists'
import { requireLogin, requirePermission } from '../permissions/index'
import { visitorOf } from '../plays/index'
import { cachedRead, serializeCtxFor } from '../catalogue/index'
import type { ResponseCache } from '../../lib/response-cache/index'
import type { PlaylistsService } from './playlists.service'
import { NoBodySchema } from '../../../shared/contracts/no-body'
import { validationError } from '../../lib/http-errors'

const ok = 'success' as const

export const playlistsRoutes: FastifyPluginAsyncZod<{ service: PlaylistsService; cache: ResponseCache }> = async (app, { service, cache }) => {
  const view = requirePermission('playlists.view')
  // A private playlist shows to its editors: signed-in users get entries of their own.
  const cachedPage = cachedRead(cache, {
    perUser: true,
    onHit: (request, reply) => {
      const { id } = request.params as { id: number }
      service.countView(id, visitorOf(request, reply).key).catch((err: unknown) => request.log.error({ err }, 'could not count a playlist view'))
    },
  })
  const params = PlaylistParamsSchema

  app.get('/playlists', { preHandler: view, schema: { querystring: PlaylistListQuerySchema, response: { 200: PlaylistsPageResponseSchema } } }, async (req) => ({
    status: ok,
    pagination: await service.list(req.viewer, req.query),
  }))

  app.get('/playlists/:id', { preHandler: [view, cachedPage], schema: { params, querystring: LoaderQuerySchema, response: { 200: PlaylistPageResponseSchema } } }, async (req, reply) => {
    const loader = req.query.loader ?? 'playlistPage'
    const result = await service.show(req.params.id, req.viewer, visitorOf(req, reply).key, serializeCtxFor(req))
    return { status: ok, loader, ...result }
  })

  app.get('/playlists/:id/tracks', { preHandler: view, schema: { params, querystring: PlaylistTracksQuerySchema, response: { 200: PlaylistTracksResponseSchema } } }, async (req) => ({
    status: ok,
    pagination: await service.tracks(req.params.id, req.viewer, req.query, serializeCtxFor(req)),
  }))

  app.get('/users/:user/playlists', { preHandler: view, schema: { params: UserParamsSchema, querystring: PageQuerySchema, response: { 200: PlaylistsPageResponseSchema } } }, async (req) => ({
    status: ok,
    pagination: await service.ofUser(req.params.user, req.viewer, req.query),
  }))

  app.post('/playlists', { preHandler: requirePermission('playlists.create'), schema: { body: CreatePlaylistInputSchema, response: { 200: PlaylistResponseSchema } } }, async (req) => ({
    status: ok,
    playlist: await service.create(req.viewer, req.body),
  }))

  app.put('/playlists/:id', { preHandler: requireLogin, schema: { params, body: UpdatePlaylistInputSchema, response: { 200: PlaylistResponseSchema } } }, async (req) => ({
    status: ok,
    playlist: await service.update(req.params.id, req.viewer, req.body),
  }))

  app.delete('/playlists/:ids', { preHandler: requireLogin, schema: { params: PlaylistIdsParamsSchema, response: { 200: PlaylistStatusResponseSchema } } }, async (req) => {
    await service.remove(req.params.ids, req.viewer)
    return { status: ok }
  })

  for (const action of ['follow', 'unfollow'] as const) {
    app.post(`/playlists/:id/${action}`, { preHandler: requireLogin, schema: { params, body: NoBodySchema, response: { 200: PlaylistStatusResponseSchema } } }, async (req) => {
      await service[action](req.params.id, req.viewer)
      return { status: ok }
    })
  }

  // Cover uploads (issue 24): multipart applies to this plugin's routes only; one byte over the cap is
  // enough to know the file is too large.
  await app.register(multipart, { limits: { fileSize: PLAYLIST_IMAGE_MAX_BYTES + 1, files: 1 } })
  app.post('/playlists/:id/image', { preHandler: requireLogin, schema: { params, response: { 200: PlaylistResponseSchema } } }, async (req) => {
    // Who may edit is checked before a byte of the body is read.
    await service.assertEditable(req.params.id, req.viewer)
    if (!req.isMultipart()) throw validationError({ file: PLAYLIST_IMAGE_ERRORS.notImage })
    const file = await req.file()
    if (!file) throw validationError({ file: PLAYLIST_IMAGE_ERRORS.notImage })
    const data = await file.toBuffer().catch(() => {
      throw validationError({ file: PLAYLIST_IMAGE_ERRORS.tooBig })
    })
    return { status: ok, playlist: await service.uploadImage(req.params.id, req.viewer, data) }
  })

  const body = PlaylistTrackIdsBodySchema
  app.post('/playlists/:id/tracks/add', { preHandler: requireLogin, schema: { params, body, response: { 200: PlaylistResponseSchema } } }, async (req) => ({
    status: ok,
    playlist: await service.addTracks(req.params.id, req.viewer, req.body.ids),
  }))

  app.post('/playlists/:id/tracks/remove', { preHandler: requireLogin, schema: { params, body, response: { 200: PlaylistResponseSchema } } }, async (req) => ({
    status: ok,
    playlist: await service.removeTracks(req.params.id, req.viewer, req.body.ids),
  }))

  app.post('/playlists/:id/tracks/order', { preHandler: requireLogin, schema: { params, body, response: { 200: PlaylistStatusResponseSchema } } }, async (req) => {
    await service.orderTracks(req.params.id, req.viewer, req.body.ids)
    return { status: ok }
  })
}
