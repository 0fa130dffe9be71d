import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, artists, artistTrack, likes, tracks, users } from '../../db/schema/index'
import type { LikeableType, LikedQuery } from '../../../shared/contracts/library'
import { afterKey, decodeCursor, type CursorKey } from '../../lib/pagination/index'
import { validationError } from '../../lib/http-errors'

const models = { track: tracks, album: albums, artist: artists } as const

/** `abc` -> `abc%` with LIKE wildcards in the user's text taken literally. */
export function prefixPattern(query: string): string {
  return `${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export interface LikedRow {
  id: number
  addedAt: Date
  /** The first sort column as text: with the order and the id, the row's keyset cursor. */
  sortKey: string
}

/** A liked row's cursor names its order too, so a cursor from another order is refused, not misread. */
export function likedCursorKey(q: Pick<LikedQuery, 'orderBy' | 'orderDir'>, row: LikedRow): CursorKey {
  return [q.orderBy, q.orderDir, row.sortKey, row.id]
}

export function makeLibraryRepo(db: Db) {
  /** Tracks match on their own, their album's or any of their artists' name (§3.4). */
  function trackPrefix(pattern: string): SQL {
    return or(
      sql`lower(${tracks.name}) like ${pattern}`,
      sql`exists (select 1 from ${albums} where ${albums.id} = ${tracks.albumId} and lower(${albums.name}) like ${pattern})`,
      sql`exists (select 1 from ${artistTrack} join ${artists} on ${artists.id} = ${artistTrack.artistId}
        where ${artistTrack.trackId} = ${tracks.id} and lower(${artists.name}) like ${pattern})`,
    )!
  }

  return {
    async userExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)
      return !!row
    },

    /** The subset of `ids` that exist for the model type. */
    async existingIds(type: LikeableType, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set()
      const table = models[type]
      const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))
      return new Set(rows.map((r) => r.id))
    },

    /** Inserts likes; a like that already exists is left untouched (its added_at stays). */
    async addLikes(userId: number, items: { id: number; type: LikeableType }[]): Promise<void> {
      if (items.length === 0) return
      await db
        .insert(likes)
        .values(items.map((i) => ({ userId, likeableId: i.id, likeableType: i.type })))
        .onConflictDoNothing()
    },

    async removeLikes(userId: number, items: { id: number; type: LikeableType }[]): Promise<void> {
      for (const type of ['track', 'album', 'artist'] as const) {
        const ids = items.filter((i) => i.type === type).map((i) => i.id)
        if (ids.length === 0) continue
        await db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.likeableType, type), inArray(likes.likeableId, ids)))
      }
    },

    /**
     * One page of a user's liked models (likes_user_type_created_idx for the default order). The join
     * drops likes whose model was deleted; `limit` includes the look-ahead row.
     */
    async likedIds(userId: number, type: LikeableType, q: LikedQuery, offset: number, limit: number): Promise<LikedRow[]> {
      const table = models[type]
      let filter: SQL | undefined
      if (q.query) {
        const pattern = prefixPattern(q.query)
        filter = type === 'track' ? trackPrefix(pattern) : sql`lower(${table.name}) like ${pattern}`
      }
      const dir = q.orderDir === 'asc' ? asc : desc
      // Both key columns sort in one direction, so `(first, id) < cursor` seeks on the same order.
      const [first, second] =
        q.orderBy === 'likes.created_at'
          ? [likes.createdAt, likes.id]
          : q.orderBy === 'name'
            ? [table.name, table.id]
            : q.orderBy === 'plays'
              ? [table.plays, table.id]
              : [table.createdAt, table.id]
      const key = decodeCursor(q.cursor, 4)
      if (key && (key[0] !== q.orderBy || key[1] !== q.orderDir)) throw validationError({ cursor: 'The cursor is invalid.' })
      const seek = key ? afterKey([sql`${first}`, sql`${second}`], key.slice(2), q.orderDir) : undefined
      return db
        .select({ id: table.id, addedAt: likes.createdAt, sortKey: sql<string>`${first}::text` })
        .from(likes)
        .innerJoin(table, eq(table.id, likes.likeableId))
        .where(and(eq(likes.userId, userId), eq(likes.likeableType, type), filter, seek))
        .orderBy(dir(first), dir(second))
        .offset(key ? 0 : offset)
        .limit(limit)
    },
  }
}

export type LibraryRepo = ReturnType<typeof makeLibraryRepo>
