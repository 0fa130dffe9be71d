import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db, DbHandle } from '../../../src/server/db/client'
import { loadEnv } from '../../../src/server/config/env'
import { permissionables, permissions, roles, themes, userRole, users } from '../../../src/server/db/schema/index'
import { seedPlatform } from '../../../src/server/db/seed/platform'
import { PERMISSION_SEEDS } from '../../../src/server/db/seed/platform-permissions'
import { verifyPassword } from '../../../src/server/lib/passwords'
import { makeLocalStorage } from '../../../src/server/lib/storage'
import { createTestDb } from '../../helpers/db'

const quiet = { info: () => {}, warn: () => {} }
const run = (db: Db, env: Record<string, string>) =>
  seedPlatform({ db, storage: makeLocalStorage('/tmp/unused-encore'), log: quiet, env: loadEnv({ NODE_ENV: 'test', ...env }) })

async function grantsOf(db: Db, roleName: string) {
  const rows = await db
    .select({ name: permissions.name, restrictions: permissionables.restrictions })
    .from(permissionables)
    .innerJoin(permissions, eq(permissions.id, permissionables.permissionId))
    .innerJoin(roles, eq(roles.id, permissionables.permissionableId))
    .where(eq(roles.name, roleName))
  return rows.sort((a, b) => a.name.localeCompare(b.name))
}

const counts = async (db: Db) => ({
  permissions: (await db.select().from(permissions)).length,
  roles: (await db.select().from(roles)).length,
  grants: (await db.select().from(permissionables)).length,
  users: (await db.select().from(users)).length,
  userRoles: (await db.select().from(userRole)).length,
  themes: (await db.select().from(themes)).length,
})

