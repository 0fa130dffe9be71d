import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { healthRoutes } from './health.routes'

/** GET health: the liveness probe. */
export const healthModule: FastifyPluginAsync<ModuleDeps> = async (app) => {
  await app.register(healthRoutes)
}
