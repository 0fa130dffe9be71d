import { and, count, gte, inArray, isNull, lt } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { albums, artists, fileEntries, genres, likes, lyrics, tags, tracks, users } from '../../db/schema/index'

/** The admin's bulk deletes that no other module owns, and the dashboard's header counts. */
export function makeAdminWritesRepo(db: Db) {
  return {
    /** Genres go with their genreables (FK cascade). */
    async deleteGenres(ids: number[]) {
      await db.delete(genres).where(inArray(genres.id, ids))
    },
    async deleteLyrics(ids: number[]) {
      await db.delete(lyrics).where(inArray(lyrics.id, ids))
    },
    /** Tags go with their taggables (FK cascade). */
    async deleteTags(ids: number[]) {
      await db.delete(tags).where(inArray(tags.id, ids))
    },
    /** File entries move to the bin (`deleted_at`), as `file-entries/delete` without deleteForever. */
    async trashFiles(ids: number[], at: Date) {
      await db.update(fileEntries).set({ deletedAt: at }).where(and(inArray(fileEntries.id, ids), isNull(fileEntries.deletedAt)))
    },
    async existingUserIds(ids: number[]): Promise<number[]> {
      const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))
      return rows.map((r) => r.id)
    },

    /** Rows created in [start, end) of each header card's table (each has an index on created_at). */
    async headerCounts(start: Date, end: Date) {
      const between = (column: AnyPgColumn) => and(gte(column, start), lt(column, end))
      const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0)
      const [newUsers, newSongs, newArtists, newAlbums, newLikes] = await Promise.all([
        n(db.select({ n: count() }).from(users).where(between(users.createdAt))),
        n(db.select({ n: count() }).from(tracks).where(between(tracks.createdAt))),
        n(db.select({ n: count() }).from(artists).where(between(artists.createdAt))),
        n(db.select({ n: count() }).from(albums).where(between(albums.createdAt))),
        n(db.select({ n: count() }).from(likes).where(between(likes.createdAt))),
      ])
      return { new_users: newUsers, new_songs: newSongs, new_artists: newArtists, likes: newLikes, new_albums: newAlbums }
    },
  }
}

export type AdminWritesRepo = ReturnType<typeof makeAdminWritesRepo>

