import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, artistAlbum, artistTrack, artists, tracks } from '../../db/schema/index'

const popularity = (value: number | undefined) => (value === undefined ? undefined : Math.max(0, Math.min(100, Math.round(value))))

/**
 * Writes of `import-media/single-item` (decision 0032): every row is found again by its Spotify id, so a
 * second import updates instead of duplicating; an artist without one is matched by its exact name.
 */
export function makeSpotifyImportRepo(db: Db) {
  return {
    async upsertArtist(v: { spotifyId: string; name: string; popularity?: number; followers?: number; imageSmall?: string | null }): Promise<number> {
      const facts = { spotifyPopularity: popularity(v.popularity), spotifyFollowers: v.followers, ...(v.imageSmall ? { imageSmall: v.imageSmall } : {}) }
      const [byId] = await db.select({ id: artists.id }).from(artists).where(eq(artists.spotifyId, v.spotifyId)).limit(1)
      const [byName] = byId ? [] : await db.select({ id: artists.id }).from(artists).where(and(isNull(artists.spotifyId), sql`lower(${artists.name}) = ${v.name.toLowerCase()}`)).limit(1)
      const found = byId ?? byName
      if (found) {
        await db.update(artists).set({ spotifyId: v.spotifyId, ...facts }).where(eq(artists.id, found.id))
        return found.id
      }
      const [row] = await db.insert(artists).values({ name: v.name.slice(0, 255), spotifyId: v.spotifyId, ...facts }).returning({ id: artists.id })
      return row!.id
    },

    async upsertAlbum(v: { spotifyId: string; name: string; releaseDate?: string; image?: string | null; popularity?: number }, artistIds: number[]): Promise<number> {
      const values = { name: v.name.slice(0, 255), releaseDate: v.releaseDate?.slice(0, 20) ?? null, image: v.image ?? null, spotifyPopularity: popularity(v.popularity) }
      const [found] = await db.select({ id: albums.id }).from(albums).where(eq(albums.spotifyId, v.spotifyId)).limit(1)
      const id = found ? found.id : (await db.insert(albums).values({ ...values, spotifyId: v.spotifyId }).returning({ id: albums.id }))[0]!.id
      if (found) await db.update(albums).set(values).where(eq(albums.id, id))
      if (artistIds.length) await db.insert(artistAlbum).values(artistIds.map((artistId, i) => ({ artistId, albumId: id, primary: i === 0 }))).onConflictDoNothing()
      return id
    },

    async upsertTrack(v: { spotifyId: string; name: string; durationMs: number; number?: number; popularity?: number; albumId: number | null; image?: string | null }, artistIds: number[]): Promise<number> {
      const values = { name: v.name.slice(0, 255), duration: v.durationMs, number: v.number ?? null, spotifyPopularity: popularity(v.popularity), albumId: v.albumId, image: v.image ?? null }
      const [found] = await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.spotifyId, v.spotifyId)).limit(1)
      const id = found ? found.id : (await db.insert(tracks).values({ ...values, spotifyId: v.spotifyId }).returning({ id: tracks.id }))[0]!.id
      if (found) await db.update(tracks).set(values).where(eq(tracks.id, id))
      if (artistIds.length) await db.insert(artistTrack).values(artistIds.map((artistId, i) => ({ artistId, trackId: id, primary: i === 0 }))).onConflictDoNothing()
      return id
    },
  }
}

export type SpotifyImportRepo = ReturnType<typeof makeSpotifyImportRepo>
