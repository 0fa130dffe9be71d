import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../index'
import { makeSettingsRepo, makeSettingsService } from '../settings/index'
import { makeMediaRepo } from './media.repo'
import { mediaRoutes } from './media.routes'
import { makeMediaService } from './media.service'

export { storageRoutes } from './storage.routes'
export { parseTrackSrc, downloadFilename } from './media.service'

/** Audio delivery under /api/v1: tracks/{id}/stream and tracks/{id}/download. */
export const mediaModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const settings = makeSettingsService({ repo: makeSettingsRepo(deps.db) })
  await app.register(mediaRoutes, { service: makeMediaService({ repo: makeMediaRepo(deps.db), settings }), storage: deps.storage })
}
