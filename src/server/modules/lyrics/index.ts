import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeLyricsRepo } from './lyrics.repo'
import { lyricsRoutes } from './lyrics.routes'
import { makeLyricsService } from './lyrics.service'
import { makeProviders } from '../providers/index'

export { parseLyrics } from './parse-lrc'

/** Track lyrics with LRC parsing (§2.8, §3.1). */
export const lyricsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, env, settings, clock }) => {
  const { lyricsImport } = makeProviders({ db, env, settings, clock, log: app.log })
  await app.register(lyricsRoutes, { service: makeLyricsService({ repo: makeLyricsRepo(db), lyricsImport }) })
}
