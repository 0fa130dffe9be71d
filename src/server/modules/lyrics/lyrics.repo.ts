import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { lyrics, tracks } from '../../db/schema/index'

export interface LyricValues {
  text: string
  trackId: number
  isSynced: boolean
  duration: number | null
}

const LYRIC_COLUMNS = {
  id: lyrics.id,
  text: lyrics.text,
  trackId: lyrics.trackId,
  trackName: tracks.name,
  isSynced: lyrics.isSynced,
  duration: lyrics.duration,
  createdAt: lyrics.createdAt,
  updatedAt: lyrics.updatedAt,
}

export function makeLyricsRepo(db: Db) {
  const byId = async (id: number) => {
    const [row] = await db.select(LYRIC_COLUMNS).from(lyrics).leftJoin(tracks, eq(tracks.id, lyrics.trackId)).where(eq(lyrics.id, id)).limit(1)
    return row ?? null
  }

  return {
    byId,

    async byTrack(trackId: number) {
      const [row] = await db
        .select({ text: lyrics.text, isSynced: lyrics.isSynced, duration: lyrics.duration })
        .from(lyrics)
        .where(eq(lyrics.trackId, trackId))
        .limit(1)
      return row ?? null
    },

    /** The id of the track's lyric, if it has one (one lyric per track). */
    async idForTrack(trackId: number): Promise<number | null> {
      const [row] = await db.select({ id: lyrics.id }).from(lyrics).where(eq(lyrics.trackId, trackId)).limit(1)
      return row?.id ?? null
    },

    async trackExists(trackId: number): Promise<boolean> {
      const [row] = await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.id, trackId)).limit(1)
      return Boolean(row)
    },

    /** Null when the track got a lyric in the meantime (the unique track_id). */
    async create(values: LyricValues) {
      const [row] = await db.insert(lyrics).values(values).onConflictDoNothing({ target: lyrics.trackId }).returning({ id: lyrics.id })
      return row ? byId(row.id) : null
    },

    async update(id: number, values: Partial<LyricValues>) {
      const [row] = await db.update(lyrics).set({ ...values, updatedAt: new Date() }).where(eq(lyrics.id, id)).returning({ id: lyrics.id })
      return row ? byId(row.id) : null
    },
  }
}

export type LyricsRepo = ReturnType<typeof makeLyricsRepo>
export type LyricRow = NonNullable<Awaited<ReturnType<LyricsRepo['byId']>>>
