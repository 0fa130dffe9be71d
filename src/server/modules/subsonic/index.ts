import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { loadServerKey } from '../../lib/server-key'
import { makeLibraryRepo, makeLibraryService } from '../library/index'
import { makeImageResizer, makeMediaRepo, makeMediaService } from '../media/index'
import { makePlaylistsRepo, makePlaylistsService } from '../playlists/index'
import { makePlaysRepo, makePlaysService, makeViewsRepo } from '../plays/index'
import { storedFilesGuardFor } from '../uploads/index'
import { makeCredentialsRepo } from './credentials.repo'
import { credentialsRoutes } from './credentials.routes'
import { makeCredentialsService, type CredentialsService } from './credentials.service'
import { annotationHandlers } from './rest/handlers/annotation'
import { browseHandlers } from './rest/handlers/browse'
import type { HandlerDeps } from './rest/handlers/context'
import { listHandlers } from './rest/handlers/lists'
import { mediaHandlers } from './rest/handlers/media'
import { playlistHandlers } from './rest/handlers/playlists'
import { systemHandlers } from './rest/handlers/system'
import { restPlugin } from './rest/plugin'
import { makeSecretBox } from './secret-box'
import { makeSubsonicRepo } from './subsonic.repo'

export { openSubsonicStream } from './rest/handlers/stream'
export { OPEN_SUBSONIC_EXTENSIONS } from './rest/handlers/system'

/** Reported as serverVersion in every /rest answer. */
const SERVER_VERSION = '0.1.0'

const credentialsFor = (deps: ModuleDeps): CredentialsService =>
  makeCredentialsService({ repo: makeCredentialsRepo(deps.db), box: makeSecretBox(loadServerKey(deps.env)), clock: deps.clock })

/** Account settings → Music apps under /api/v1: users/me/subsonic-credentials (issue 26). */
export const subsonicModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  // Each process would make its own DATA_DIR/app.key: an app password sealed by one could not be read by another.
  if (deps.env.CLUSTER && !deps.env.APP_KEY && !deps.env.STORAGE_SHARED) {
    app.log.warn('CLUSTER without APP_KEY or a shared DATA_DIR: set the same APP_KEY on every process, or music app passwords work on one process only')
  }
  await app.register(credentialsRoutes, { service: credentialsFor(deps) })
}

/**
 * The OpenSubsonic API at /rest (outside /api/v1: apps add /rest themselves). It reuses the other modules'
 * services, so permissions, private playlists, likes and plays behave as on the web API.
 */
export const subsonicRestRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { db, clock, catalogue, storage, settings, env } = deps
  const handlerDeps: HandlerDeps = {
    repo: makeSubsonicRepo(db),
    playlists: makePlaylistsService({ repo: makePlaylistsRepo(db), hydrator: catalogue.hydrator, views: makeViewsRepo(db), clock, files: storedFilesGuardFor(db) }),
    library: makeLibraryService({ repo: makeLibraryRepo(db), hydrator: catalogue.hydrator }),
    plays: makePlaysService({ repo: makePlaysRepo(db), hydrator: catalogue.hydrator, clock }),
    media: makeMediaService({ repo: makeMediaRepo(db), settings, sourceTtlMs: env.NODE_ENV === 'test' ? 0 : 1000 }),
    storage,
    transcoder: deps.transcoder,
    resizer: makeImageResizer(storage),
    clock,
    baseUrl: deps.baseUrl,
    trustProxy: env.TRUST_PROXY,
  }
  const handlers = {
    ...systemHandlers(),
    ...browseHandlers(handlerDeps),
    ...listHandlers(handlerDeps),
    ...playlistHandlers(handlerDeps),
    ...mediaHandlers(handlerDeps),
    ...annotationHandlers(handlerDeps),
  }
  await app.register(restPlugin, { credentials: credentialsFor(deps), permissions: deps.permissions, handlers, serverVersion: SERVER_VERSION })
}
