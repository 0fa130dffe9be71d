import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeLibraryRepo } from './library.repo'
import { libraryRoutes } from './library.routes'
import { makeLibraryService } from './library.service'

export { makeLibraryRepo, prefixPattern, type LibraryRepo } from './library.repo'
export { canSeeLikesOf, makeLibraryService, type LibraryService } from './library.service'
export { requireUserId, resolveUserParam, type MusicViewer } from './user-param'

/** Likes of tracks, albums and artists and the liked lists (music-catalog §3.4). */
export const libraryModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, catalogue }) => {
  const service = makeLibraryService({ repo: makeLibraryRepo(db), hydrator: catalogue.hydrator })
  await app.register(libraryRoutes, { service })
}
