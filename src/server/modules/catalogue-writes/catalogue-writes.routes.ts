import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  DeletedResponseSchema,
  IdsParamsSchema,
  MinutesLeftResponseSchema,
  SaveAlbumInputSchema,
  SaveArtistInputSchema,
  SavedAlbumResponseSchema,
  SavedArtistResponseSchema,
  SavedTrackResponseSchema,
  SaveTrackInputSchema,
} from '../../../shared/contracts/catalogue-writes'
import { IdParamsSchema } from '../../../shared/contracts/pagination'
import { UserIdParamsSchema } from '../../../shared/contracts/users'
import { forbidden, unauthorized } from '../../lib/http-errors'
import { serializeCtxFor } from '../catalogue/index'
import { requireLogin } from '../permissions/index'
import type { AlbumWritesService } from './album-writes.service'
import type { ArtistWritesService } from './artist-writes.service'
import type { MinutesService } from './minutes.service'
import type { TrackWritesService } from './track-writes.service'

export interface CatalogueWritesRoutesOptions {
  tracks: TrackWritesService
  albums: AlbumWritesService
  artists: ArtistWritesService
  minutes: MinutesService
}

const ok = 'success' as const

/** POST/PUT/DELETE for tracks, albums and artists (music-catalog §3.1); rules live in the services. */
export const catalogueWritesRoutes: FastifyPluginAsyncZod<CatalogueWritesRoutesOptions> = async (app, { tracks, albums, artists, minutes }) => {
  // Only signed-in users write: a guest is refused before the input is validated.
  app.addHook('preValidation', requireLogin)
  const saved = { 200: SavedTrackResponseSchema }
  app.post('/tracks', { schema: { body: SaveTrackInputSchema, response: saved } }, async (req) => ({
    status: ok,
    track: await tracks.create(req.viewer, req.body, serializeCtxFor(req)),
  }))
  app.put('/tracks/:id', { schema: { params: IdParamsSchema, body: SaveTrackInputSchema, response: saved } }, async (req) => ({
    status: ok,
    track: await tracks.update(req.viewer, req.params.id, req.body, serializeCtxFor(req)),
  }))
  app.delete('/tracks/:ids', { schema: { params: IdsParamsSchema, response: { 200: DeletedResponseSchema } } }, async (req) => {
    await tracks.remove(req.viewer, req.params.ids)
    return { status: ok }
  })

  const savedAlbum = { 200: SavedAlbumResponseSchema }
  app.post('/albums', { schema: { body: SaveAlbumInputSchema, response: savedAlbum } }, async (req) => ({
    status: ok,
    album: await albums.create(req.viewer, req.body, serializeCtxFor(req)),
  }))
  app.put('/albums/:id', { schema: { params: IdParamsSchema, body: SaveAlbumInputSchema, response: savedAlbum } }, async (req) => ({
    status: ok,
    album: await albums.update(req.viewer, req.params.id, req.body, serializeCtxFor(req)),
  }))
  app.delete('/albums/:ids', { schema: { params: IdsParamsSchema, response: { 200: DeletedResponseSchema } } }, async (req) => {
    await albums.remove(req.viewer, req.params.ids)
    return { status: ok }
  })

  const savedArtist = { 200: SavedArtistResponseSchema }
  app.post('/artists', { schema: { body: SaveArtistInputSchema, response: savedArtist } }, async (req) => ({
    status: ok,
    artist: await artists.show(await artists.create(req.viewer, req.body, serializeCtxFor(req))),
  }))
  app.put('/artists/:id', { schema: { params: IdParamsSchema, body: SaveArtistInputSchema, response: savedArtist } }, async (req) => ({
    status: ok,
    artist: await artists.show(await artists.update(req.viewer, req.params.id, req.body)),
  }))
  app.delete('/artists/:ids', { schema: { params: IdsParamsSchema, response: { 200: DeletedResponseSchema } } }, async (req) => {
    await artists.remove(req.viewer, req.params.ids)
    return { status: ok }
  })

  /** §3.4: minutes left of the `minutes` quota; null = unlimited. Own account, or users.update. */
  app.get('/users/:id/minutes-left', { schema: { params: UserIdParamsSchema, response: { 200: MinutesLeftResponseSchema } } }, async (req) => {
    if (req.viewer.userId === null) throw unauthorized()
    const id = req.params.id === 'me' ? req.viewer.userId : req.params.id
    if (id !== req.viewer.userId && !req.viewer.can('users.update')) throw forbidden()
    return { status: ok, minutesLeft: await minutes.minutesLeft(id) }
  })
}
