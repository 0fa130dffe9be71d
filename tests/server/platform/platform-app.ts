import { afterAll, beforeAll } from 'vitest'
import { eq } from 'drizzle-orm'
import { roles, userRole, users } from '../../../src/server/db/schema/index'
import type { Db } from '../../../src/server/db/client'
import { AS_USER, buildTestApp, type TestApp } from '../../helpers/build-app'

export { AS_USER }

/** The real app over a fresh, platform-seeded database, acting as the user named by AS_USER. */
export function buildPlatformApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  return buildTestApp(
    { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin-password', ...overrides },
    { seedPlatform: true, actAsUser: true },
  )
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

export interface PlatformSuite extends TestApp {
  /** Headers that act as the seeded admin (admin@example.com). */
  admin: Record<string, string>
}

/**
 * The setup the platform suites share, registered on the calling describe: beforeAll builds the app over a
 * platform-seeded database and the admin's headers, afterAll closes it. The fields are filled in by
 * beforeAll, so read them inside hooks and tests only.
 */
export function platformSuite(overrides: Record<string, string> = {}): PlatformSuite {
  const suite = {} as PlatformSuite
  beforeAll(async () => {
    Object.assign(suite, await buildPlatformApp(overrides))
    suite.admin = { [AS_USER]: String(await adminId(suite.db)) }
  })
  afterAll(async () => {
    await suite.close()
  })
  return suite
}
