import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeProviders } from './providers'
import { providersRoutes } from './providers.routes'

export { makeProviders, type Providers } from './providers'
export type { ArtistSync } from './artist-sync.service'
export type { LyricsImport } from './lyrics-import.service'
export { cleanTitle } from './lrclib.client'

/** The optional YouTube integration's routes (music-catalog §4.13); artists and lyrics build their own providers. */
export const providersModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, env, settings, clock }) => {
  const { audioSearch } = makeProviders({ db, env, settings, clock, log: app.log })
  await app.register(providersRoutes, { audioSearch })
}
