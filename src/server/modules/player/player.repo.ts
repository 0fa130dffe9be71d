import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { artistTrack, likes, playlistTrack, trackPlays, tracks, users } from '../../db/schema/index'

/**
 * Queue sources for player/tracks (§3.3), keyset-paged: each takes the last track the client holds and
 * continues strictly after its ordering values plus id, so pages never skip or repeat when rows are
 * added before the cursor (no OFFSET).
 */
export function makePlayerRepo(db: Db) {
  // Tracks without a number sort last inside an album.
  const albumPos = sql`coalesce(${tracks.number}, 32767)`

  return {
    async userExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)
      return !!row
    },

    async albumTrackIds(albumId: number, after: number | null, limit: number): Promise<number[]> {
      let cursor = undefined
      if (after !== null) {
        const [last] = await db.select({ number: tracks.number }).from(tracks).where(and(eq(tracks.id, after), eq(tracks.albumId, albumId)))
        if (!last) return []
        cursor = sql`(${albumPos}, ${tracks.id}) > (${last.number ?? 32767}, ${after})`
      }
      const rows = await db
        .select({ id: tracks.id })
        .from(tracks)
        .where(and(eq(tracks.albumId, albumId), cursor))
        .orderBy(albumPos, asc(tracks.id))
        .limit(limit)
      return rows.map((r) => r.id)
    },

    /** An artist's tracks by popularity (plays desc, id desc). */
    async artistTrackIds(artistId: number, after: number | null, limit: number): Promise<number[]> {
      let cursor = undefined
      if (after !== null) {
        const [last] = await db.select({ plays: tracks.plays }).from(tracks).where(eq(tracks.id, after))
        if (!last) return []
        cursor = sql`(${tracks.plays}, ${tracks.id}) < (${last.plays}, ${after})`
      }
      const rows = await db
        .select({ id: tracks.id })
        .from(artistTrack)
        .innerJoin(tracks, eq(tracks.id, artistTrack.trackId))
        .where(and(eq(artistTrack.artistId, artistId), cursor))
        .orderBy(desc(tracks.plays), desc(tracks.id))
        .limit(limit)
      return rows.map((r) => r.id)
    },

    /** Playlist tracks in position order (playlist_track_position_idx). */
    async playlistTrackIds(playlistId: number, after: number | null, limit: number): Promise<number[]> {
      let cursor = undefined
      if (after !== null) {
        const [last] = await db
          .select({ position: playlistTrack.position })
          .from(playlistTrack)
          .where(and(eq(playlistTrack.playlistId, playlistId), eq(playlistTrack.trackId, after)))
        if (!last) return []
        cursor = sql`(${playlistTrack.position}, ${playlistTrack.trackId}) > (${last.position}, ${after})`
      }
      const rows = await db
        .select({ id: playlistTrack.trackId })
        .from(playlistTrack)
        .where(and(eq(playlistTrack.playlistId, playlistId), cursor))
        .orderBy(asc(playlistTrack.position), asc(playlistTrack.trackId))
        .limit(limit)
      return rows.map((r) => r.id)
    },

    /** Liked tracks, newest like first (likes_user_type_created_idx). */
    async likedTrackIds(userId: number, after: number | null, limit: number): Promise<number[]> {
      const mine = and(eq(likes.userId, userId), eq(likes.likeableType, 'track'))
      let cursor = undefined
      if (after !== null) {
        const [last] = await db.select({ id: likes.id }).from(likes).where(and(mine, eq(likes.likeableId, after)))
        if (!last) return []
        // Compare inside SQL: timestamps carry microseconds that a JS Date would round away.
        cursor = sql`(${likes.createdAt}, ${likes.id}) < (select l.created_at, l.id from ${likes} l where l.id = ${last.id})`
      }
      const rows = await db
        .select({ id: likes.likeableId })
        .from(likes)
        .where(and(mine, cursor))
        .orderBy(desc(likes.createdAt), desc(likes.id))
        .limit(limit)
      return rows.map((r) => r.id)
    },

    /**
     * Play history as a queue: each track once, ordered by its latest play (newest first). Keyset on
     * (latest play, track id); a track played again later simply moves up, never repeats.
     */
    async historyTrackIds(userId: number, after: number | null, limit: number): Promise<number[]> {
      const latest = sql`max(${trackPlays.createdAt})`
      const cursor =
        after === null
          ? undefined
          : sql`(${latest}, ${trackPlays.trackId}) < ((select max(p.created_at) from ${trackPlays} p where p.user_id = ${userId} and p.track_id = ${after}), ${after})`
      const rows = await db
        .select({ id: trackPlays.trackId })
        .from(trackPlays)
        .where(eq(trackPlays.userId, userId))
        .groupBy(trackPlays.trackId)
        .having(cursor)
        .orderBy(sql`${latest} desc`, desc(trackPlays.trackId))
        .limit(limit)
      return rows.map((r) => r.id)
    },
  }
}

export type PlayerRepo = ReturnType<typeof makePlayerRepo>
