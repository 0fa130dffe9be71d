import { and, eq, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { idempotencyKeys } from '../db/schema/index'

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect

/** status_code of a row whose request is still running. */
export const IN_PROGRESS = 0

export interface ClaimInput {
  key: string
  userId: number | null
  method: string
  path: string
  now: Date
  /** Completed or abandoned rows created before this are dead and may be taken over. */
  expiredBefore: Date
  /** An in-progress row of the same request last touched before this was abandoned (crashed process). */
  staleBefore: Date
}

/** Rows of the Idempotency-Key plugin; the primary key on `key` is what makes a claim exclusive. */
export function makeIdempotencyRepo(db: Db) {
  return {
    /**
     * Inserts an in-progress row for the key, or takes over an expired or abandoned one, in a single
     * statement so two processes can never both win. True when this request now owns the key.
     */
    async claim(input: ClaimInput): Promise<boolean> {
      const t = idempotencyKeys
      const sameRequest = and(
        sql`${t.userId} is not distinct from ${input.userId}`,
        eq(t.method, input.method),
        eq(t.path, input.path),
      )
      const rows = await db
        .insert(t)
        .values({ key: input.key, userId: input.userId, method: input.method, path: input.path, statusCode: IN_PROGRESS, body: '', createdAt: input.now, updatedAt: input.now })
        .onConflictDoUpdate({
          target: t.key,
          set: { userId: input.userId, method: input.method, path: input.path, statusCode: IN_PROGRESS, body: '', createdAt: input.now, updatedAt: input.now },
          setWhere: or(
            lt(t.createdAt, input.expiredBefore),
            and(eq(t.statusCode, IN_PROGRESS), lt(t.updatedAt, input.staleBefore), sameRequest),
          ),
        })
        .returning({ key: t.key })
      return rows.length > 0
    },

    async find(key: string): Promise<IdempotencyRow | null> {
      const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).limit(1)
      return row ?? null
    },

    /** Stores the answer of the request that holds the claim. */
    async complete(key: string, statusCode: number, body: string, now: Date): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ statusCode, body, updatedAt: now })
        .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.statusCode, IN_PROGRESS)))
    },

    /** Gives the key back (5xx or an answer that cannot be stored) so a retry runs the request again. */
    async release(key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.statusCode, IN_PROGRESS)))
    },

    /** Removes expired rows (index on created_at). */
    async prune(expiredBefore: Date): Promise<number> {
      const rows = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore)).returning({ key: idempotencyKeys.key })
      return rows.length
    },
  }
}

export type IdempotencyRepo = ReturnType<typeof makeIdempotencyRepo>
