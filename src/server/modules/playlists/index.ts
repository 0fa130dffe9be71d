import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { storedFilesGuardFor } from '../uploads/index'
import { makePlaylistsRepo } from './playlists.repo'
import { playlistsRoutes } from './playlists.routes'
import { makePlaylistsService } from './playlists.service'

export { makePlaylistsRepo, type PlaylistsRepo, type PlaylistRow } from './playlists.repo'
export { makePlaylistsService, type PlaylistsService } from './playlists.service'
export { serializePlaylist, playlistImage } from './playlist-serializer'

/** Playlists: CRUD, follow, track editing and user playlists (music-catalog §2.5, §3.2). */
export const playlistsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, clock, catalogue, views, responseCache, storage }) => {
  const service = makePlaylistsService({
    storage,
    repo: makePlaylistsRepo(db),
    hydrator: catalogue.hydrator,
    views,
    clock,
    files: storedFilesGuardFor(db),
  })
  await app.register(playlistsRoutes, { service, cache: responseCache })
}
