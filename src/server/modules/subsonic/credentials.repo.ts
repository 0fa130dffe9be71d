import { and, asc, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { subsonicCredentials, users } from '../../db/schema/index'

export type CredentialRow = typeof subsonicCredentials.$inferSelect

export function makeCredentialsRepo(db: Db) {
  return {
    async listOf(userId: number): Promise<CredentialRow[]> {
      return db.select().from(subsonicCredentials).where(eq(subsonicCredentials.userId, userId)).orderBy(asc(subsonicCredentials.id))
    },
    async countOf(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(subsonicCredentials).where(eq(subsonicCredentials.userId, userId))
      return row?.n ?? 0
    },
    async loginOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, userId))
      return row ? (row.username ?? row.email) : null
    },
    async insert(values: typeof subsonicCredentials.$inferInsert): Promise<CredentialRow> {
      const [row] = await db.insert(subsonicCredentials).values(values).returning()
      return row!
    },
    /** Deletes only the caller's own credential; false when there is none with that id for this user. */
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(subsonicCredentials)
        .where(and(eq(subsonicCredentials.id, id), eq(subsonicCredentials.userId, userId)))
        .returning({ id: subsonicCredentials.id })
      return rows.length > 0
    },
    /** Every credential named `username` (index-backed), each with its owner's ban state. */
    async byUsername(username: string) {
      return db
        .select({ credential: subsonicCredentials, bannedAt: users.bannedAt })
        .from(subsonicCredentials)
        .innerJoin(users, eq(users.id, subsonicCredentials.userId))
        .where(eq(subsonicCredentials.username, username))
        .limit(100)
    },
    async byApiKeyHash(hash: string) {
      const [row] = await db
        .select({ credential: subsonicCredentials, bannedAt: users.bannedAt })
        .from(subsonicCredentials)
        .innerJoin(users, eq(users.id, subsonicCredentials.userId))
        .where(eq(subsonicCredentials.apiKeyHash, hash))
        .limit(1)
      return row ?? null
    },
    async touch(id: number, at: Date): Promise<void> {
      await db.update(subsonicCredentials).set({ lastUsedAt: at }).where(eq(subsonicCredentials.id, id))
    },
  }
}

export type CredentialsRepo = ReturnType<typeof makeCredentialsRepo>
