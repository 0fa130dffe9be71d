import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeInsightsRepo } from './insights.repo'
import { insightsRoutes } from './insights.routes'
import { makeInsightsService } from './insights.service'

export { makeInsightsRepo, type InsightsRepo } from './insights.repo'
export { makeInsightsService, countryName, type InsightsService } from './insights.service'

/** Play insights for the whole site, a track, an album or an artist (music-catalog §3.8). */
export const insightsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(insightsRoutes, { service: makeInsightsService({ repo: makeInsightsRepo(deps.db) }) })
}
