import type { AdminUser, UpdateAdminUserInput } from '../../../shared/contracts/admin'
import { notFound, validationError } from '../../lib/http-errors'
import { hashPassword } from '../../lib/passwords'
import { adminUserView } from '../../lib/user-views'
import type { AdminUsersRepo, AdminUserChanges } from './admin-users.repo'
import type { AdminWritesRepo } from './admin-writes.repo'
import type { RolesRepo } from './roles.repo'

export interface AdminUsersServiceDeps {
  repo: AdminUsersRepo
  roles: RolesRepo
  writes: AdminWritesRepo
  /** The account deletion every path shares (auth repo): sessions, tokens and grants go with the row. */
  deleteUser: (id: number) => Promise<void>
  clock?: () => Date
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The ADMIN_VIEW_FIELDS view of one user (admin/users/{id}, and users/{id} asked by a holder of users.update). */
export function makeAdminUserView(repo: Pick<AdminUsersRepo, 'find' | 'related'>) {
  return async function adminView(id: number): Promise<AdminUser> {
    const user = await repo.find(id)
    if (!user) throw notFound('This user does not exist.')
    const related = await repo.related(id)
    return adminUserView(user, {
      sessions_count: related.sessionsCount,
      roles: related.roles,
      permissions: related.grants.map((g) => ({ name: g.name, restrictions: g.restrictions ?? [] })),
      tokens: related.tokens.map((t) => ({ id: t.id, name: t.name, last_used_at: iso(t.lastUsedAt), created_at: t.createdAt.toISOString() })),
    })
  }
}

/**
 * Users as the admin manages them. Never one's own account deleted here, and never a change that leaves
 * the site without an administrator; refusals are checked before anything is written.
 */
export function makeAdminUsersService({ repo, roles, writes, deleteUser, clock = () => new Date() }: AdminUsersServiceDeps) {
  const show = makeAdminUserView(repo)

  /** Whether the user still holds `admin` after the change; only asked when roles or grants change. */
  async function keepsAdmin(input: UpdateAdminUserInput, current: { roles: { id: number }[]; grants: { name: string }[] }) {
    const adminRoles = await roles.adminRoleIds()
    const roleIds = input.roles ?? current.roles.map((r) => r.id)
    const grantNames = input.permissions ? input.permissions.map((p) => p.name) : current.grants.map((g) => g.name)
    return roleIds.some((id) => adminRoles.includes(id)) || grantNames.includes('admin')
  }

  async function update(id: number, input: UpdateAdminUserInput): Promise<AdminUser> {
    const user = await repo.find(id)
    if (!user) throw notFound('This user does not exist.')
    if (input.email && (await repo.emailTaken(input.email, id))) throw validationError({ email: 'This email is already in use.' })
    const changes: AdminUserChanges = { fields: {} }
    if (input.roles) {
      const roleIds = [...new Set(input.roles)]
      if ((await repo.existingRoleIds(roleIds)).length !== roleIds.length) throw validationError({ roles: 'One of these roles does not exist.' })
      changes.roleIds = roleIds
    }
    if (input.permissions) {
      const names = [...new Set(input.permissions.map((p) => p.name))]
      const ids = await roles.permissionIds(names)
      const unknown = names.find((n) => !ids.has(n))
      if (unknown) throw validationError({ permissions: `There is no permission named "${unknown}".` })
      changes.grants = input.permissions.map((p) => ({ permissionId: ids.get(p.name)!, restrictions: p.restrictions ?? [] }))
    }
    if (changes.roleIds || changes.grants) {
      const admins = await roles.administratorIds()
      const related = await repo.related(id)
      if (admins.length === 1 && admins[0] === id && !(await keepsAdmin(input, related))) {
        throw validationError({ [changes.roleIds ? 'roles' : 'permissions']: 'This user is the last administrator: the site needs at least one.' })
      }
    }
    const f = changes.fields
    if (input.first_name !== undefined) f.firstName = input.first_name || null
    if (input.last_name !== undefined) f.lastName = input.last_name || null
    if (input.email) f.email = input.email
    if (input.language !== undefined) f.language = input.language || null
    if (input.country !== undefined) f.country = input.country || null
    if (input.timezone !== undefined) f.timezone = input.timezone || null
    if (input.banned !== undefined) f.bannedAt = input.banned ? (user.bannedAt ?? clock()) : null
    if (input.email_verified !== undefined) f.emailVerifiedAt = input.email_verified ? (user.emailVerifiedAt ?? clock()) : null
    if (input.password) f.password = await hashPassword(input.password)
    await repo.update(id, changes)
    return show(id)
  }

  async function remove(viewerId: number | null, ids: number[]) {
    if (viewerId !== null && ids.includes(viewerId)) throw validationError({ ids: 'You cannot delete your own account from the admin area.' })
    const existing = await writes.existingUserIds(ids)
    if (existing.length !== ids.length) throw notFound('One of these users does not exist.')
    const admins = await roles.administratorIds()
    const remaining = admins.filter((id) => !ids.includes(id))
    if (admins.length > 0 && remaining.length === 0) throw validationError({ ids: 'The site needs at least one administrator: these users are the last ones.' })
    for (const id of ids) await deleteUser(id)
  }

  return { show, update, remove }
}

export type AdminUsersService = ReturnType<typeof makeAdminUsersService>
