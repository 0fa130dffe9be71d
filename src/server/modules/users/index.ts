import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeAdminUserView, makeAdminUsersRepo } from '../admin/index'
import { makeProfilesRepo, makeProfilesService } from '../profiles/index'
import { storedFilesGuardFor } from '../uploads/index'
import { usersRoutes } from './users.routes'
import { makeUsersService } from './users.service'

/** users/{id|me}: profile, avatar, locale and account deletion (platform-core §3). */
export const usersModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const profiles = makeProfilesService({ repo: makeProfilesRepo(deps.db), hydrator: deps.catalogue.hydrator, files: storedFilesGuardFor(deps.db) })
  const views = { publicProfile: profiles.publicProfile, adminView: makeAdminUserView(makeAdminUsersRepo(deps.db)) }
  const users = makeUsersService({ auth: deps.auth, storage: deps.storage, views, languageAvailable: deps.translations.available })
  await app.register(usersRoutes, { users, auth: deps.auth })
}
