import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { settingsRoutes } from './settings.routes'

export { makeSettingsRepo, type SettingsRepo } from './settings.repo'
export { makeSettingsService, type SettingsService, type EffectiveSettings } from './settings.service'
export { adsRoutes, adDocument, AD_CONTENT_SECURITY_POLICY } from './ads.routes'

/** GET/POST settings for admins; the service itself is shared (`deps.settings`, built in app.ts). */
export const settingsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(settingsRoutes, { service: deps.settings })
}
