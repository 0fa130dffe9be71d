import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { lyrics } from '../../db/schema/index'

export function makeLyricsRepo(db: Db) {
  return {
    async byTrack(trackId: number) {
      const [row] = await db
        .select({ text: lyrics.text, isSynced: lyrics.isSynced, duration: lyrics.duration })
        .from(lyrics)
        .where(eq(lyrics.trackId, trackId))
        .limit(1)
      return row ?? null
    },
  }
}

export type LyricsRepo = ReturnType<typeof makeLyricsRepo>
