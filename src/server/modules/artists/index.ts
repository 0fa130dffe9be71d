import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeArtistsRepo } from './artists.repo'
import { artistsRoutes } from './artists.routes'
import { makeArtistsService } from './artists.service'

export { makeArtistsRepo, type ArtistsRepo } from './artists.repo'
export { makeArtistsService, type ArtistsService } from './artists.service'

/** Artist page, its tabs (tracks, albums, followers) and landing artists (§3.1). */
export const artistsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, clock, catalogue, views, settings, responseCache }) => {
  const service = makeArtistsService({
    repo: makeArtistsRepo(db),
    relations: catalogue.relations,
    hydrator: catalogue.hydrator,
    views,
    settings,
    clock,
  })
  await app.register(artistsRoutes, { service, cache: responseCache })
}
