import type { RoleDetail, SaveRoleInput } from '../../../shared/contracts/admin'
import { notFound, validationError } from '../../lib/http-errors'
import type { RolesRepo } from './roles.repo'

type SaveRole = Required<Omit<SaveRoleInput, 'description'>> & { description?: string | null }

export interface RolesServiceDeps {
  repo: RolesRepo
  /** Drops cached guest grants after a role changes (permissions service). */
  invalidate: () => void
}

/**
 * Roles and their permissions (music-catalog §2.14). Refusals are checked before anything is written,
 * so a refused save or delete changes nothing: a role still assigned to users, the signup default or
 * guests' role, and the last administrators' `admin` permission stay.
 */
export function makeRolesService({ repo, invalidate }: RolesServiceDeps) {
  async function show(id: number): Promise<RoleDetail> {
    const role = await repo.find(id)
    if (!role) throw notFound('This role does not exist.')
    const [grants, counts] = await Promise.all([repo.grants(id), repo.usersCount([id])])
    return {
      id: role.id,
      name: role.name,
      description: role.description,
      default: role.default,
      guests: role.guests,
      internal: role.internal,
      artists: role.artists,
      type: role.type,
      users_count: counts.get(id) ?? 0,
      permissions: grants.map((g) => ({ name: g.name, restrictions: g.restrictions ?? [] })),
    }
  }

  async function save(id: number | null, input: SaveRole): Promise<RoleDetail> {
    const existing = id === null ? null : await repo.find(id)
    if (id !== null && !existing) throw notFound('This role does not exist.')
    const sameName = await repo.findByName(input.name)
    if (sameName && sameName.id !== id) throw validationError({ name: 'A role with this name already exists.' })
    const names = [...new Set(input.permissions.map((p) => p.name))]
    const ids = await repo.permissionIds(names)
    const unknown = names.find((n) => !ids.has(n))
    if (unknown) throw validationError({ permissions: `There is no permission named "${unknown}".` })
    if (id !== null && !names.includes('admin')) {
      const hadAdmin = (await repo.grants(id)).some((g) => g.name === 'admin')
      const holders = (await repo.usersCount([id])).get(id) ?? 0
      if (hadAdmin && holders > 0 && (await repo.otherAdministrators(id)) === 0) {
        throw validationError({ permissions: 'This role holds the last administrators: keep its "admin" permission, or give it to another user first.' })
      }
    }
    const grants = input.permissions.map((p) => ({ permissionId: ids.get(p.name)!, restrictions: p.restrictions ?? [] }))
    const fields = { name: input.name, description: input.description ?? null, default: input.default, guests: input.guests, artists: input.artists, type: input.type }
    const roleId = await repo.save(id, fields, grants)
    invalidate()
    return show(roleId)
  }

  async function remove(ids: number[]) {
    const found = await repo.findMany(ids)
    if (found.length !== ids.length) throw notFound('One of these roles does not exist.')
    const counts = await repo.usersCount(ids)
    for (const role of found) {
      const users = counts.get(role.id) ?? 0
      if (users > 0) throw validationError({ ids: `The role "${role.name}" is assigned to ${users} ${users === 1 ? 'user' : 'users'}. Remove it from them before deleting it.` })
      if (role.default) throw validationError({ ids: `The role "${role.name}" is given to new users. Make another role the default before deleting it.` })
      if (role.guests) throw validationError({ ids: `The role "${role.name}" applies to guests. Make another role the guests' role before deleting it.` })
    }
    await repo.remove(ids)
    invalidate()
  }

  return { show, save, remove }
}

export type RolesService = ReturnType<typeof makeRolesService>
