import { and, eq, gt, inArray, isNull, notInArray, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { permissionables, permissions, roles, subscriptions, userRole } from '../../db/schema/index'
import { DEAD_GATEWAY_STATUSES } from '../../../shared/lib/subscription-status'
import type { PermissionGrant, Restriction } from '../../../shared/permissions/index'

export interface RoleRef {
  id: number
  name: string
}

export function makePermissionsRepo(db: Db) {
  async function grantsFor(type: 'role' | 'user' | 'product', ids: number[]): Promise<PermissionGrant[]> {
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

    /**
     * Grants from the user's roles, direct user grants and the plans of the user's valid subscriptions
     * (subscription-status.ts: not dead and not ended, or on trial). Plans apply from the moment a
     * subscription row is valid and stop at its ends_at with no job to run: validity is read at `now`.
     */
    async grantsOfUser(userId: number, roleIds: number[], now: Date = new Date()): Promise<PermissionGrant[]> {
      const plans = await db
        .select({ productId: subscriptions.productId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            or(
              and(notInArray(subscriptions.gatewayStatus, [...DEAD_GATEWAY_STATUSES]), or(isNull(subscriptions.endsAt), gt(subscriptions.endsAt, now))),
              gt(subscriptions.trialEndsAt, now),
            ),
          ),
        )
      const productIds = plans.flatMap((p) => (p.productId === null ? [] : [p.productId]))
      const [fromRoles, direct, fromPlans] = await Promise.all([grantsFor('role', roleIds), grantsFor('user', [userId]), grantsFor('product', productIds)])
      return [...direct, ...fromRoles, ...fromPlans]
    },
  }
}

export type PermissionsRepo = ReturnType<typeof makePermissionsRepo>
