import { and, asc, desc, eq, inArray, ne, sql, type AnyColumn } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, playlists, playlistTrack, playlistUser, tracks, users } from '../../db/schema/index'
import type { PlaylistTracksQuery } from '../../../shared/contracts/playlists'
import { afterKey, type CursorKey } from '../../lib/pagination/index'
import { makeUserRefsRepo, userRefColumns } from '../catalogue/index'

export type PlaylistRow = typeof playlists.$inferSelect

/** The direction a playlist track order runs in when the client names none: position and name ascend. */
export function playlistOrderDir(q: Pick<PlaylistTracksQuery, 'orderBy' | 'orderDir'>): 'asc' | 'desc' {
  return q.orderDir ?? (q.orderBy === 'position' || q.orderBy === 'name' ? 'asc' : 'desc')
}
export type PlaylistValues = Partial<Pick<PlaylistRow, 'name' | 'description' | 'public' | 'collaborative' | 'image'>>


/** `array[1,2,3]::int[]` built from bound parameters (works on PGlite and node-postgres alike). */
const intArray = (ids: number[]) => sql`array[${sql.join(
  ids.map((i) => sql`${i}`),
  sql`, `,
)}]::int[]`

export function makePlaylistsRepo(db: Db) {
  const userRefs = makeUserRefsRepo(db)
  return {
    async findById(id: number): Promise<PlaylistRow | null> {
      const [row] = await db.select().from(playlists).where(eq(playlists.id, id)).limit(1)
      return row ?? null
    },

    async findByIds(ids: number[]): Promise<PlaylistRow[]> {
      if (ids.length === 0) return []
      return db.select().from(playlists).where(inArray(playlists.id, ids))
    },

    async nameTaken(ownerId: number, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: playlists.id })
        .from(playlists)
        .where(and(eq(playlists.ownerId, ownerId), eq(playlists.name, name), exceptId ? ne(playlists.id, exceptId) : undefined))
        .limit(1)
      return !!row
    },

    /** The creator is attached as an editor (§2.5). */
    async create(ownerId: number, values: PlaylistValues & { name: string }): Promise<PlaylistRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(playlists).values({ ...values, ownerId }).returning()
        await tx.insert(playlistUser).values({ playlistId: row!.id, userId: ownerId, editor: true })
        return row!
      })
    },

    async update(id: number, values: PlaylistValues): Promise<PlaylistRow> {
      const [row] = await db.update(playlists).set({ ...values, updatedAt: new Date() }).where(eq(playlists.id, id)).returning()
      return row!
    },

    async remove(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(playlists).where(inArray(playlists.id, ids))
    },

    async membership(playlistId: number, userId: number): Promise<{ editor: boolean } | null> {
      const [row] = await db
        .select({ editor: playlistUser.editor })
        .from(playlistUser)
        .where(and(eq(playlistUser.playlistId, playlistId), eq(playlistUser.userId, userId)))
        .limit(1)
      return row ?? null
    },

    async editorsOf(playlistId: number) {
      return db
        .select(userRefColumns)
        .from(playlistUser)
        .innerJoin(users, eq(users.id, playlistUser.userId))
        .where(and(eq(playlistUser.playlistId, playlistId), eq(playlistUser.editor, true)))
        .orderBy(asc(playlistUser.createdAt), asc(users.id))
    },

    /** The owners of these playlists (a subquery, so it runs beside findByIds instead of after it). */
    async ownersOf(playlistIds: number[]) {
      if (playlistIds.length === 0) return []
      return db
        .select(userRefColumns)
        .from(users)
        .where(inArray(users.id, db.select({ id: playlists.ownerId }).from(playlists).where(inArray(playlists.id, playlistIds))))
    },

    /** One query for every module's user references (modules/catalogue). */
    usersByIds: userRefs.usersByIds,

    async trackCounts(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({ id: playlistTrack.playlistId, n: sql<number>`count(*)::int` })
        .from(playlistTrack)
        .where(inArray(playlistTrack.playlistId, ids))
        .groupBy(playlistTrack.playlistId)
      return new Map(rows.map((r) => [r.id, Number(r.n)]))
    },

    /** Sum of track durations in milliseconds. */
    async totalDuration(id: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${tracks.duration}), 0)` })
        .from(playlistTrack)
        .innerJoin(tracks, eq(tracks.id, playlistTrack.trackId))
        .where(eq(playlistTrack.playlistId, id))
      return Number(row?.total ?? 0)
    },

    /**
     * One page of a playlist's tracks (playlist_track_position_idx for the default order). `after` is the
     * [first key, track id] of the last row seen, in the same order and direction (keyset paging; the
     * service never passes one for `duration`, whose nulls a row comparison cannot seek past).
     */
    async trackPage(id: number, q: PlaylistTracksQuery, offset: number, limit: number, after: CursorKey | null = null) {
      const dir = playlistOrderDir(q)
      const keys: Record<PlaylistTracksQuery['orderBy'], [AnyColumn, AnyColumn]> = {
        position: [playlistTrack.position, playlistTrack.trackId],
        added_at: [playlistTrack.createdAt, playlistTrack.trackId],
        name: [tracks.name, tracks.id],
        duration: [tracks.duration, tracks.id],
        plays: [tracks.plays, tracks.id],
      }
      const [first, second] = keys[q.orderBy]
      const by = dir === 'asc' ? asc : desc
      return db
        .select({
          id: playlistTrack.trackId,
          position: playlistTrack.position,
          addedAt: playlistTrack.createdAt,
          addedKey: sql<string>`${playlistTrack.createdAt}::text`,
          addedBy: playlistTrack.addedBy,
          name: tracks.name,
          plays: tracks.plays,
        })
        .from(playlistTrack)
        .innerJoin(tracks, eq(tracks.id, playlistTrack.trackId))
        .where(and(eq(playlistTrack.playlistId, id), after ? afterKey([sql`${first}`, sql`${second}`], after, dir) : undefined))
        .orderBy(by(first), by(second))
        .offset(after ? 0 : offset)
        .limit(limit)
    },

    async existingTrackIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set()
      const rows = await db.select({ id: tracks.id }).from(tracks).where(inArray(tracks.id, ids))
      return new Set(rows.map((r) => r.id))
    },

    /**
     * §3.2: tracks not yet in the playlist go on top at positions 1..n in the given order and every
     * existing row shifts down by n, in one transaction. Returns how many were added.
     */
    async addTracks(id: number, trackIds: number[], addedBy: number): Promise<number> {
      return db.transaction(async (tx) => {
        const present = await tx
          .select({ id: playlistTrack.trackId })
          .from(playlistTrack)
          .where(and(eq(playlistTrack.playlistId, id), inArray(playlistTrack.trackId, trackIds)))
        const have = new Set(present.map((r) => r.id))
        const fresh = trackIds.filter((t) => !have.has(t))
        if (fresh.length === 0) return 0
        await tx
          .update(playlistTrack)
          .set({ position: sql`${playlistTrack.position} + ${fresh.length}` })
          .where(eq(playlistTrack.playlistId, id))
        await tx.insert(playlistTrack).values(fresh.map((trackId, i) => ({ playlistId: id, trackId, position: i + 1, addedBy })))
        await tx.update(playlists).set({ updatedAt: new Date() }).where(eq(playlists.id, id))
        return fresh.length
      })
    },

    async removeTracks(id: number, trackIds: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(playlistTrack).where(and(eq(playlistTrack.playlistId, id), inArray(playlistTrack.trackId, trackIds)))
        await tx.update(playlists).set({ updatedAt: new Date() }).where(eq(playlists.id, id))
      })
    },

    /**
     * §3.2 tracks/order: the listed tracks take positions 1..n in that order; any track the list left
     * out keeps its relative order after them, so a stale client never loses rows.
     */
    async orderTracks(id: number, trackIds: number[]): Promise<void> {
      await db.execute(sql`
        update ${playlistTrack} set position = ranked.rn
        from (
          select pt.track_id, row_number() over (order by o.ord nulls last, pt.position, pt.track_id)::int as rn
          from ${playlistTrack} pt
          left join unnest(${intArray(trackIds)}) with ordinality as o(track_id, ord) on o.track_id = pt.track_id
          where pt.playlist_id = ${id}
        ) ranked
        where ${playlistTrack.playlistId} = ${id} and ${playlistTrack.trackId} = ranked.track_id`)
      await db.update(playlists).set({ updatedAt: new Date() }).where(eq(playlists.id, id))
    },

    /** Image fallback (§2.5): the track's image, else its album's. */
    async trackImage(trackId: number): Promise<string | null> {
      const [row] = await db
        .select({ image: sql<string | null>`coalesce(${tracks.image}, ${albums.image})` })
        .from(tracks)
        .leftJoin(albums, eq(albums.id, tracks.albumId))
        .where(eq(tracks.id, trackId))
      return row?.image ?? null
    },

    /** Following adds a non-editor row; an existing row (editor or follower) is kept as it is. */
    async follow(id: number, userId: number): Promise<void> {
      await db.insert(playlistUser).values({ playlistId: id, userId, editor: false }).onConflictDoNothing()
    },

    async unfollow(id: number, userId: number): Promise<void> {
      await db
        .delete(playlistUser)
        .where(and(eq(playlistUser.playlistId, id), eq(playlistUser.userId, userId), eq(playlistUser.editor, false)))
    },

    /** A user's own and followed playlists, most recently updated first. */
    async userPlaylistIds(userId: number, publicOnly: boolean, offset: number, limit: number): Promise<number[]> {
      // Two index lookups (playlists_owner_name_unique, playlist_user_user_idx) instead of an OR that
      // would scan every playlist.
      const mine = sql`${playlists.id} in (select ${playlistUser.playlistId} from ${playlistUser} where ${playlistUser.userId} = ${userId}
        union select p.id from ${playlists} p where p.owner_id = ${userId})`
      const rows = await db
        .select({ id: playlists.id })
        .from(playlists)
        .where(and(mine, publicOnly ? eq(playlists.public, true) : undefined))
        .orderBy(desc(playlists.updatedAt), desc(playlists.id))
        .offset(offset)
        .limit(limit)
      return rows.map((r) => r.id)
    },

    /** GET playlists: most played first (playlists_public_plays_idx); `pattern` is a lower-case LIKE prefix. */
    async listIds(pattern: string | null, publicOnly: boolean, offset: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: playlists.id })
        .from(playlists)
        .where(and(publicOnly ? eq(playlists.public, true) : undefined, pattern ? sql`lower(${playlists.name}) like ${pattern}` : undefined))
        .orderBy(desc(playlists.plays), desc(playlists.id))
        .offset(offset)
        .limit(limit)
      return rows.map((r) => r.id)
    },
  }
}

export type PlaylistsRepo = ReturnType<typeof makePlaylistsRepo>
