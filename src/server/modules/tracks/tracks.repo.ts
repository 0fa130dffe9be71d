import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { comments, lyrics, tracks, users } from '../../db/schema/index'
import { userRefColumns } from '../catalogue/index'

export function makeTracksRepo(db: Db) {
  return {
    async findById(id: number) {
      const [row] = await db.select({ id: tracks.id, albumId: tracks.albumId, description: tracks.description }).from(tracks).where(eq(tracks.id, id)).limit(1)
      return row ?? null
    },

    /** Description and lyric text, for the `editTrackPage` loader. */
    async editExtras(id: number): Promise<{ description: string | null; lyrics: string | null }> {
      const [row] = await db
        .select({ description: tracks.description, lyrics: lyrics.text })
        .from(tracks)
        .leftJoin(lyrics, eq(lyrics.trackId, tracks.id))
        .where(eq(tracks.id, id))
        .limit(1)
      return { description: row?.description ?? null, lyrics: row?.lyrics ?? null }
    },

    /**
     * Wave comments (§3.1): root comments that are not deleted, one per position (the newest there),
     * at most `limit`, ordered along the track.
     */
    async waveComments(trackId: number, limit: number) {
      const rows = await db
        .selectDistinctOn([comments.position], {
          id: comments.id,
          content: comments.content,
          position: comments.position,
          createdAt: comments.createdAt,
          user: userRefColumns,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(
          and(
            eq(comments.commentableType, 'track'),
            eq(comments.commentableId, trackId),
            isNull(comments.parentId),
            eq(comments.deleted, false),
          ),
        )
        .orderBy(asc(comments.position), desc(comments.createdAt), desc(comments.id))
        .limit(limit)
      return rows
    },

  }
}

export type TracksRepo = ReturnType<typeof makeTracksRepo>
