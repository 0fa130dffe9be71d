import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeValueListsRepo } from './value-lists.repo'
import { valueListsRoutes } from './value-lists.routes'
import { makeValueListsService } from './value-lists.service'

export { makeValueListsService, type ValueListsService } from './value-lists.service'
export { makeValueListsRepo } from './value-lists.repo'

/** Named value lists for forms (countries, languages, timezones; roles and permissions for admins). */
export const valueListsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(valueListsRoutes, { service: makeValueListsService({ repo: makeValueListsRepo(deps.db), clock: deps.clock, localizations: () => deps.translations.languages() }) })
}
