import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { bootstrapRoutes } from './bootstrap.routes'

export { makeBootstrapRepo, type BootstrapRepo } from './bootstrap.repo'
export { makeBootstrapService, type BootstrapService, type BootstrapContext } from './bootstrap.service'

/** GET bootstrap-data: the first payload every page load asks for (platform-core §3). */
export const bootstrapModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(bootstrapRoutes, { service: deps.bootstrap, cacheGuestPayload: deps.env.NODE_ENV !== 'test', onSettingsChange: deps.settings.onChange })
}
