import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { registerMetaResolver } from '../../plugins/meta'
import { makeCatalogueMetaResolver } from '../catalogue/index'
import { makeTracksRepo } from './tracks.repo'
import { tracksRoutes } from './tracks.routes'
import { makeTracksService } from './tracks.service'

/**
 * Track page and waveform (§3.1), plus the SSR meta resolver for album/artist/track pages. The shared
 * hydrator and serializers live in modules/catalogue.
 */
export const tracksModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, storage, catalogue }) => {
  const service = makeTracksService({ repo: makeTracksRepo(db), hydrator: catalogue.hydrator, storage })
  const unregister = registerMetaResolver(makeCatalogueMetaResolver(catalogue.relations), 'catalogue')
  app.addHook('onClose', async () => unregister())
  await app.register(tracksRoutes, { service })
}
