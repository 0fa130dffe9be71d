import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { artistTrack, artists, lyrics, profileImages, similarArtists, tracks, userProfiles } from '../../db/schema/index'

/** The provider automation's reads and writes (decision 0032). */
export function makeProvidersRepo(db: Db) {
  return {
    async artist(id: number) {
      const [row] = await db
        .select({ id: artists.id, name: artists.name, spotifyId: artists.spotifyId, syncedAt: artists.providerSyncedAt, imageSmall: artists.imageSmall })
        .from(artists)
        .where(eq(artists.id, id))
        .limit(1)
      return row ?? null
    },

    async markSynced(id: number, at: Date) {
      await db.update(artists).set({ providerSyncedAt: at }).where(eq(artists.id, id))
    },

    /** Provider figures; the Spotify id only when no other artist holds it (it is unique), the image only when none is set. */
    async setArtistFacts(id: number, facts: { spotifyId?: string; popularity?: number; followers?: number; imageSmall?: string | null }) {
      const patch: Partial<typeof artists.$inferInsert> = {}
      if (facts.popularity !== undefined) patch.spotifyPopularity = Math.max(0, Math.min(100, Math.round(facts.popularity)))
      if (facts.followers !== undefined) patch.spotifyFollowers = facts.followers
      if (facts.spotifyId) {
        const [taken] = await db.select({ id: artists.id }).from(artists).where(and(eq(artists.spotifyId, facts.spotifyId), ne(artists.id, id))).limit(1)
        if (!taken) patch.spotifyId = facts.spotifyId
      }
      if (Object.keys(patch).length > 0) await db.update(artists).set(patch).where(eq(artists.id, id))
      if (facts.imageSmall) await db.update(artists).set({ imageSmall: facts.imageSmall }).where(and(eq(artists.id, id), or(isNull(artists.imageSmall), eq(artists.imageSmall, ''))))
    },

    /** Adds a profile image when the artist has none (editors' images are never replaced). */
    async addImageIfNone(id: number, url: string) {
      const [any] = await db.select({ id: profileImages.id }).from(profileImages).where(eq(profileImages.artistId, id)).limit(1)
      if (!any) await db.insert(profileImages).values({ artistId: id, url })
    },

    /** Writes the biography only into an empty profile description: an editor's text stays. */
    async fillBio(id: number, text: string) {
      const [row] = await db.select({ id: userProfiles.id, description: userProfiles.description }).from(userProfiles).where(eq(userProfiles.artistId, id)).limit(1)
      if (!row) await db.insert(userProfiles).values({ artistId: id, description: text })
      else if (!row.description?.trim()) await db.update(userProfiles).set({ description: text }).where(eq(userProfiles.id, row.id))
    },

    /** Local artists matching provider artists by Spotify id or, failing that, by name (case ignored), in the given order. */
    async matchLocal(candidates: Array<{ spotifyId?: string; name: string }>, except: number): Promise<number[]> {
      if (candidates.length === 0) return []
      const ids = candidates.map((c) => c.spotifyId).filter((v): v is string => Boolean(v))
      const names = candidates.map((c) => c.name.toLowerCase())
      const rows = await db
        .select({ id: artists.id, spotifyId: artists.spotifyId, name: sql<string>`lower(${artists.name})` })
        .from(artists)
        .where(and(ne(artists.id, except), or(ids.length ? inArray(artists.spotifyId, ids) : sql`false`, inArray(sql`lower(${artists.name})`, names))))
        .orderBy(asc(artists.id))
      const found: number[] = []
      for (const c of candidates) {
        const hit = rows.find((r) => (c.spotifyId && r.spotifyId === c.spotifyId) || r.name === c.name.toLowerCase())
        if (hit && !found.includes(hit.id)) found.push(hit.id)
      }
      return found
    },

    async replaceSimilar(id: number, similarIds: number[]) {
      await db.transaction(async (tx) => {
        await tx.delete(similarArtists).where(eq(similarArtists.artistId, id))
        if (similarIds.length) await tx.insert(similarArtists).values(similarIds.map((similarId, position) => ({ artistId: id, similarId, position })))
      })
    },

    /** The stored similar artists in the provider's order; null when none were stored. */
    async similarIds(id: number, limit: number): Promise<number[] | null> {
      const rows = await db.select({ id: similarArtists.similarId }).from(similarArtists).where(eq(similarArtists.artistId, id)).orderBy(asc(similarArtists.position)).limit(limit)
      return rows.length ? rows.map((r) => r.id) : null
    },

    async track(id: number) {
      const [row] = await db.select({ id: tracks.id, name: tracks.name, src: tracks.src, duration: tracks.duration }).from(tracks).where(eq(tracks.id, id)).limit(1)
      if (!row) return null
      // The primary artist first, then the first linked one: the name providers search with.
      const [artist] = await db
        .select({ name: artists.name })
        .from(artistTrack)
        .innerJoin(artists, eq(artists.id, artistTrack.artistId))
        .where(eq(artistTrack.trackId, id))
        .orderBy(sql`${artistTrack.primary} desc`, asc(artists.id))
        .limit(1)
      return { ...row, artistName: artist?.name ?? null }
    },

    /** Saves a found YouTube id into the track's src only while it is still empty (§4.13 `youtube.store_id`). */
    async storeYoutubeId(trackId: number, videoId: string) {
      await db.update(tracks).set({ src: videoId }).where(and(eq(tracks.id, trackId), or(isNull(tracks.src), eq(tracks.src, ''))))
    },

    async insertLyrics(trackId: number, text: string, isSynced: boolean, durationSeconds: number | null) {
      await db.insert(lyrics).values({ trackId, text, isSynced, duration: durationSeconds }).onConflictDoNothing()
    },
  }
}

export type ProvidersRepo = ReturnType<typeof makeProvidersRepo>
