import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { slugify } from '../../../shared/lib/slug'
import { isLrc } from '../../../shared/lib/lrc'
import { artistAlbum, artists, artistTrack, genreables, genres, lyrics, taggables, tags, tracks, userArtist, users } from '../../db/schema/index'

function uniqueNames(names: string[]): { name: string; displayName: string }[] {
  const seen = new Map<string, string>()
  for (const n of names) {
    // Genre and tag names are stored slugified; the typed name is kept as display_name (§2.6, §2.7).
    const slug = slugify(n, { anyScript: true })
    if (slug && !seen.has(slug)) seen.set(slug, n.trim().slice(0, 100))
  }
  return [...seen].map(([name, displayName]) => ({ name, displayName }))
}

/** Pivots and by-name relations shared by track, album and artist writes; `db` may be a transaction. */
export function makeRelationsWritesRepo(db: Db) {
  return {
    /** Replaces the model's genres, inserting missing ones ("insert or retrieve by name"). */
    async syncGenres(type: 'track' | 'album' | 'artist', id: number, names: string[]): Promise<void> {
      await db.delete(genreables).where(and(eq(genreables.genreableType, type), eq(genreables.genreableId, id)))
      const wanted = uniqueNames(names)
      if (!wanted.length) return
      // A genre first typed here (by an artist) waits for approval before the home page lists it (decision 0033).
      await db.insert(genres).values(wanted.map((w) => ({ ...w, approved: false }))).onConflictDoNothing({ target: genres.name })
      const rows = await db.select({ id: genres.id }).from(genres).where(inArray(genres.name, wanted.map((w) => w.name)))
      await db.insert(genreables).values(rows.map((g) => ({ genreId: g.id, genreableId: id, genreableType: type }))).onConflictDoNothing()
    },

    /** Replaces the catalogue tags (user_id 0) of a track or album. */
    async syncTags(type: 'track' | 'album', id: number, names: string[]): Promise<void> {
      await db.delete(taggables).where(and(eq(taggables.taggableType, type), eq(taggables.taggableId, id), eq(taggables.userId, 0)))
      const wanted = uniqueNames(names)
      if (!wanted.length) return
      await db.insert(tags).values(wanted).onConflictDoNothing({ target: tags.name })
      const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.name, wanted.map((w) => w.name)))
      await db.insert(taggables).values(rows.map((t) => ({ tagId: t.id, taggableId: id, taggableType: type, userId: 0 }))).onConflictDoNothing()
    },

    /** The first artist of the list is primary (§2.1). */
    async setTrackArtists(trackId: number, artistIds: number[]): Promise<void> {
      await db.delete(artistTrack).where(eq(artistTrack.trackId, trackId))
      const ids = [...new Set(artistIds)]
      if (ids.length) await db.insert(artistTrack).values(ids.map((artistId, i) => ({ artistId, trackId, primary: i === 0 })))
    },

    async setAlbumArtists(albumId: number, artistIds: number[]): Promise<void> {
      await db.delete(artistAlbum).where(eq(artistAlbum.albumId, albumId))
      const ids = [...new Set(artistIds)]
      if (ids.length) await db.insert(artistAlbum).values(ids.map((artistId, i) => ({ artistId, albumId, primary: i === 0 })))
    },

    /** Creates or replaces the track's lyric; empty text removes it. */
    async saveLyric(trackId: number, text: string | null): Promise<void> {
      if (!text) {
        await db.delete(lyrics).where(eq(lyrics.trackId, trackId))
        return
      }
      // The one LRC reading (src/shared/lib/lrc.ts), as POST lyrics uses: timed text is synced.
      const isSynced = isLrc(text)
      await db
        .insert(lyrics)
        .values({ trackId, text, isSynced })
        .onConflictDoUpdate({ target: lyrics.trackId, set: { text, isSynced, updatedAt: new Date() } })
    },

    async existingArtistIds(ids: number[]): Promise<number[]> {
      if (!ids.length) return []
      const rows = await db.select({ id: artists.id }).from(artists).where(inArray(artists.id, ids))
      return rows.map((r) => r.id)
    },

    /** Artists the user manages through user_artist, any role. */
    async managedArtistIds(userId: number): Promise<number[]> {
      const rows = await db.select({ id: userArtist.artistId }).from(userArtist).where(eq(userArtist.userId, userId))
      return rows.map((r) => r.id)
    },

    /** A user's primary artist: the attached artist with role `artist` (§2.3), the oldest if several. */
    async primaryArtistId(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: userArtist.artistId })
        .from(userArtist)
        .where(and(eq(userArtist.userId, userId), eq(userArtist.role, 'artist')))
        .orderBy(userArtist.artistId)
        .limit(1)
      return row?.id ?? null
    },

    /** The user as an artist would be named after them: full name, else username, else e-mail name. */
    async userDisplay(userId: number): Promise<{ name: string; image: string | null } | null> {
      const [u] = await db
        .select({ first: users.firstName, last: users.lastName, username: users.username, email: users.email, image: users.image })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1)
      if (!u) return null
      const full = [u.first, u.last].filter(Boolean).join(' ').trim()
      return { name: full || u.username || u.email.split('@')[0]!, image: u.image }
    },

    async attachUser(userId: number, artistId: number, role: string): Promise<boolean> {
      const rows = await db.insert(userArtist).values({ userId, artistId, role }).onConflictDoNothing().returning()
      return rows.length > 0
    },

    /** Summed duration (ms) of the tracks the user uploaded, for the `minutes` quota (§1.6). */
    async uploadedMs(userId: number, exceptTrackIds: number[] = []): Promise<number> {
      const except = exceptTrackIds.length ? sql` and ${tracks.id} not in (${sql.join(exceptTrackIds.map((id) => sql`${id}`), sql`, `)})` : sql``
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${tracks.duration}), 0)` })
        .from(tracks)
        .where(sql`${tracks.ownerId} = ${userId}${except}`)
      return Number(row?.total ?? 0)
    },
  }
}

export type RelationsWritesRepo = ReturnType<typeof makeRelationsWritesRepo>
