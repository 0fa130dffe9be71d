import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../index'
import { makeViewsRepo } from '../plays/index'
import { makeHydrator, makeRelationsRepo } from '../tracks/index'
import { makePlaylistsRepo } from './playlists.repo'
import { playlistsRoutes } from './playlists.routes'
import { makePlaylistsService } from './playlists.service'

export { makePlaylistsRepo, type PlaylistsRepo, type PlaylistRow } from './playlists.repo'
export { makePlaylistsService, type PlaylistsService } from './playlists.service'
export { serializePlaylist, playlistImage } from './playlist-serializer'

/** Playlists: CRUD, follow, track editing and user playlists (music-catalog §2.5, §3.2). */
export const playlistsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, clock }) => {
  const service = makePlaylistsService({
    repo: makePlaylistsRepo(db),
    hydrator: makeHydrator({ repo: makeRelationsRepo(db) }),
    views: makeViewsRepo(db),
    clock,
  })
  await app.register(playlistsRoutes, { service })
}
