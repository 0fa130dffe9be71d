import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../index'
import { makeViewsRepo } from '../plays/index'
import { makeSettingsRepo, makeSettingsService } from '../settings/index'
import { makeHydrator, makeRelationsRepo } from '../tracks/index'
import { makeArtistsRepo } from './artists.repo'
import { artistsRoutes } from './artists.routes'
import { makeArtistsService } from './artists.service'

export { makeArtistsRepo, type ArtistsRepo } from './artists.repo'
export { makeArtistsService, type ArtistsService } from './artists.service'

/** Artist page, its tabs (tracks, albums, followers) and landing artists (§3.1). */
export const artistsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, clock }) => {
  const relations = makeRelationsRepo(db)
  const service = makeArtistsService({
    repo: makeArtistsRepo(db),
    relations,
    hydrator: makeHydrator({ repo: relations }),
    views: makeViewsRepo(db),
    settings: makeSettingsService({ repo: makeSettingsRepo(db) }),
    clock,
  })
  await app.register(artistsRoutes, { service })
}
