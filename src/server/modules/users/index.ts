import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { usersRoutes } from './users.routes'
import { makeUsersService } from './users.service'

/** users/{id|me}: profile, avatar, locale and account deletion (platform-core §3). */
export const usersModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(usersRoutes, { users: makeUsersService({ auth: deps.auth, storage: deps.storage, languageAvailable: deps.translations.available }), auth: deps.auth })
}
