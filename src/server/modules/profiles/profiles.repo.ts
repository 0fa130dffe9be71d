import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, follows, profileLinks, reposts, tracks, userProfiles, users } from '../../db/schema/index'
import { afterKey, type CursorKey } from '../../lib/pagination/index'
import { makeUserRefsRepo, userRefColumns } from '../catalogue/index'

export type UserRow = typeof users.$inferSelect
export type RepostRecord = typeof reposts.$inferSelect
export type RepostRow = RepostRecord & { createdKey: string }


export function makeProfilesRepo(db: Db) {
  const userRefs = makeUserRefsRepo(db)
  return {
    async userById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
      return row ?? null
    },

    async profile(userId: number) {
      const [row] = await db
        .select({ description: userProfiles.description, city: userProfiles.city, country: userProfiles.country })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId))
        .limit(1)
      return row ?? null
    },

    async links(userId: number) {
      return db
        .select({ id: profileLinks.id, url: profileLinks.url, title: profileLinks.title })
        .from(profileLinks)
        .where(and(eq(profileLinks.linkeableType, 'user'), eq(profileLinks.linkeableId, userId)))
        .orderBy(asc(profileLinks.id))
    },

    async followCounts(userId: number): Promise<{ followers: number; followed: number }> {
      const count = async (col: typeof follows.followedId | typeof follows.followerId) => {
        const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(follows).where(eq(col, userId))
        return Number(row?.n ?? 0)
      }
      const [followers, followed] = await Promise.all([count(follows.followedId), count(follows.followerId)])
      return { followers, followed }
    },

    /** Profile fields, user fields and the links (replaced wholesale) in one transaction. */
    async saveProfile(
      userId: number,
      user: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'username' | 'image'>> | null,
      profile: { description?: string | null; city?: string | null; country?: string | null } | null,
      links: { url: string; title: string | null }[] | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        if (user && Object.keys(user).length) await tx.update(users).set(user).where(eq(users.id, userId))
        if (profile && Object.keys(profile).length) {
          await tx
            .insert(userProfiles)
            .values({ userId, ...profile })
            .onConflictDoUpdate({ target: userProfiles.userId, set: { ...profile, updatedAt: new Date() } })
        }
        if (links) {
          await tx.delete(profileLinks).where(and(eq(profileLinks.linkeableType, 'user'), eq(profileLinks.linkeableId, userId)))
          if (links.length) {
            await tx.insert(profileLinks).values(links.map((l) => ({ ...l, linkeableId: userId, linkeableType: 'user' })))
          }
        }
      })
    },

    async follow(followerId: number, followedId: number): Promise<void> {
      await db.insert(follows).values({ followerId, followedId }).onConflictDoNothing()
    },

    async unfollow(followerId: number, followedId: number): Promise<void> {
      await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)))
    },

    /** Followers, newest follow first; `after` = [follow id] seeks (follows_followed_id_idx). */
    async followers(userId: number, offset: number, limit: number, after: CursorKey | null = null) {
      return db
        .select({ ...userRefColumns, followId: follows.id })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followerId))
        .where(and(eq(follows.followedId, userId), after ? afterKey([sql`${follows.id}`], after, 'desc') : undefined))
        .orderBy(desc(follows.id))
        .offset(after ? 0 : offset)
        .limit(limit)
    },

    /** Followed users, newest follow first; `after` = [follow id] seeks (follows_follower_id_idx). */
    async followed(userId: number, offset: number, limit: number, after: CursorKey | null = null) {
      return db
        .select({ ...userRefColumns, followId: follows.id })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followedId))
        .where(and(eq(follows.followerId, userId), after ? afterKey([sql`${follows.id}`], after, 'desc') : undefined))
        .orderBy(desc(follows.id))
        .offset(after ? 0 : offset)
        .limit(limit)
    },

    async followedIds(userId: number): Promise<number[]> {
      const rows = await db.select({ id: follows.followedId }).from(follows).where(eq(follows.followerId, userId)).orderBy(asc(follows.followedId))
      return rows.map((r) => r.id)
    },

    async modelExists(type: 'track' | 'album', id: number): Promise<boolean> {
      const table = type === 'track' ? tracks : albums
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)
      return !!row
    },

    /** Toggles a repost; the unique triple makes a concurrent double-add a no-op. */
    async toggleRepost(userId: number, type: 'track' | 'album', id: number): Promise<{ action: 'added' | 'removed'; repost?: RepostRecord }> {
      const where = and(eq(reposts.userId, userId), eq(reposts.repostableType, type), eq(reposts.repostableId, id))
      const removed = await db.delete(reposts).where(where).returning({ id: reposts.id })
      if (removed.length) return { action: 'removed' }
      const [row] = await db.insert(reposts).values({ userId, repostableType: type, repostableId: id }).onConflictDoNothing().returning()
      return row ? { action: 'added', repost: row } : { action: 'added' }
    },

    /** A user's reposts, newest first (reposts_user_idx); `after` = [created_at text, id] seeks. */
    async reposts(userId: number, offset: number, limit: number, after: CursorKey | null = null): Promise<RepostRow[]> {
      const seek = after ? afterKey([sql`${reposts.createdAt}`, sql`${reposts.id}`], after, 'desc') : undefined
      return db
        .select({ ...getTableColumns(reposts), createdKey: sql<string>`${reposts.createdAt}::text` })
        .from(reposts)
        .where(and(eq(reposts.userId, userId), seek))
        .orderBy(desc(reposts.createdAt), desc(reposts.id))
        .offset(after ? 0 : offset)
        .limit(limit)
    },

    /** One query for every module's user references (modules/catalogue). */
    usersByIds: userRefs.usersByIds,
  }
}

export type ProfilesRepo = ReturnType<typeof makeProfilesRepo>
