import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../index'
import { makeViewsRepo } from '../plays/index'
import { makeHydrator, makeRelationsRepo } from '../tracks/index'
import { makeAlbumsRepo } from './albums.repo'
import { albumsRoutes } from './albums.routes'
import { makeAlbumsService } from './albums.service'

export { makeAlbumsService, type AlbumsService } from './albums.service'

/** Album page and embed data (§3.1). */
export const albumsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, clock }) => {
  const service = makeAlbumsService({
    repo: makeAlbumsRepo(db),
    hydrator: makeHydrator({ repo: makeRelationsRepo(db) }),
    views: makeViewsRepo(db),
    clock,
  })
  await app.register(albumsRoutes, { service })
}
