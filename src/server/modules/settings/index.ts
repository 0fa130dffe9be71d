export { makeSettingsRepo, type SettingsRepo } from './settings.repo'
export { makeSettingsService, type SettingsService, type EffectiveSettings } from './settings.service'
export { settingsRoutes } from './settings.routes'
