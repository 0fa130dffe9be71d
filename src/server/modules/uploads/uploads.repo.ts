import { and, desc, eq, inArray, isNull, lt, not, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, artistAlbum, artists, fileEntries, tracks, workspaceUser } from '../../db/schema/index'
import { afterKey, type CursorKey } from '../../lib/pagination/index'

export type FileEntryRow = typeof fileEntries.$inferSelect
export type NewFileEntry = typeof fileEntries.$inferInsert

/**
 * Some track's `src` names the outer file entry, relative or rooted (tracks_src_idx). Qualified by hand:
 * drizzle writes a lone table's columns unqualified, which inside a subquery would bind to `tracks`.
 */
const TRACK_USES_ENTRY = sql`exists (select 1 from tracks t where t.src = 'storage/track_media/' || file_entries.file_name or t.src = '/storage/track_media/' || file_entries.file_name)`

/**
 * Live audio/video uploads (`track_media`) that no track uses. The prefix is a literal, not a bound
 * parameter, so the planner matches the partial index file_entries_owner_media_idx (migration 0016).
 */
function unusedMedia() {
  return and(
    sql`${fileEntries.diskPrefix} = 'track_media'`,
    isNull(fileEntries.deletedAt),
    inArray(fileEntries.type, ['audio', 'video']),
    not(TRACK_USES_ENTRY),
  )
}

