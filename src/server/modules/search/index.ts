import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makePlaylistsRepo, makePlaylistsService } from '../playlists/index'
import { storedFilesGuardFor } from '../uploads/index'
import { makeSearchRepo } from './search.repo'
import { searchRoutes } from './search.routes'
import { makeSearchService } from './search.service'

export { makeSearchRepo, toPrefixQuery, type SearchRepo } from './search.repo'
export { makeSearchService, type SearchService } from './search.service'

/** Local search: full-text + trigram over the 0002_search indexes (music-catalog §3.6). */
export const searchModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, clock, catalogue, views, responseCache, settings }) => {
  const { hydrator, relations } = catalogue
  const playlists = makePlaylistsService({ repo: makePlaylistsRepo(db), hydrator, views, clock, files: storedFilesGuardFor(db) })
  const service = makeSearchService({ repo: makeSearchRepo(db), hydrator, relations, playlists, blockedArtists: () => settings.get('artists.blocked') })
  await app.register(searchRoutes, { service, cache: responseCache })
}
