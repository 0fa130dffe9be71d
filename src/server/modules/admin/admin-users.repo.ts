import { and, asc, count, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { permissionables, permissions, personalAccessTokens, roles, userRole, userSessions, users, type PermissionRestriction } from '../../db/schema/index'

export interface AdminUserChanges {
  fields: Partial<typeof users.$inferInsert>
  roleIds?: number[]
  grants?: { permissionId: number; restrictions: PermissionRestriction[] }[]
}

/** One user as the admin sees them, and the admin's edits of them (fields, roles, direct grants). */
export function makeAdminUsersRepo(db: Db) {
  return {
    async find(id: number) {
      const [user] = await db.select().from(users).where(eq(users.id, id))
      return user ?? null
    },
    async emailTaken(email: string, exceptId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, exceptId)))
      return Boolean(row)
    },
    async related(id: number) {
      const [userRoles, grants, sessions, tokens] = await Promise.all([
        db.select({ id: roles.id, name: roles.name }).from(userRole).innerJoin(roles, eq(roles.id, userRole.roleId)).where(eq(userRole.userId, id)).orderBy(asc(roles.name)),
        db
          .select({ name: permissions.name, restrictions: permissionables.restrictions })
          .from(permissionables)
          .innerJoin(permissions, eq(permissions.id, permissionables.permissionId))
          .where(and(eq(permissionables.permissionableType, 'user'), eq(permissionables.permissionableId, id)))
          .orderBy(asc(permissions.name)),
        db.select({ n: count() }).from(userSessions).where(eq(userSessions.userId, id)),
        db
          .select({ id: personalAccessTokens.id, name: personalAccessTokens.name, lastUsedAt: personalAccessTokens.lastUsedAt, createdAt: personalAccessTokens.createdAt })
          .from(personalAccessTokens)
          .where(eq(personalAccessTokens.userId, id))
          .orderBy(asc(personalAccessTokens.id)),
      ])
      return { roles: userRoles, grants, sessionsCount: Number(sessions[0]?.n ?? 0), tokens }
    },
    async existingRoleIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return []
      return (await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids))).map((r) => r.id)
    },
    /** Applies field, role and grant changes in one transaction. */
    async update(id: number, changes: AdminUserChanges) {
      await db.transaction(async (tx) => {
        if (Object.keys(changes.fields).length) await tx.update(users).set({ ...changes.fields, updatedAt: new Date() }).where(eq(users.id, id))
        if (changes.roleIds) {
          await tx.delete(userRole).where(eq(userRole.userId, id))
          if (changes.roleIds.length) await tx.insert(userRole).values(changes.roleIds.map((roleId) => ({ userId: id, roleId })))
        }
        if (changes.grants) {
          await tx.delete(permissionables).where(and(eq(permissionables.permissionableType, 'user'), eq(permissionables.permissionableId, id)))
          if (changes.grants.length) {
            await tx.insert(permissionables).values(changes.grants.map((g) => ({ permissionId: g.permissionId, permissionableId: id, permissionableType: 'user', restrictions: g.restrictions })))
          }
        }
      })
    },
  }
}

export type AdminUsersRepo = ReturnType<typeof makeAdminUsersRepo>
