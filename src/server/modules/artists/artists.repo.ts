import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import {
  artistAlbum,
  artistTrack,
  artists,
  genreables,
  likes,
  profileImages,
  profileLinks,
  tracks,
  userProfiles,
  users,
} from '../../db/schema/index'
import { afterKey, type CursorKey } from '../../lib/pagination/index'
import { userRefColumns } from '../catalogue/index'

export function makeArtistsRepo(db: Db) {
  return {
    async findById(id: number) {
      const [row] = await db.select().from(artists).where(eq(artists.id, id)).limit(1)
      return row ?? null
    },

    async profile(artistId: number) {
      const [row] = await db
        .select({ description: userProfiles.description, city: userProfiles.city, country: userProfiles.country })
        .from(userProfiles)
        .where(eq(userProfiles.artistId, artistId))
        .limit(1)
      return row ?? null
    },

    async images(artistId: number) {
      return db
        .select({ id: profileImages.id, url: profileImages.url })
        .from(profileImages)
        .where(eq(profileImages.artistId, artistId))
        .orderBy(asc(profileImages.id))
    },

    async links(artistId: number) {
      return db
        .select({ id: profileLinks.id, url: profileLinks.url, title: profileLinks.title })
        .from(profileLinks)
        .where(and(eq(profileLinks.linkeableType, 'artist'), eq(profileLinks.linkeableId, artistId)))
        .orderBy(asc(profileLinks.id))
    },

    /**
     * The artist's tracks by popularity, ties by id: local plays, or with `player.sort_method` external
     * the provider's `spotify_popularity` (tracks without one last). `limit` includes the look-ahead row and
     * `after` = [rank, id] of the last track seen seeks past it instead of offsetting.
     */
    async trackIdsByPopularity(artistId: number, offset: number, limit: number, after: CursorKey | null = null, by: 'local' | 'external' = 'local') {
      // mapWith(Number): `plays` is a bigint, which node-postgres returns as a string; the cursor needs numbers.
      const rank = (by === 'external' ? sql<number>`coalesce(${tracks.spotifyPopularity}, -1)::int` : sql<number>`${tracks.plays}`).mapWith(Number)
      return db
        .select({ id: tracks.id, rank })
        .from(artistTrack)
        .innerJoin(tracks, eq(tracks.id, artistTrack.trackId))
        .where(and(eq(artistTrack.artistId, artistId), after ? afterKey([rank, sql`${tracks.id}`], after, 'desc') : undefined))
        .orderBy(desc(rank), desc(tracks.id))
        .offset(after ? 0 : offset)
        .limit(limit)
    },

    /** §2.3 local similar artists: most shared genres first. */
    async similarIds(artistId: number, limit: number): Promise<number[]> {
      const other = alias(genreables, 'other')
      const rows = await db
        .select({ id: other.genreableId, shared: sql<number>`count(*)::int` })
        .from(genreables)
        .innerJoin(other, and(eq(other.genreId, genreables.genreId), eq(other.genreableType, 'artist')))
        .where(and(eq(genreables.genreableType, 'artist'), eq(genreables.genreableId, artistId), ne(other.genreableId, artistId)))
        .groupBy(other.genreableId)
        .orderBy(sql`count(*) desc`, asc(other.genreableId))
        .limit(limit)
      return rows.map((r) => r.id)
    },

    /**
     * §3.1: albums with at least 5 tracks first, then newest release (no date last), ties by id. The
     * order key lives on artist_album (copied from the album by triggers, migration 0004), so every page
     * of any artist is a range of artist_album_order_idx. `after` = [big 0/1, release date or '', id].
     */
    async albumKeys(artistId: number, offset: number, limit: number, after: CursorKey | null = null) {
      const key = [sql`${artistAlbum.albumBig}`, sql`${artistAlbum.albumReleased}`, sql`${artistAlbum.albumId}`]
      return db
        .select({ id: artistAlbum.albumId, big: artistAlbum.albumBig, released: artistAlbum.albumReleased })
        .from(artistAlbum)
        .where(and(eq(artistAlbum.artistId, artistId), after ? afterKey(key, after, 'desc') : undefined))
        .orderBy(desc(artistAlbum.albumBig), desc(artistAlbum.albumReleased), desc(artistAlbum.albumId))
        .offset(after ? 0 : offset)
        .limit(limit)
    },

    /** Followers = likes of type artist, newest first (likes_model_created_idx); `after` = [created_at text, like id]. */
    async followers(artistId: number, offset: number, limit: number, after: CursorKey | null = null) {
      const seek = after ? afterKey([sql`${likes.createdAt}`, sql`${likes.id}`], after, 'desc') : undefined
      return db
        .select({
          likeId: likes.id,
          likedKey: sql<string>`${likes.createdAt}::text`,
          ...userRefColumns,
        })
        .from(likes)
        .innerJoin(users, eq(users.id, likes.userId))
        .where(and(eq(likes.likeableType, 'artist'), eq(likes.likeableId, artistId), seek))
        .orderBy(desc(likes.createdAt), desc(likes.id))
        .offset(after ? 0 : offset)
        .limit(limit)
    },

    async mostViewedIds(limit: number): Promise<number[]> {
      const rows = await db.select({ id: artists.id }).from(artists).orderBy(desc(artists.views), desc(artists.id)).limit(limit)
      return rows.map((r) => r.id)
    },
  }
}

export type ArtistsRepo = ReturnType<typeof makeArtistsRepo>
