import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { afterKey, type CursorKey } from '../../lib/pagination/index'
import { likes, notifications, notificationSubscriptions, users } from '../../db/schema/index'

export type NotificationRow = typeof notifications.$inferSelect

/** The rows of one fan-out statement: 1,000 keeps each INSERT well under PostgreSQL's 65,535 parameters. */
export const INSERT_BATCH = 1000

/** db.execute answers differ by driver: PGlite and node-postgres give `{ rows }`. */
const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[]

const mine = (userId: number) => and(eq(notifications.notifiableType, 'user'), eq(notifications.notifiableId, userId))

/** Stored notifications and the per-type channel choices (notification_subscriptions). */
export function makeNotificationsRepo(db: Db) {
  return {
    /** Newest first; served by notifications_notifiable_idx (type, id, created_at desc). */
    async list(userId: number, offset: number, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(mine(userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .offset(offset)
        .limit(limit)
    },

    /** Served by the partial index notifications_unread_idx. */
    async unreadCount(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(notifications).where(and(mine(userId), isNull(notifications.readAt)))
      return row?.n ?? 0
    },

    /** Unread counts of several users at once (live updates for the users connected to this process). */
    async unreadCounts(userIds: number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map()
      const rows = await db
        .select({ userId: notifications.notifiableId, n: count() })
        .from(notifications)
        .where(and(eq(notifications.notifiableType, 'user'), inArray(notifications.notifiableId, userIds), isNull(notifications.readAt)))
        .groupBy(notifications.notifiableId)
      return new Map(userIds.map((id) => [id, rows.find((r) => r.userId === id)?.n ?? 0]))
    },

    /** Which of `ids` belong to the user. */
    async ownedIds(userId: number, ids: string[]): Promise<string[]> {
      const rows = await db.select({ id: notifications.id }).from(notifications).where(and(mine(userId), inArray(notifications.id, ids)))
      return rows.map((r) => r.id)
    },

    async markRead(userId: number, ids: string[] | 'all', at: Date): Promise<void> {
      const which = ids === 'all' ? mine(userId) : and(mine(userId), inArray(notifications.id, ids))
      await db.update(notifications).set({ readAt: at, updatedAt: at }).where(and(which, isNull(notifications.readAt)))
    },

    async remove(userId: number, ids: string[]): Promise<void> {
      await db.delete(notifications).where(and(mine(userId), inArray(notifications.id, ids)))
    },

    /**
     * One INSERT … SELECT FROM unnest(ids) per INSERT_BATCH recipients: the shared type and data travel
     * once per statement, not once per row. Returns each recipient's new row id.
     */
    async insertMany(userIds: number[], values: { type: string; data: Record<string, unknown> }, at: Date): Promise<{ id: string; userId: number }[]> {
      const out: { id: string; userId: number }[] = []
      const data = JSON.stringify(values.data)
      for (let i = 0; i < userIds.length; i += INSERT_BATCH) {
        const ids = `{${userIds.slice(i, i + INSERT_BATCH).join(',')}}`
        const result = await db.execute(sql`
          insert into ${notifications} (type, notifiable_type, notifiable_id, data, created_at, updated_at)
          select ${values.type}, 'user', recipient, ${data}::jsonb, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz from unnest(${ids}::int[]) as recipient
          returning id, notifiable_id as user_id`)
        for (const row of rowsOf<{ id: string; user_id: number }>(result)) out.push({ id: row.id, userId: Number(row.user_id) })
      }
      return out
    },

    /** The saved channel choices of these users for one type (users without a row use the defaults). */
    async selectionsFor(userIds: number[], notifId: string): Promise<Map<number, Record<string, boolean>>> {
      if (userIds.length === 0) return new Map()
      const rows = await db
        .select({ userId: notificationSubscriptions.userId, channels: notificationSubscriptions.channels })
        .from(notificationSubscriptions)
        .where(and(eq(notificationSubscriptions.notifId, notifId), inArray(notificationSubscriptions.userId, userIds)))
      return new Map(rows.map((r) => [r.userId, r.channels]))
    },

    async selections(userId: number): Promise<{ notifId: string; channels: Record<string, boolean> }[]> {
      return db
        .select({ notifId: notificationSubscriptions.notifId, channels: notificationSubscriptions.channels })
        .from(notificationSubscriptions)
        .where(eq(notificationSubscriptions.userId, userId))
    },

    /** Upsert on (user_id, notif_id), the unique index of migration 0006. */
    async saveSelections(userId: number, rows: { notifId: string; channels: Record<string, boolean> }[]): Promise<void> {
      if (rows.length === 0) return
      await db
        .insert(notificationSubscriptions)
        .values(rows.map((r) => ({ userId, notifId: r.notifId, channels: r.channels })))
        .onConflictDoUpdate({ target: [notificationSubscriptions.userId, notificationSubscriptions.notifId], set: { channels: sql`excluded.channels` } })
    },

    /**
     * One page of an artist's followers, newest follow first, seeking past `after` ([created_at text, id]):
     * each page is one range scan of likes_model_created_idx, so page 100 costs what page 1 costs.
     */
    async followerBatch(artistId: number, after: CursorKey | null, limit: number): Promise<{ key: CursorKey; userId: number }[]> {
      const seek = after ? afterKey([sql`${likes.createdAt}`, sql`${likes.id}`], after, 'desc') : undefined
      const rows = await db
        .select({ id: likes.id, userId: likes.userId, createdKey: sql<string>`${likes.createdAt}::text` })
        .from(likes)
        .where(and(eq(likes.likeableType, 'artist'), eq(likes.likeableId, artistId), seek))
        .orderBy(desc(likes.createdAt), desc(likes.id))
        .limit(limit)
      return rows.map((r) => ({ key: [r.createdKey, r.id], userId: r.userId }))
    },

    /** Address and chosen language (null: the site default) of each user. */
    async emails(userIds: number[]): Promise<{ id: number; email: string; language: string | null }[]> {
      if (userIds.length === 0) return []
      return db.select({ id: users.id, email: users.email, language: users.language }).from(users).where(inArray(users.id, userIds))
    },

    async userIdByEmail(email: string): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .limit(1)
      return row?.id ?? null
    },
  }
}

export type NotificationsRepo = ReturnType<typeof makeNotificationsRepo>
