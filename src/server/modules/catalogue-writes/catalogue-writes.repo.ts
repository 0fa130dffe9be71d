import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  albums,
  artistAlbum,
  artists,
  artistTrack,
  comments,
  fileEntries,
  genreables,
  likes,
  profileImages,
  profileLinks,
  reposts,
  taggables,
  tracks,
  userProfiles,
  workspaceUser,
} from '../../db/schema/index'
import { makeRelationsWritesRepo } from './relations-writes.repo'

export type TrackValues = Partial<Omit<typeof tracks.$inferInsert, 'id' | 'searchName'>>
export type AlbumValues = Partial<Omit<typeof albums.$inferInsert, 'id' | 'searchName' | 'tracksCount'>>
export type ArtistValues = Partial<Omit<typeof artists.$inferInsert, 'id' | 'searchName'>>

/** Rows of tracks, albums and artists for the write services; `db` may be a transaction. */
export function makeCatalogueWritesRepo(db: Db) {
  /** Likes, reposts, comments, genres and tags point at models without foreign keys (§1.5 polymorphic). */
  async function deletePolymorphic(type: 'track' | 'album' | 'artist', ids: number[]) {
    await db.delete(likes).where(and(eq(likes.likeableType, type), inArray(likes.likeableId, ids)))
    await db.delete(genreables).where(and(eq(genreables.genreableType, type), inArray(genreables.genreableId, ids)))
    if (type === 'artist') return
    await db.delete(reposts).where(and(eq(reposts.repostableType, type), inArray(reposts.repostableId, ids)))
    await db.delete(taggables).where(and(eq(taggables.taggableType, type), inArray(taggables.taggableId, ids)))
    await db.delete(comments).where(and(eq(comments.commentableType, type), inArray(comments.commentableId, ids)))
  }

  return {
    relations: makeRelationsWritesRepo(db),

    async track(id: number) {
      const [row] = await db.select().from(tracks).where(eq(tracks.id, id)).limit(1)
      return row ?? null
    },
    async tracksByIds(ids: number[]) {
      return ids.length ? db.select().from(tracks).where(inArray(tracks.id, ids)) : []
    },
    async insertTrack(values: TrackValues & { name: string }) {
      const [row] = await db.insert(tracks).values(values).returning({ id: tracks.id })
      return row!.id
    },
    async updateTrack(id: number, values: TrackValues) {
      if (Object.keys(values).length) await db.update(tracks).set(values).where(eq(tracks.id, id))
    },
    /** Is there another track named `name` in the album (case-insensitive)? */
    async nameTakenInAlbum(albumId: number, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: tracks.id })
        .from(tracks)
        .where(and(eq(tracks.albumId, albumId), sql`lower(${tracks.name}) = lower(${name})`, exceptId ? sql`${tracks.id} <> ${exceptId}` : undefined))
        .limit(1)
      return Boolean(row)
    },
    async trackArtistIds(trackIds: number[]) {
      if (!trackIds.length) return []
      return db.select({ trackId: artistTrack.trackId, artistId: artistTrack.artistId }).from(artistTrack).where(inArray(artistTrack.trackId, trackIds))
    },
    /** Deletes the tracks with their polymorphic rows; pivots, lyrics and playlist rows cascade. */
    async deleteTracks(ids: number[]) {
      await deletePolymorphic('track', ids)
      await db.delete(tracks).where(inArray(tracks.id, ids))
    },
    /** Tracks of an album, by number. */
    async albumTrackIds(albumId: number): Promise<number[]> {
      const rows = await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.albumId, albumId)).orderBy(tracks.number, tracks.id)
      return rows.map((r) => r.id)
    },
    /** §2.2: tracks missing from the saved list are detached, not deleted. */
    async detachTracks(albumId: number, keepIds: number[]) {
      await db
        .update(tracks)
        .set({ albumId: null })
        .where(and(eq(tracks.albumId, albumId), keepIds.length ? sql`${tracks.id} not in (${sql.join(keepIds.map((i) => sql`${i}`), sql`, `)})` : undefined))
    },

    async album(id: number) {
      const [row] = await db.select().from(albums).where(eq(albums.id, id)).limit(1)
      return row ?? null
    },
    async albumsByIds(ids: number[]) {
      return ids.length ? db.select().from(albums).where(inArray(albums.id, ids)) : []
    },
    async insertAlbum(values: AlbumValues & { name: string }) {
      const [row] = await db.insert(albums).values(values).returning({ id: albums.id })
      return row!.id
    },
    /**
     * The caller's own album of that name by that primary artist with no track on it: what upload
     * auto-match (extract-metadata) creates from the tags before the album form is saved.
     */
    async emptyOwnedAlbum(name: string, primaryArtistId: number, ownerId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: albums.id })
        .from(albums)
        .innerJoin(artistAlbum, and(eq(artistAlbum.albumId, albums.id), eq(artistAlbum.artistId, primaryArtistId)))
        .where(
          and(
            eq(albums.ownerId, ownerId),
            sql`lower(${albums.name}) = lower(${name})`,
            sql`not exists (select 1 from ${tracks} where ${tracks.albumId} = ${albums.id})`,
          ),
        )
        .orderBy(albums.id)
        .limit(1)
      return row?.id ?? null
    },
    /** The album of that name (case-insensitive) whose primary artist is the given one, oldest first. */
    async albumByNameOfArtist(name: string, primaryArtistId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: albums.id })
        .from(albums)
        .innerJoin(artistAlbum, and(eq(artistAlbum.albumId, albums.id), eq(artistAlbum.artistId, primaryArtistId), eq(artistAlbum.primary, true)))
        .where(sql`lower(${albums.name}) = lower(${name})`)
        .orderBy(albums.id)
        .limit(1)
      return row?.id ?? null
    },
    async updateAlbum(id: number, values: AlbumValues) {
      if (Object.keys(values).length) await db.update(albums).set(values).where(eq(albums.id, id))
    },
    async albumArtistIds(albumIds: number[]) {
      if (!albumIds.length) return []
      return db.select({ albumId: artistAlbum.albumId, artistId: artistAlbum.artistId }).from(artistAlbum).where(inArray(artistAlbum.albumId, albumIds))
    },
    /** Deletes albums; their tracks stay in the catalogue as singles (album_id set null by the FK). */
    async deleteAlbums(ids: number[]) {
      await deletePolymorphic('album', ids)
      await db.delete(albums).where(inArray(albums.id, ids))
    },

    async artist(id: number) {
      const [row] = await db.select().from(artists).where(eq(artists.id, id)).limit(1)
      return row ?? null
    },
    async insertArtist(values: ArtistValues & { name: string }) {
      const [row] = await db.insert(artists).values(values).returning({ id: artists.id })
      return row!.id
    },
    async updateArtist(id: number, values: ArtistValues) {
      if (Object.keys(values).length) await db.update(artists).set(values).where(eq(artists.id, id))
    },
    /** The artist's profile image URLs (what an edit sends back unchanged). */
    async artistImageUrls(artistId: number): Promise<string[]> {
      const rows = await db.select({ url: profileImages.url }).from(profileImages).where(eq(profileImages.artistId, artistId))
      return rows.map((r) => r.url)
    },
    async saveArtistProfile(artistId: number, profile: { description?: string | null; city?: string | null; country?: string | null }) {
      await db
        .insert(userProfiles)
        .values({ artistId, ...profile })
        .onConflictDoUpdate({ target: userProfiles.artistId, set: { ...profile, updatedAt: new Date() } })
    },
    async replaceArtistImages(artistId: number, urls: string[]) {
      await db.delete(profileImages).where(eq(profileImages.artistId, artistId))
      if (urls.length) await db.insert(profileImages).values(urls.map((url) => ({ url, artistId })))
    },
    async replaceArtistLinks(artistId: number, links: { url: string; title: string | null }[]) {
      await db.delete(profileLinks).where(and(eq(profileLinks.linkeableType, 'artist'), eq(profileLinks.linkeableId, artistId)))
      if (links.length) await db.insert(profileLinks).values(links.map((l) => ({ ...l, linkeableType: 'artist', linkeableId: artistId })))
    },
    async deleteArtists(ids: number[]) {
      await deletePolymorphic('artist', ids)
      await db.delete(profileLinks).where(and(eq(profileLinks.linkeableType, 'artist'), inArray(profileLinks.linkeableId, ids)))
      await db.delete(userProfiles).where(inArray(userProfiles.artistId, ids))
      await db.delete(artists).where(inArray(artists.id, ids))
    },

    /** Uploaded file entries behind storage keys (`<disk_prefix>/<file_name>`), to remove with a track. */
    async fileEntriesForKeys(keys: string[]) {
      const pairs = keys.flatMap((k) => {
        const at = k.indexOf('/')
        return at > 0 ? [{ prefix: k.slice(0, at), name: k.slice(at + 1) }] : []
      })
      if (!pairs.length) return []
      return db
        .select({
          id: fileEntries.id,
          diskPrefix: fileEntries.diskPrefix,
          fileName: fileEntries.fileName,
          ownerId: fileEntries.ownerId,
          workspaceId: fileEntries.workspaceId,
          type: fileEntries.type,
        })
        .from(fileEntries)
        .where(and(isNull(fileEntries.deletedAt), or(...pairs.map((p) => and(eq(fileEntries.diskPrefix, p.prefix), eq(fileEntries.fileName, p.name))))))
    },
    /** The workspaces a user is a member of (whose uploads they may use). */
    async workspaceIdsOf(userId: number): Promise<number[]> {
      const rows = await db.select({ id: workspaceUser.workspaceId }).from(workspaceUser).where(eq(workspaceUser.userId, userId))
      return rows.map((r) => r.id)
    },
    async deleteFileEntries(ids: number[]) {
      if (ids.length) await db.delete(fileEntries).where(inArray(fileEntries.id, ids))
    },
    /** Whether any remaining track or album still points at `value` as its src or image. */
    async mediaStillUsed(value: string): Promise<boolean> {
      const [t] = await db.select({ id: tracks.id }).from(tracks).where(or(eq(tracks.src, value), eq(tracks.image, value))).limit(1)
      if (t) return true
      const [a] = await db.select({ id: albums.id }).from(albums).where(eq(albums.image, value)).limit(1)
      return Boolean(a)
    },
  }
}

export type CatalogueWritesRepo = ReturnType<typeof makeCatalogueWritesRepo>
export type RunInTransaction = <T>(fn: (repo: CatalogueWritesRepo) => Promise<T>) => Promise<T>

/** Runs `fn` in one transaction with a repo bound to it. */
export function catalogueTransaction(db: Db): RunInTransaction {
  return (fn) => db.transaction((tx) => fn(makeCatalogueWritesRepo(tx as unknown as Db)))
}
