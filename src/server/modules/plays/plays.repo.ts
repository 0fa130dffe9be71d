import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, artistTrack, artists, playlists, trackPlays, tracks } from '../../db/schema/index'
import { afterKey, type CursorKey } from '../../lib/pagination/index'

export interface PlayWho {
  userId: number | null
  guestId: string | null
}

export interface NewPlay extends PlayWho {
  trackId: number
  playlistId: number | null
  platform: string | null
  device: string | null
  browser: string | null
  location: string | null
  at: Date
}

export function makePlaysRepo(db: Db) {
  return {
    async trackAlbumId(trackId: number): Promise<{ albumId: number | null } | null> {
      const [row] = await db.select({ albumId: tracks.albumId }).from(tracks).where(eq(tracks.id, trackId)).limit(1)
      return row ?? null
    },

    /**
     * Logs a play unless the same user/guest played the track since `dedupeSince`. A transaction-level
     * advisory lock on (who, track) serialises concurrent logs so two parallel requests cannot both pass
     * the dedupe check. Counters on track, album, every artist and the playlist move in the same
     * transaction. Returns false when deduplicated.
     */
    async logPlay(play: NewPlay, dedupeSince: Date): Promise<boolean> {
      const who = play.userId !== null ? `u${play.userId}` : `g${play.guestId}`
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`play:${who}:${play.trackId}`}, 0))`)
        const whoCond = play.userId !== null ? eq(trackPlays.userId, play.userId) : and(isNull(trackPlays.userId), eq(trackPlays.guestId, play.guestId ?? ''))
        const [recent] = await tx
          .select({ id: trackPlays.id })
          .from(trackPlays)
          .where(and(whoCond, eq(trackPlays.trackId, play.trackId), gte(trackPlays.createdAt, dedupeSince)))
          .limit(1)
        if (recent) return false

        await tx.insert(trackPlays).values({
          userId: play.userId,
          guestId: play.userId === null ? play.guestId : null,
          trackId: play.trackId,
          createdAt: play.at,
          platform: play.platform,
          device: play.device,
          browser: play.browser,
          location: play.location,
        })
        const [track] = await tx
          .update(tracks)
          .set({ plays: sql`${tracks.plays} + 1` })
          .where(eq(tracks.id, play.trackId))
          .returning({ albumId: tracks.albumId })
        if (track?.albumId) {
          await tx.update(albums).set({ plays: sql`${albums.plays} + 1` }).where(eq(albums.id, track.albumId))
        }
        const artistIds = tx.select({ id: artistTrack.artistId }).from(artistTrack).where(eq(artistTrack.trackId, play.trackId))
        await tx.update(artists).set({ plays: sql`${artists.plays} + 1` }).where(inArray(artists.id, artistIds))
        if (play.playlistId !== null) {
          await tx.update(playlists).set({ plays: sql`${playlists.plays} + 1` }).where(eq(playlists.id, play.playlistId))
        }
        return true
      })
    },

    /** Newest plays of a user (index track_plays_user_created_idx), one extra row for paging. */
    /** Newest plays first (track_plays_user_created_idx); `after` = [played_at text, play id] seeks. */
    async history(userId: number, offset: number, limit: number, after: CursorKey | null = null) {
      const seek = after ? afterKey([sql`${trackPlays.createdAt}`, sql`${trackPlays.id}`], after, 'desc') : undefined
      return db
        .select({ id: trackPlays.id, trackId: trackPlays.trackId, playedAt: trackPlays.createdAt, playedKey: sql<string>`${trackPlays.createdAt}::text` })
        .from(trackPlays)
        .where(and(eq(trackPlays.userId, userId), seek))
        .orderBy(desc(trackPlays.createdAt), desc(trackPlays.id))
        .offset(after ? 0 : offset)
        .limit(limit)
    },

    async historyCount(userId: number): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(trackPlays).where(eq(trackPlays.userId, userId))
      return Number(row?.n ?? 0)
    },
  }
}

export type PlaysRepo = ReturnType<typeof makePlaysRepo>
