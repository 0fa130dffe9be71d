import { eq } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'
import { fileEntries, permissionables, permissions, roles, userRole } from '../../../src/server/db/schema/index'
import { AS_USER, buildTestApp, type TestApp } from '../../helpers/build-app'
import { newUser } from '../../helpers/factories'

export { AS_USER }

/** The real app with the seeded roles (users, guests, artists with 60 minutes, admin), acting by header. */
export function buildBackstageApp(): Promise<TestApp> {
  return buildTestApp({ ADMIN_PASSWORD: 'admin-password-1' }, { seedPlatform: true, actAsUser: true })
}

export async function roleId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name))
  if (!row) throw new Error(`role ${name} not seeded`)
  return row.id
}

export interface Actor {
  id: number
  headers: Record<string, string>
}

/** A user holding the named seeded roles; headers act as them from our own web client. */
export async function actor(db: Db, roleNames: string[], firstName?: string): Promise<Actor> {
  const user = await newUser(db, firstName ? { firstName } : {})
  for (const name of roleNames) await db.insert(userRole).values({ userId: user.id, roleId: await roleId(db, name) })
  return { id: user.id, headers: { [AS_USER]: String(user.id), 'x-encore-client': 'web' } }
}

/** A direct grant on one user (e.g. music.create with other restrictions). */
export async function grant(db: Db, userId: number, name: string, restrictions: { name: string; value: number | boolean }[] = []) {
  const [perm] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, name))
  await db.insert(permissionables).values({ permissionId: perm!.id, permissionableId: userId, permissionableType: 'user', restrictions })
}

export async function newFileEntry(db: Db, ownerId: number, values: Partial<typeof fileEntries.$inferInsert> = {}) {
  const [row] = await db
    .insert(fileEntries)
    .values({ name: 'passport.png', fileName: `scan-${ownerId}.png`, diskPrefix: 'passport_scans', mime: 'image/png', fileSize: 4, ownerId, ...values })
    .returning()
  return row!
}
