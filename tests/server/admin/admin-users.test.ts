import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { userRole, users } from '../../../src/server/db/schema/index'
import { verifyPassword } from '../../../src/server/lib/passwords'
import { AdminUserResponseSchema } from '../../../src/shared/contracts/admin'
import { adminSuite } from '../../helpers/admin-suite'
import { roleId } from '../backstage/backstage-app'

describe('admin user page (users/{id} tabs)', () => {
  const t = adminSuite()
  const { call } = t

  it('shows a user with roles, grants, sessions and tokens, and updates every tab', async () => {
    const shown = AdminUserResponseSchema.parse((await call('GET', `admin/users/${t.listener.id}`)).json())
    expect(shown.user.roles.map((r) => r.name)).toEqual(['users'])
    const artists = await roleId(t.db, 'artists')
    const res = await call('PUT', `admin/users/${t.listener.id}`, {
      first_name: 'Nora',
      roles: [artists],
      permissions: [{ name: 'music.create', restrictions: [{ name: 'minutes', value: 5 }] }],
      banned: true,
      timezone: 'Europe/Oslo',
      password: 'a-new-password',
    })
    expect(res.statusCode).toBe(200)
    const { user } = AdminUserResponseSchema.parse(res.json())
    expect(user).toMatchObject({ first_name: 'Nora', timezone: 'Europe/Oslo', has_password: true })
    expect(user.banned_at).not.toBeNull()
    expect(user.roles.map((r) => r.name)).toEqual(['artists'])
    expect(user.permissions).toEqual([{ name: 'music.create', restrictions: [{ name: 'minutes', value: 5 }] }])
    const [row] = await t.db.select().from(users).where(eq(users.id, t.listener.id))
    expect(await verifyPassword(row!.password, 'a-new-password')).toBe(true)
  })

  it('answers 422 naming the field, and 403 without users.update', async () => {
    const bad = await call('PUT', `admin/users/${t.listener.id}`, { email: 'not-an-email' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toHaveProperty('email')
    const role = await call('PUT', `admin/users/${t.listener.id}`, { roles: [999999] })
    expect(role.json().errors).toHaveProperty('roles')
    expect((await call('GET', `admin/users/${t.admin.id}`, undefined, t.listener)).statusCode).toBe(403)
    expect((await call('PUT', `admin/users/${t.admin.id}`, { first_name: 'X' }, t.listener)).statusCode).toBe(403)
  })

  it('refuses taking admin away from the last administrator', async () => {
    const adminRole = await roleId(t.db, 'admin')
    const holders = await t.db.select({ userId: userRole.userId }).from(userRole).where(eq(userRole.roleId, adminRole))
    for (const h of holders) if (h.userId !== t.admin.id) await t.db.delete(userRole).where(eq(userRole.userId, h.userId))
    const res = await call('PUT', `admin/users/${t.admin.id}`, { roles: [] })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.roles).toContain('last administrator')
    expect(await t.db.select().from(userRole).where(eq(userRole.userId, t.admin.id))).toHaveLength(1)
  })
})
