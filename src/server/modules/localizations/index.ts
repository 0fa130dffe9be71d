import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeLocalizationsRepo } from './localizations.repo'
import { localizationsRoutes } from './localizations.routes'
import { makeLocalizationsService } from './localizations.service'

export { makeLocalizationsRepo, type LocalizationsRepo } from './localizations.repo'
export { makeTranslationsService, type TranslationsService } from './translations.service'

/** Localizations admin and POST users/me/locale; translation lines themselves are the shared `deps.translations`. */
export const localizationsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const service = makeLocalizationsService({ repo: makeLocalizationsRepo(deps.db), translations: deps.translations, settings: deps.settings })
  await app.register(localizationsRoutes, { service })
}
