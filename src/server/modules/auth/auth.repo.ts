import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { authCodes, authThrottles, roles, settings, userRole, users } from '../../db/schema/index'

export type UserRow = typeof users.$inferSelect
export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id'>>

/** Users, single-use codes, throttle counters and the few settings auth depends on. */
export function makeAuthRepo(db: Db) {
  return {
    async userById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
      return row ?? null
    },

    /** E-mail lookups are case-insensitive; addresses are stored lower-cased. */
    async userByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1)
      return row ?? null
    },

    async createUser(values: { email: string; password: string | null; emailVerifiedAt: Date | null }): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values({ ...values, email: values.email.toLowerCase() }).returning()
        const defaults = await tx.select({ id: roles.id }).from(roles).where(eq(roles.default, true))
        if (defaults.length) await tx.insert(userRole).values(defaults.map((r) => ({ userId: user!.id, roleId: r.id })))
        return user!
      })
    },

    async updateUser(id: number, patch: UserPatch): Promise<UserRow> {
      // An edit that sets nothing (`PUT users/1` with `{}`) reads the row back: Drizzle refuses an empty SET.
      if (Object.values(patch).every((value) => value === undefined)) {
        const [same] = await db.select().from(users).where(eq(users.id, id))
        return same!
      }
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning()
      return row!
    },

    async deleteUser(id: number): Promise<void> {
      await db.delete(users).where(eq(users.id, id))
    },

    /** Replaces any earlier unused code of the same purpose, so only the newest one works. */
    async issueCode(userId: number, purpose: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(authCodes).where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt)))
        await tx.insert(authCodes).values({ userId, purpose, codeHash, expiresAt })
      })
    },

    /** Marks the matching unexpired, unused code used; true only for the one request that wins. */
    async consumeCode(userId: number, purpose: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(authCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(authCodes.userId, userId),
            eq(authCodes.purpose, purpose),
            eq(authCodes.codeHash, codeHash),
            isNull(authCodes.usedAt),
            gt(authCodes.expiresAt, now),
          ),
        )
        .returning({ id: authCodes.id })
      return rows.length > 0
    },

    async setting<T>(name: string, fallback: T): Promise<T> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, name)).limit(1)
      return row && row.value !== null && row.value !== undefined ? (row.value as T) : fallback
    },

    /** Adds one attempt inside the current window (a new window starts once the old one has passed). */
    async hitThrottle(key: string, now: Date, windowEnd: Date): Promise<{ attempts: number; resetAt: Date }> {
      const [row] = await db
        .insert(authThrottles)
        .values({ key, attempts: 1, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: authThrottles.key,
          set: {
            attempts: sql`case when ${authThrottles.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${authThrottles.attempts} + 1 end`,
            resetAt: sql`case when ${authThrottles.resetAt} <= ${now.toISOString()}::timestamptz then ${windowEnd.toISOString()}::timestamptz else ${authThrottles.resetAt} end`,
          },
        })
        .returning()
      return { attempts: row!.attempts, resetAt: row!.resetAt }
    },

    async throttleState(key: string, now: Date): Promise<{ attempts: number; resetAt: Date } | null> {
      const [row] = await db
        .select()
        .from(authThrottles)
        .where(and(eq(authThrottles.key, key), gt(authThrottles.resetAt, now)))
        .limit(1)
      return row ? { attempts: row.attempts, resetAt: row.resetAt } : null
    },

    async clearThrottle(key: string): Promise<void> {
      await db.delete(authThrottles).where(eq(authThrottles.key, key))
    },

    async latestCodeCreatedAt(userId: number, purpose: string): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: authCodes.createdAt })
        .from(authCodes)
        .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose)))
        .orderBy(desc(authCodes.createdAt))
        .limit(1)
      return row?.createdAt ?? null
    },
  }
}

export type AuthRepo = ReturnType<typeof makeAuthRepo>
