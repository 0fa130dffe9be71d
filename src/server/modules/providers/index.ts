import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeProviders } from './providers'
import { providersRoutes } from './providers.routes'

export { makeProviders, type Providers } from './providers'
export type { ArtistSync } from './artist-sync.service'
export type { LyricsImport } from './lyrics-import.service'
export { cleanTitle } from './lrclib.client'

/** The YouTube audio search (§4.13) and the Spotify single-item import; artists and lyrics build their own providers. */
export const providersModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, env, settings, clock, catalogue, responseCache }) => {
  const { audioSearch, spotifyImport } = makeProviders({ db, env, settings, clock, log: app.log, onChanged: () => responseCache.invalidate() })
  await app.register(providersRoutes, { audioSearch, spotifyImport, hydrator: catalogue.hydrator })
}
