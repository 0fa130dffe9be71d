import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeArtistsRepo } from './artists.repo'
import { artistsRoutes } from './artists.routes'
import { makeArtistsService } from './artists.service'
import { makeProviders } from '../providers/index'

export { makeArtistsRepo, type ArtistsRepo } from './artists.repo'
export { makeArtistsService, type ArtistsService } from './artists.service'

/** Artist page, its tabs (tracks, albums, followers) and landing artists (§3.1). */
export const artistsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, env, clock, catalogue, views, settings, responseCache }) => {
  const providers = makeProviders({ db, env, settings, clock, log: app.log, onChanged: () => responseCache.invalidate() })
  const service = makeArtistsService({
    repo: makeArtistsRepo(db),
    relations: catalogue.relations,
    hydrator: catalogue.hydrator,
    views,
    settings,
    clock,
    providers: { sync: providers.artistSync, waitMs: providers.pageWaitMs },
  })
  await app.register(artistsRoutes, { service, cache: responseCache })
}
