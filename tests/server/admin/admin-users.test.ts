import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userRole, users } from '../../../src/server/db/schema/index'
import { verifyPassword } from '../../../src/server/lib/passwords'
import { AdminUserResponseSchema } from '../../../src/shared/contracts/admin'
import type { TestApp } from '../../helpers/build-app'
import { actor, buildBackstageApp, roleId, type Actor } from '../backstage/backstage-app'

describe('admin user page (users/{id} tabs)', () => {
  let t: TestApp
  let admin: Actor
  let listener: Actor

  beforeAll(async () => {
    t = await buildBackstageApp()
    admin = await actor(t.db, ['admin'])
    listener = await actor(t.db, ['users'])
  })
  afterAll(async () => {
    await t.close()
  })

  const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, who: Actor = admin) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: who.headers, ...(payload ? { payload } : {}) })

  it('shows a user with roles, grants, sessions and tokens, and updates every tab', async () => {
    const shown = AdminUserResponseSchema.parse((await call('GET', `admin/users/${listener.id}`)).json())
    expect(shown.user.roles.map((r) => r.name)).toEqual(['users'])
    const artists = await roleId(t.db, 'artists')
    const res = await call('PUT', `admin/users/${listener.id}`, {
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
    const [row] = await t.db.select().from(users).where(eq(users.id, listener.id))
    expect(await verifyPassword(row!.password, 'a-new-password')).toBe(true)
  })

  it('answers 422 naming the field, and 403 without users.update', async () => {
    const bad = await call('PUT', `admin/users/${listener.id}`, { email: 'not-an-email' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toHaveProperty('email')
    const role = await call('PUT', `admin/users/${listener.id}`, { roles: [999999] })
    expect(role.json().errors).toHaveProperty('roles')
    expect((await call('GET', `admin/users/${admin.id}`, undefined, listener)).statusCode).toBe(403)
    expect((await call('PUT', `admin/users/${admin.id}`, { first_name: 'X' }, listener)).statusCode).toBe(403)
  })

  it('refuses taking admin away from the last administrator', async () => {
    const adminRole = await roleId(t.db, 'admin')
    const holders = await t.db.select({ userId: userRole.userId }).from(userRole).where(eq(userRole.roleId, adminRole))
    for (const h of holders) if (h.userId !== admin.id) await t.db.delete(userRole).where(eq(userRole.userId, h.userId))
    const res = await call('PUT', `admin/users/${admin.id}`, { roles: [] })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.roles).toContain('last administrator')
    expect(await t.db.select().from(userRole).where(eq(userRole.userId, admin.id))).toHaveLength(1)
  })
})
