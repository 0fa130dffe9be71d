import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { permissionables, permissions, roles, userRole } from '../../db/schema/index'
import type { PermissionGrant, Restriction } from '../../../shared/permissions/index'

export interface RoleRef {
  id: number
  name: string
}

export function makePermissionsRepo(db: Db) {
  async function grantsFor(type: 'role' | 'user', ids: number[]): Promise<PermissionGrant[]> {
    if (ids.length === 0) return []
    const rows = await db
      .select({ name: permissions.name, restrictions: permissionables.restrictions })
      .from(permissionables)
      .innerJoin(permissions, eq(permissions.id, permissionables.permissionId))
      .where(and(eq(permissionables.permissionableType, type), inArray(permissionables.permissionableId, ids)))
    return rows.map((r) => ({ name: r.name, restrictions: (r.restrictions ?? []) as Restriction[] }))
  }

  return {
    async guestRole(): Promise<(RoleRef & { grants: PermissionGrant[] }) | null> {
      const [role] = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.guests, true)).limit(1)
      if (!role) return null
      return { ...role, grants: await grantsFor('role', [role.id]) }
    },

    async rolesOfUser(userId: number): Promise<RoleRef[]> {
      return db
        .select({ id: roles.id, name: roles.name })
        .from(userRole)
        .innerJoin(roles, eq(roles.id, userRole.roleId))
        .where(eq(userRole.userId, userId))
    },

    /** Grants from the user's roles plus direct user grants; duplicates are merged, widest restriction wins later. */
    async grantsOfUser(userId: number, roleIds: number[]): Promise<PermissionGrant[]> {
      const [fromRoles, direct] = await Promise.all([grantsFor('role', roleIds), grantsFor('user', [userId])])
      return [...direct, ...fromRoles]
    },
  }
}

export type PermissionsRepo = ReturnType<typeof makePermissionsRepo>
