import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client'
import { makeCatalogueWritesRepo, noCatalogueEvents, type CatalogueEvents } from '../catalogue-writes/index'
import type { ModuleDeps } from '../../deps'
import { storedFilesGuardFor } from '../uploads/index'
import { makeBackstageRepo } from './backstage-requests.repo'
import { backstageRoutes } from './backstage-requests.routes'
import { makeBackstageService } from './backstage-requests.service'

export { makeBackstageService, type BackstageService } from './backstage-requests.service'

/** Backstage requests (music-catalog §2.11, §3.8). `events` is where BackstageRequestWasHandled plugs in. */
export function makeBackstageModule(events: CatalogueEvents = noCatalogueEvents): FastifyPluginAsync<ModuleDeps> {
  return async (app, { db, storage, catalogue }) => {
    const service = makeBackstageService({
      repo: makeBackstageRepo(db),
      catalogue: makeCatalogueWritesRepo(db),
      inTransaction: (fn) => db.transaction((tx) => fn(makeBackstageRepo(tx as unknown as Db), makeCatalogueWritesRepo(tx as unknown as Db))),
      hydrator: catalogue.hydrator,
      storage,
      events,
      files: storedFilesGuardFor(db),
    })
    await app.register(backstageRoutes, { service })
  }
}

/** Mounted with the notifications service's events: a handled request notifies the requester. */
export const backstageModule: FastifyPluginAsync<ModuleDeps> = (app, deps) => makeBackstageModule(deps.notifications.catalogueEvents)(app, deps)
