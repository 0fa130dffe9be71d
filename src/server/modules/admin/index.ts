import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeAdminListsRepo } from './admin-lists.repo'
import { makeAdminUsersRepo } from './admin-users.repo'
import { makeAdminUsersService } from './admin-users.service'
import { makeAdminWritesRepo } from './admin-writes.repo'
import { adminRoutes } from './admin.routes'
import { makeAdminService } from './admin.service'
import { makeRolesRepo } from './roles.repo'
import { rolesRoutes } from './roles.routes'
import { makeRolesService } from './roles.service'

export { makeAdminUsersRepo } from './admin-users.repo'
export { makeAdminUserView } from './admin-users.service'

/**
 * The admin area's API (music-product §2 Admin, §6): the admin lists with paging, sort, filters, search
 * and CSV; the dashboard's header cards; bulk deletes no other module owns; roles. Catalogue writes and
 * deletes of tracks, albums and artists stay in catalogue-writes, backstage requests in theirs.
 */
export const adminModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const writes = makeAdminWritesRepo(deps.db)
  const roles = makeRolesRepo(deps.db)
  const service = makeAdminService({ lists: makeAdminListsRepo(deps.db), writes, clock: deps.clock })
  const users = makeAdminUsersService({ repo: makeAdminUsersRepo(deps.db), roles, writes, deleteUser: (id) => deps.auth.repo.deleteUser(id), clock: deps.clock })
  await app.register(adminRoutes, { service, users })
  await app.register(rolesRoutes, { roles: makeRolesService({ repo: roles, invalidate: () => deps.permissions.invalidate() }) })
}
