import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { buildApp } from '../../../src/server/app'
import { loadEnv } from '../../../src/server/config/env'
import { roles, userRole, users } from '../../../src/server/db/schema/index'
import { seedPlatform } from '../../../src/server/db/seed/platform'
import { makeLocalStorage } from '../../../src/server/lib/storage'
import type { Db } from '../../../src/server/db/client'
import type { TestApp } from '../../helpers/build-app'
import { createTestDb } from '../../helpers/db'

/** Header the test hook reads to act as a signed-in user; sessions belong to the auth module's tests. */
export const AS_USER = 'x-test-user-id'

/**
 * The real app over a fresh, platform-seeded database. One onRequest hook, added after the app's own,
 * stands in for a session: it sets request.authUserId from the AS_USER header.
 */
export async function buildPlatformApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-platform-'))
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin-password',
    DIST_DIR: path.join(dataDir, 'no-dist'),
    ...overrides,
  })
  const handle = await createTestDb()
  const storage = makeLocalStorage(path.join(dataDir, 'storage'))
  await seedPlatform({ db: handle.db, storage, env, log: { info: () => {}, warn: () => {} } })
  const app = await buildApp({ env, db: handle.db, storage })
  app.addHook('onRequest', async (request) => {
    const id = request.headers[AS_USER]
    if (typeof id === 'string') request.authUserId = Number(id)
  })
  await app.ready()
  return {
    app,
    db: handle.db,
    storage,
    env,
    dataDir,
    async close() {
      await app.close()
      await handle.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function adminId(db: Db): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'))
  return row!.id
}

let seq = 0
/** A user holding the default `users` role, as registration would create it. */
export async function newMember(db: Db, fields: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({ email: `member${++seq}-${Date.now()}@example.com`, password: 'x', ...fields })
    .returning()
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.default, true))
  await db.insert(userRole).values({ userId: user!.id, roleId: role!.id })
  return user!
}