/** File entries of uploads, and the few catalogue lookups uploads need (quotas, metadata auto-match). */
export function makeUploadsRepo(db: Db) {
  return {
    /** Inserts the entry and sets its `path` to its own id (a root entry, as file managers address it). */
    async insertEntry(values: NewFileEntry): Promise<FileEntryRow> {
      const [row] = await db.insert(fileEntries).values(values).returning()
      const [withPath] = await db.update(fileEntries).set({ path: String(row!.id) }).where(eq(fileEntries.id, row!.id)).returning()
      return withPath!
    },

    /** One page of live entries of a workspace, or of an owner's default workspace; newest first. */
    async entriesIn(scope: { workspaceId: number } | { ownerId: number }, offset: number, limit: number): Promise<FileEntryRow[]> {
      const where =
        'workspaceId' in scope
          ? and(eq(fileEntries.workspaceId, scope.workspaceId), isNull(fileEntries.deletedAt))
          : and(eq(fileEntries.ownerId, scope.ownerId), isNull(fileEntries.workspaceId), isNull(fileEntries.deletedAt))
      return db.select().from(fileEntries).where(where).orderBy(desc(fileEntries.id)).offset(offset).limit(limit)
    },

    /**
     * One page of an owner's live audio/video uploads that no track's `src` names (relative
     * `storage/…` or `/storage/…`), newest first. Read through file_entries_owner_media_idx and, per
     * entry, tracks_src_idx. An album's tracks are tracks too, so one check covers both. `after` = [id]
     * seeks past the previous page instead of offsetting.
     */
    async unusedMediaOf(ownerId: number, offset: number, limit: number, after: CursorKey | null = null): Promise<FileEntryRow[]> {
      return db
        .select()
        .from(fileEntries)
        .where(and(eq(fileEntries.ownerId, ownerId), unusedMedia(), after ? afterKey([sql`${fileEntries.id}`], after, 'desc') : undefined))
        .orderBy(desc(fileEntries.id))
        .offset(after ? 0 : offset)
        .limit(limit)
    },

    /** Up to `limit` unused audio/video uploads of anyone, created before `before` (the scheduled clean-up). */
    async unusedMediaBefore(before: Date, limit: number): Promise<FileEntryRow[]> {
      return db
        .select()
        .from(fileEntries)
        .where(and(unusedMedia(), lt(fileEntries.createdAt, before)))
        .orderBy(fileEntries.id)
        .limit(limit)
    },

    /** A live (not soft-deleted) entry. */
    async findEntry(id: number): Promise<FileEntryRow | null> {
      const [row] = await db.select().from(fileEntries).where(and(eq(fileEntries.id, id), isNull(fileEntries.deletedAt)))
      return row ?? null
    },

    /** Live entries stored under these keys (`<disk_prefix>/<file_name>`). */
    async fileEntriesForKeys(keys: string[]): Promise<FileEntryRow[]> {
      if (keys.length === 0) return []
      const names = keys.map((k) => k.slice(k.indexOf('/') + 1))
      const rows = await db.select().from(fileEntries).where(and(inArray(fileEntries.fileName, names), isNull(fileEntries.deletedAt)))
      return rows.filter((r) => keys.includes(`${r.diskPrefix}/${r.fileName}`))
    },

    /** The workspaces a user is a member of. */
    async workspaceIdsOf(userId: number): Promise<number[]> {
      const rows = await db.select({ id: workspaceUser.workspaceId }).from(workspaceUser).where(eq(workspaceUser.userId, userId))
      return rows.map((r) => r.id)
    },

    /** The owner's entries among these ids or paths, soft-deleted ones included (so they can be purged). */
    async ownedEntries(ownerId: number, ids: number[], paths: string[]): Promise<FileEntryRow[]> {
      if (ids.length === 0 && paths.length === 0) return []
      const match = or(ids.length ? inArray(fileEntries.id, ids) : undefined, paths.length ? inArray(fileEntries.path, paths) : undefined)
      return db.select().from(fileEntries).where(and(eq(fileEntries.ownerId, ownerId), match))
    },

    async softDelete(ids: number[], at: Date): Promise<void> {
      if (ids.length) await db.update(fileEntries).set({ deletedAt: at }).where(inArray(fileEntries.id, ids))
    },

    async deleteEntries(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(fileEntries).where(inArray(fileEntries.id, ids))
    },

    /** Bytes stored by a user in live entries (`uploads.available_space`). */
    async usedSpace(ownerId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<string | null>`sum(${fileEntries.fileSize})` })
        .from(fileEntries)
        .where(and(eq(fileEntries.ownerId, ownerId), isNull(fileEntries.deletedAt)))
      return Number(row?.total ?? 0)
    },

    /** Sum of the durations (ms) of the user's tracks: the `music.create` `minutes` quota's usage. */
    async uploadedTrackMs(ownerId: number): Promise<number> {
      const [row] = await db.select({ total: sql<string | null>`sum(${tracks.duration})` }).from(tracks).where(eq(tracks.ownerId, ownerId))
      return Number(row?.total ?? 0)
    },

    /** Case-insensitive exact name match; the oldest artist wins when several share a name. */
    /**
     * The artist of that name (case-insensitive), created when missing. The upload queue extracts several
     * files of one album at once: the advisory lock makes parallel calls agree on one artist.
     */
    async findOrCreateArtist(name: string) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auto-match:artist:${name.toLowerCase()}`}))`)
        const [found] = await tx
          .select({ id: artists.id, name: artists.name, image: artists.imageSmall })
          .from(artists)
          .where(sql`lower(${artists.name}) = lower(${name})`)
          .orderBy(artists.id)
          .limit(1)
        if (found) return found
        const [row] = await tx.insert(artists).values({ name }).returning({ id: artists.id, name: artists.name, image: artists.imageSmall })
        return row!
      })
    },

    /** An album of that name by that artist (case-insensitive), created when missing; locked as above. */
    async findOrCreateAlbum(values: { name: string; artistId: number; ownerId: number; releaseDate: string | null; image: string | null }) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auto-match:album:${values.artistId}:${values.name.toLowerCase()}`}))`)
        const [found] = await tx
          .select({ id: albums.id, name: albums.name, image: albums.image })
          .from(albums)
          .innerJoin(artistAlbum, eq(artistAlbum.albumId, albums.id))
          .where(and(eq(artistAlbum.artistId, values.artistId), sql`lower(${albums.name}) = lower(${values.name})`))
          .orderBy(albums.id)
          .limit(1)
        if (found) return found
        const [row] = await tx
          .insert(albums)
          .values({ name: values.name, ownerId: values.ownerId, releaseDate: values.releaseDate, image: values.image })
          .returning({ id: albums.id, name: albums.name, image: albums.image })
        await tx.insert(artistAlbum).values({ artistId: values.artistId, albumId: row!.id, primary: true })
        return row!
      })
    },
  }
}

export type UploadsRepo = ReturnType<typeof makeUploadsRepo>
