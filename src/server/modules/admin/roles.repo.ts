import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { permissionables, permissions, roles, userRole, type PermissionRestriction } from '../../db/schema/index'

export interface RoleGrantInput {
  name: string
  restrictions: PermissionRestriction[]
}

export interface RoleFields {
  name: string
  description: string | null
  default: boolean
  guests: boolean
  artists: boolean
  type: 'sitewide' | 'workspace'
}

/** Roles and the permissions attached to them (`permissionables` with type `role`). */
export function makeRolesRepo(db: Db) {
  return {
    async find(id: number) {
      const [role] = await db.select().from(roles).where(eq(roles.id, id))
      return role ?? null
    },
    async findByName(name: string) {
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name))
      return role ?? null
    },
    async grants(roleId: number) {
      return db
        .select({ name: permissions.name, restrictions: permissionables.restrictions })
        .from(permissionables)
        .innerJoin(permissions, eq(permissions.id, permissionables.permissionId))
        .where(and(eq(permissionables.permissionableType, 'role'), eq(permissionables.permissionableId, roleId)))
        .orderBy(asc(permissions.name))
    },
    async permissionIds(names: string[]): Promise<Map<string, number>> {
      if (names.length === 0) return new Map()
      const rows = await db.select({ id: permissions.id, name: permissions.name }).from(permissions).where(inArray(permissions.name, names))
      return new Map(rows.map((r) => [r.name, r.id]))
    },
    async usersCount(roleIds: number[]): Promise<Map<number, number>> {
      if (roleIds.length === 0) return new Map()
      const rows = await db.select({ roleId: userRole.roleId, n: count() }).from(userRole).where(inArray(userRole.roleId, roleIds)).groupBy(userRole.roleId)
      return new Map(rows.map((r) => [r.roleId, Number(r.n)]))
    },
    async findMany(ids: number[]) {
      return ids.length ? db.select().from(roles).where(inArray(roles.id, ids)) : []
    },
    /**
     * Users who hold `admin` through any role other than `exceptRoleId`, or directly: deleting or
     * editing that role must leave at least one administrator.
     */
    async otherAdministrators(exceptRoleId: number): Promise<number> {
      const res = await db.execute(sql`
        select count(distinct holder)::int as n from (
          select ur.user_id as holder from user_role ur
            join permissionables pa on pa.permissionable_type = 'role' and pa.permissionable_id = ur.role_id
            join permissions p on p.id = pa.permission_id and p.name = 'admin'
          where ur.role_id <> ${exceptRoleId}
          union
          select pa.permissionable_id from permissionables pa
            join permissions p on p.id = pa.permission_id and p.name = 'admin'
          where pa.permissionable_type = 'user'
        ) admins`)
      const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { n: number }[]
      return Number(rows[0]?.n ?? 0)
    },
    /** Roles that grant `admin`. */
    async adminRoleIds(): Promise<number[]> {
      const rows = await db
        .select({ id: permissionables.permissionableId })
        .from(permissionables)
        .innerJoin(permissions, eq(permissions.id, permissionables.permissionId))
        .where(and(eq(permissionables.permissionableType, 'role'), eq(permissions.name, 'admin')))
      return rows.map((r) => r.id)
    },
    /** Every user holding `admin`, through a role or directly. */
    async administratorIds(): Promise<number[]> {
      const res = await db.execute(sql`
        select ur.user_id as id from user_role ur
          join permissionables pa on pa.permissionable_type = 'role' and pa.permissionable_id = ur.role_id
          join permissions p on p.id = pa.permission_id and p.name = 'admin'
        union
        select pa.permissionable_id from permissionables pa
          join permissions p on p.id = pa.permission_id and p.name = 'admin'
        where pa.permissionable_type = 'user'`)
      const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { id: number }[]
      return rows.map((r) => Number(r.id))
    },
    /** Creates or updates the role and replaces its grants, in one transaction. */
    async save(id: number | null, fields: RoleFields, grants: { permissionId: number; restrictions: PermissionRestriction[] }[]): Promise<number> {
      return db.transaction(async (tx) => {
        // Only one role may be the signup default and only one the guests' role (music-catalog §2.14).
        if (fields.default) await tx.update(roles).set({ default: false }).where(eq(roles.default, true))
        if (fields.guests) await tx.update(roles).set({ guests: false }).where(eq(roles.guests, true))
        let roleId = id
        if (roleId === null) {
          const [created] = await tx.insert(roles).values(fields).returning({ id: roles.id })
          roleId = created!.id
        } else {
          await tx.update(roles).set({ ...fields, updatedAt: new Date() }).where(eq(roles.id, roleId))
          await tx.delete(permissionables).where(and(eq(permissionables.permissionableType, 'role'), eq(permissionables.permissionableId, roleId)))
        }
        if (grants.length) {
          await tx.insert(permissionables).values(grants.map((g) => ({ permissionId: g.permissionId, permissionableId: roleId, permissionableType: 'role', restrictions: g.restrictions })))
        }
        return roleId
      })
    },
    async remove(ids: number[]) {
      await db.transaction(async (tx) => {
        await tx.delete(permissionables).where(and(eq(permissionables.permissionableType, 'role'), inArray(permissionables.permissionableId, ids)))
        await tx.delete(roles).where(inArray(roles.id, ids))
      })
    },
  }
}

export type RolesRepo = ReturnType<typeof makeRolesRepo>