describe('seedPlatform', () => {
  let a: DbHandle
  let b: DbHandle
  beforeAll(async () => {
    ;[a, b] = await Promise.all([createTestDb(), createTestDb()])
    await run(a.db, { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'correct horse battery' })
  })
  afterAll(async () => {
    await Promise.all([a.close(), b.close()])
  })

  it('creates every permission of music-catalog §2.14 with its group and restrictions', async () => {
    const rows = await a.db.select().from(permissions)
    const names = rows.map((p) => p.name)
    for (const name of ['admin', 'music.create', 'backstageRequests.update', 'channels.delete', 'files.download', 'workspace_members.invite', 'settings.update', 'invoices.view'])
      expect(names).toContain(name)
    expect(names.sort()).toEqual(PERMISSION_SEEDS.map((p) => p.name).sort())
    const byName = new Map(rows.map((p) => [p.name, p]))
    expect(byName.get('music.create')!.restrictions).toEqual([{ name: 'minutes', value: null }, { name: 'artist_selection', value: null }])
    expect(byName.get('custom_pages.create')!.restrictions).toEqual([{ name: 'count', value: null }])
    expect(byName.get('workspaces.create')!.restrictions!.map((r) => r.name)).toEqual(['count', 'member_count'])
    expect(byName.get('workspace_members.update')!.type).toBe('workspace')
    expect(byName.get('tracks.view')!.advanced).toBe(true)
    expect(byName.get('music.view')!.group).toBe('music')
  })

  it('creates the default roles with exactly the table permissions and flags', async () => {
    const rows = await a.db.select().from(roles)
    const role = (name: string) => rows.find((r) => r.name === name)!
    expect(role('users')).toMatchObject({ default: true, guests: false, internal: false, artists: false })
    expect(role('guests')).toMatchObject({ default: false, guests: true })
    expect(role('artists')).toMatchObject({ internal: true, artists: true, default: false })
    expect((await grantsOf(a.db, 'users')).map((g) => g.name)).toEqual(
      [
        'music.view', 'music.embed', 'music.play', 'lyrics.view', 'users.view', 'playlists.create', 'playlists.view',
        'localizations.view', 'uploads.create', 'comments.view', 'comments.create', 'backstageRequests.create',
        'custom_pages.view', 'files.create', 'plans.view', 'tags.view',
      ].sort(),
    )
    expect((await grantsOf(a.db, 'guests')).map((g) => g.name)).toHaveLength(11)
    expect(await grantsOf(a.db, 'artists')).toEqual([{ name: 'music.create', restrictions: [{ name: 'minutes', value: 60 }] }])
    expect((await grantsOf(a.db, 'admin')).map((g) => g.name)).toEqual(['admin'])
  })

  it('creates the first admin, verified, with an argon2id hash of ADMIN_PASSWORD', async () => {
    const [admin] = await a.db.select().from(users).where(eq(users.email, 'boss@example.com'))
    expect(admin!.emailVerifiedAt).toBeInstanceOf(Date)
    expect(admin!.password).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(admin!.password, 'correct horse battery')).toBe(true)
    expect(await verifyPassword(admin!.password, 'wrong')).toBe(false)
    const held = await a.db.select({ name: roles.name }).from(userRole).innerJoin(roles, eq(roles.id, userRole.roleId)).where(eq(userRole.userId, admin!.id))
    expect(held.map((r) => r.name).sort()).toEqual(['admin', 'users'])
  })

  it('seeds a light and a dark default theme', async () => {
    const rows = await a.db.select().from(themes)
    expect(rows.map((r) => [r.name, r.isDark, r.defaultLight, r.defaultDark])).toEqual([
      ['Light', false, true, false],
      ['Dark', true, false, true],
    ])
    expect(rows[0]!.values['--be-primary']).toMatch(/^\d{1,3} \d{1,3} \d{1,3}$/)
  })

  it('adds nothing on a second run and keeps an admin’s role edits', async () => {
    const [guests] = await a.db.select().from(roles).where(eq(roles.name, 'guests'))
    await a.db.delete(permissionables).where(eq(permissionables.permissionableId, guests!.id))
    const before = await counts(a.db)
    await run(a.db, { ADMIN_EMAIL: 'other@example.com', ADMIN_PASSWORD: 'another password' })
    expect(await counts(a.db)).toEqual(before)
    expect(await grantsOf(a.db, 'guests')).toEqual([])
  })

  it('prints a random admin password exactly once when none is configured', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      await run(b.db, { ADMIN_EMAIL: 'root@example.com' })
      await run(b.db, { ADMIN_EMAIL: 'root@example.com' })
      const lines = write.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('root@example.com'))
      expect(lines).toHaveLength(1)
      const password = /with password: (\S+)/.exec(lines[0]!)![1]!
      expect(password.length).toBeGreaterThanOrEqual(16)
      const [root] = await b.db.select().from(users).where(eq(users.email, 'root@example.com'))
      expect(await verifyPassword(root!.password, password)).toBe(true)
    } finally {
      write.mockRestore()
    }
  })

  it('labels every permission for people, and relabels rows an older seed named after themselves (issue 28)', async () => {
    const rows = await a.db.select().from(permissions)
    for (const p of rows) {
      expect(p.displayName, p.name).not.toBe(p.name)
      expect(p.description, p.name).not.toBe(p.displayName)
    }
    const byName = new Map(rows.map((p) => [p.name, p]))
    expect(byName.get('albums.create')!.displayName).toBe('Create albums')
    expect(byName.get('backstageRequests.view')!.displayName).toBe('View backstage requests')
    // An older database: the label equal to the name is replaced, an edited label stays.
    await a.db.update(permissions).set({ displayName: 'tags.view' }).where(eq(permissions.name, 'tags.view'))
    await a.db.update(permissions).set({ displayName: 'Read tags' }).where(eq(permissions.name, 'tags.delete'))
    await run(a.db, { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'correct horse battery' })
    const after = new Map((await a.db.select().from(permissions)).map((p) => [p.name, p.displayName]))
    expect(after.get('tags.view')).toBe('View tags')
    expect(after.get('tags.delete')).toBe('Read tags')
  })
})
