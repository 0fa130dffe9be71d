import { and, desc, eq, gt, lt, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { personalAccessTokens, socialProfiles, userSessions } from '../../db/schema/index'

export type SessionRow = typeof userSessions.$inferSelect
export type NewSession = typeof userSessions.$inferInsert
export type AccessTokenRow = typeof personalAccessTokens.$inferSelect

/** Server-side sessions, personal access tokens and linked social profiles. */
export function makeSessionsRepo(db: Db) {
  return {
    async create(values: NewSession): Promise<SessionRow> {
      const [row] = await db.insert(userSessions).values(values).returning()
      return row!
    },

    /** Only unexpired sessions; expired rows are removed lazily here. */
    async byTokenHash(tokenHash: string, now: Date): Promise<SessionRow | null> {
      const [row] = await db
        .select()
        .from(userSessions)
        .where(and(eq(userSessions.tokenHash, tokenHash), gt(userSessions.expiresAt, now)))
        .limit(1)
      return row ?? null
    },

    async update(id: number, patch: Partial<NewSession>): Promise<void> {
      await db.update(userSessions).set(patch).where(eq(userSessions.id, id))
    },

    async remove(id: number): Promise<void> {
      await db.delete(userSessions).where(eq(userSessions.id, id))
    },

    /** The user's live sessions, newest activity first (index user_sessions_user_idx). */
    async listForUser(userId: number, now: Date, limit = 100): Promise<SessionRow[]> {
      return db
        .select()
        .from(userSessions)
        .where(and(eq(userSessions.userId, userId), gt(userSessions.expiresAt, now), eq(userSessions.twoFactorPending, false)))
        .orderBy(desc(userSessions.lastActive))
        .limit(limit)
    },

    async removeOthers(userId: number, keepId: number | null): Promise<number> {
      const where = keepId === null ? eq(userSessions.userId, userId) : and(eq(userSessions.userId, userId), ne(userSessions.id, keepId))
      const rows = await db.delete(userSessions).where(where).returning({ id: userSessions.id })
      return rows.length
    },

    async purgeExpired(userId: number, now: Date): Promise<void> {
      await db.delete(userSessions).where(and(eq(userSessions.userId, userId), lt(userSessions.expiresAt, now)))
    },

    async createToken(userId: number, name: string, tokenHash: string): Promise<AccessTokenRow> {
      const [row] = await db.insert(personalAccessTokens).values({ userId, name, tokenHash }).returning()
      return row!
    },

    async setTokenHash(id: number, tokenHash: string): Promise<void> {
      await db.update(personalAccessTokens).set({ tokenHash }).where(eq(personalAccessTokens.id, id))
    },

    async tokenByHash(tokenHash: string): Promise<AccessTokenRow | null> {
      const [row] = await db.select().from(personalAccessTokens).where(eq(personalAccessTokens.tokenHash, tokenHash)).limit(1)
      return row ?? null
    },

    async touchToken(id: number, now: Date): Promise<void> {
      await db.update(personalAccessTokens).set({ lastUsedAt: now }).where(eq(personalAccessTokens.id, id))
    },

    async tokensOf(userId: number): Promise<AccessTokenRow[]> {
      return db
        .select()
        .from(personalAccessTokens)
        .where(eq(personalAccessTokens.userId, userId))
        .orderBy(desc(personalAccessTokens.createdAt))
        .limit(100)
    },

    /** Deletes only when the token belongs to userId; false otherwise (another user's token). */
    async removeToken(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(personalAccessTokens)
        .where(and(eq(personalAccessTokens.id, id), eq(personalAccessTokens.userId, userId)))
        .returning({ id: personalAccessTokens.id })
      return rows.length > 0
    },

    async socialProfilesOf(userId: number) {
      return db
        .select({ id: socialProfiles.id, service_name: socialProfiles.serviceName, username: socialProfiles.username })
        .from(socialProfiles)
        .where(eq(socialProfiles.userId, userId))
    },
  }
}

export type SessionsRepo = ReturnType<typeof makeSessionsRepo>
