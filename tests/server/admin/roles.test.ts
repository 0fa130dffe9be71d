import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { permissionables, roles, userRole, users } from '../../../src/server/db/schema/index'
import { AdminListResponseSchema, RoleResponseSchema } from '../../../src/shared/contracts/admin'
import { adminSuite } from '../../helpers/admin-suite'
import { actor, grant, roleId } from '../backstage/backstage-app'

describe('roles and admin user deletion (music-catalog §2.14)', () => {
  const t = adminSuite()
  const { call } = t

  it('creates a role with permissions and restrictions, reads it back and lists it', async () => {
    const res = await call('POST', 'roles', { name: 'Editors', description: 'Edit the catalogue', permissions: [{ name: 'music.update' }, { name: 'music.create', restrictions: [{ name: 'minutes', value: 30 }] }] })
    expect(res.statusCode).toBe(200)
    const { role } = RoleResponseSchema.parse(res.json())
    expect(role).toMatchObject({ name: 'Editors', users_count: 0 })
    expect(role.permissions).toEqual([
      { name: 'music.create', restrictions: [{ name: 'minutes', value: 30 }] },
      { name: 'music.update', restrictions: [] },
    ])
    const shown = RoleResponseSchema.parse((await call('GET', `roles/${role.id}`)).json())
    expect(shown.role.permissions.map((p) => p.name)).toEqual(['music.create', 'music.update'])
    const list = AdminListResponseSchema.parse((await call('GET', 'roles?query=editors')).json())
    expect(list.pagination.data.map((r) => r.name)).toEqual(['Editors'])
  })

  it('answers 422 naming the field for a missing name, a taken name or an unknown permission', async () => {
    const noName = await call('POST', 'roles', { name: '', permissions: [] })
    expect(noName.statusCode).toBe(422)
    expect(noName.json().errors).toHaveProperty('name')
    const taken = await call('POST', 'roles', { name: 'users' })
    expect(taken.json().errors).toHaveProperty('name')
    const unknown = await call('POST', 'roles', { name: 'Odd', permissions: [{ name: 'music.fly' }] })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.permissions).toContain('music.fly')
    expect(await t.db.select().from(roles).where(eq(roles.name, 'Odd'))).toHaveLength(0)
  })

  it('refuses role endpoints and user deletion without the permission (403 JSON)', async () => {
    for (const [method, url] of [
      ['GET', 'roles/1'],
      ['POST', 'roles'],
      ['PUT', 'roles/1'],
      ['DELETE', 'roles/1'],
      ['DELETE', 'admin/users/1'],
    ] as const) {
      const res = await call(method, url, method === 'POST' || method === 'PUT' ? { name: 'X' } : undefined, t.listener)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json()).toHaveProperty('message')
    }
  })

  it('refuses deleting a role in use, the default or guests role, and changes nothing', async () => {
    const usersRole = await roleId(t.db, 'users')
    const empty = RoleResponseSchema.parse((await call('POST', 'roles', { name: 'Spare' })).json()).role
    const inUse = await call('DELETE', `roles/${empty.id},${usersRole}`)
    expect(inUse.statusCode).toBe(422)
    expect(inUse.json().errors.ids).toMatch(/"users" is assigned to \d+ user/)
    expect(await t.db.select().from(roles).where(eq(roles.id, empty.id))).toHaveLength(1)
    const guestsRole = await roleId(t.db, 'guests')
    expect((await call('DELETE', `roles/${guestsRole}`)).json().errors.ids).toContain('guests')
    expect((await call('DELETE', `roles/${empty.id}`)).statusCode).toBe(200)
    expect(await t.db.select().from(roles).where(eq(roles.id, empty.id))).toHaveLength(0)
  })

  it("keeps the last administrators' admin permission and refuses deleting the last administrator", async () => {
    const adminRole = await roleId(t.db, 'admin')
    // Leave only `admin` (the actor) holding the admin role.
    const holders = await t.db.select({ userId: userRole.userId }).from(userRole).where(eq(userRole.roleId, adminRole))
    for (const h of holders) if (h.userId !== t.admin.id) await t.db.delete(userRole).where(eq(userRole.userId, h.userId))
    const strip = await call('PUT', `roles/${adminRole}`, { name: 'admin', permissions: [{ name: 'admin.access' }] })
    expect(strip.statusCode).toBe(422)
    expect(strip.json().errors.permissions).toContain('last administrators')
    const grants = await t.db.select().from(permissionables).where(eq(permissionables.permissionableId, adminRole))
    expect(grants.length).toBeGreaterThan(0)
    const self = await call('DELETE', `admin/users/${t.admin.id}`)
    expect(self.statusCode).toBe(422)
    expect(self.json().errors).toHaveProperty('ids')
    // A staff member allowed to delete users still cannot remove the only administrator.
    const staff = await actor(t.db, ['users'])
    for (const name of ['admin.access', 'users.delete']) await grant(t.db, staff.id, name)
    const last = await call('DELETE', `admin/users/${t.admin.id}`, undefined, staff)
    expect(last.statusCode).toBe(422)
    expect(last.json().errors.ids).toContain('at least one administrator')
    expect(await t.db.select().from(users).where(eq(users.id, t.admin.id))).toHaveLength(1)
    const other = await actor(t.db, ['users'])
    expect((await call('DELETE', `admin/users/${other.id}`)).statusCode).toBe(200)
    expect(await t.db.select().from(users).where(eq(users.id, other.id))).toHaveLength(0)
  })
})
