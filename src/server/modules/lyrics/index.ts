import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeLyricsRepo } from './lyrics.repo'
import { lyricsRoutes } from './lyrics.routes'
import { makeLyricsService } from './lyrics.service'

export { parseLyrics } from './parse-lrc'

/** Track lyrics with LRC parsing (§2.8, §3.1). */
export const lyricsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db }) => {
  await app.register(lyricsRoutes, { service: makeLyricsService({ repo: makeLyricsRepo(db) }) })
}
