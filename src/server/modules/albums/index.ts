import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeAlbumsRepo } from './albums.repo'
import { albumsRoutes } from './albums.routes'
import { makeAlbumsService } from './albums.service'

export { makeAlbumsService, type AlbumsService } from './albums.service'

/** Album page and embed data (§3.1). */
export const albumsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, clock, catalogue, views, responseCache }) => {
  const service = makeAlbumsService({ repo: makeAlbumsRepo(db), hydrator: catalogue.hydrator, views, clock })
  await app.register(albumsRoutes, { service, cache: responseCache })
}
