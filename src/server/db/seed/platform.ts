import { randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { permissionables, permissions, roles, themes, userRole, users } from '../schema/index'
import { hashPassword } from '../../lib/passwords'
import type { SeedDeps } from './seed-deps'
import { PERMISSION_SEEDS, ROLE_SEEDS } from './platform-permissions'
import { permissionLabel } from '../../../shared/permissions/labels'
import { THEME_SEEDS } from './platform-themes'
import { seedLegalPages } from './legal-pages'

/**
 * Roles, permissions, the default themes, the first admin and (once) the legal pages. Runs on every start and only inserts
 * what is missing: an existing role keeps whatever an admin changed, so restarts never undo edits.
 */
export async function seedPlatform(deps: SeedDeps): Promise<void> {
  const { db } = deps
  await seedPermissions(db)
  await seedRoles(db)
  await seedThemes(db)
  await seedAdmin(deps)
  await seedLegalPages(db)
}

async function seedPermissions(db: Db) {
  await db
    .insert(permissions)
    .values(
      PERMISSION_SEEDS.map((p) => {
        const label = permissionLabel(p.name, p.advanced)
        return {
          name: p.name,
          displayName: label.displayName,
          description: label.description,
          group: p.group,
          type: p.type ?? 'sitewide',
          advanced: p.advanced ?? false,
          restrictions: p.restrictions ?? [],
        }
      }),
    )
    .onConflictDoNothing({ target: permissions.name })
  // Databases seeded before the labels existed carry the name as its own label (issue 28); only those
  // rows change, so a label an operator edited in the database stays.
  for (const p of PERMISSION_SEEDS) {
    const label = permissionLabel(p.name, p.advanced)
    await db
      .update(permissions)
      .set({ displayName: label.displayName, description: label.description })
      .where(and(eq(permissions.name, p.name), eq(permissions.displayName, p.name)))
  }
}

async function seedRoles(db: Db) {
  const all = await db.select({ id: permissions.id, name: permissions.name }).from(permissions)
  const idOf = new Map(all.map((p) => [p.name, p.id]))
  for (const seed of ROLE_SEEDS) {
    const [created] = await db
      .insert(roles)
      .values({ name: seed.name, description: seed.description ?? null, type: seed.type ?? 'sitewide', ...seed.flags })
      .onConflictDoNothing({ target: roles.name })
      .returning({ id: roles.id })
    // Only a role created just now gets its default grants; an existing one is the admin's to change.
    if (!created) continue
    await db.insert(permissionables).values(
      seed.permissions.map((grant) => ({
        permissionId: idOf.get(grant.name) as number,
        permissionableId: created.id,
        permissionableType: 'role',
        restrictions: grant.restrictions ?? [],
      })),
    )
  }
}

async function seedThemes(db: Db) {
  const existing = await db
    .select({ name: themes.name })
    .from(themes)
    .where(inArray(themes.name, THEME_SEEDS.map((t) => t.name)))
  const have = new Set(existing.map((t) => t.name))
  const missing = THEME_SEEDS.filter((t) => !have.has(t.name))
  if (missing.length > 0) await db.insert(themes).values(missing)
}

async function seedAdmin({ db, env }: SeedDeps) {
  const [adminRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin')).limit(1)
  if (!adminRole) return
  const [holder] = await db.select({ userId: userRole.userId }).from(userRole).where(eq(userRole.roleId, adminRole.id)).limit(1)
  if (holder) return

  const email = env.ADMIN_EMAIL.toLowerCase()
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
  let userId = existing?.id
  if (userId === undefined) {
    const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
    const [created] = await db
      .insert(users)
      .values({ email, password: await hashPassword(password), username: 'admin', firstName: 'Admin', emailVerifiedAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: users.id })
    if (!created) return
    userId = created.id
    // Shown exactly once: the hash is all that is stored, so this line is the only copy.
    if (!env.ADMIN_PASSWORD) process.stdout.write(`\n[encore] Admin account ${email} created with password: ${password}\n[encore] Sign in and change it now; it will not be shown again.\n\n`)
  }
  await db.insert(userRole).values({ userId, roleId: adminRole.id }).onConflictDoNothing()
  const [defaultRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.default, true)).limit(1)
  if (defaultRole) await db.insert(userRole).values({ userId, roleId: defaultRole.id }).onConflictDoNothing()
}
