import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makePlaysRepo } from './plays.repo'
import { playsRoutes } from './plays.routes'
import { makePlaysService } from './plays.service'

export { makeViewsRepo, type ViewsRepo, type ViewableType, type PendingView } from './views.repo'
export { makeViewCounter, type ViewCounter, type ViewRecorder } from './view-counter'
export { createViewBuffer, makeMemoryViewBuffer, type ViewBuffer } from './view-buffer'
export { visitorOf, VISITOR_COOKIE } from './visitor'
export { viewedOnPage } from './page-views'
export { makePlaysRepo, type PlaysRepo } from './plays.repo'
export { makePlaysService, describeClient, playlistIdOfQueue, type PlaysService } from './plays.service'

/** Play logging (§4.7) and listening history (§3.3). */
export const playsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const hydrator = deps.catalogue.hydrator
  const service = makePlaysService({ repo: makePlaysRepo(deps.db), hydrator, clock: deps.clock })
  await app.register(playsRoutes, { service, trustProxy: deps.env.TRUST_PROXY })
}
