import { and, eq, isNotNull, like, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, tracks } from '../../db/schema/index'

export interface TrackFigures {
  lufs: number | null
  truePeak: number | null
  trackGain: number | null
}

export function makeLoudnessRepo(db: Db) {
  return {
    /** Local tracks whose current file was never measured (`loudness_src` is not their `src`), oldest first. */
    due: (limit: number) =>
      db
        .select({ id: tracks.id, src: tracks.src, albumId: tracks.albumId })
        .from(tracks)
        .where(
          and(
            or(like(tracks.src, 'storage/track_media/%'), like(tracks.src, '%/storage/track_media/%')),
            sql`${tracks.loudnessSrc} is distinct from ${tracks.src}`,
          ),
        )
        .orderBy(tracks.id)
        .limit(limit),

    saveTrack: (id: number, src: string, f: TrackFigures) =>
      db.update(tracks).set({ loudnessLufs: f.lufs, truePeak: f.truePeak, trackGain: f.trackGain, loudnessSrc: src }).where(eq(tracks.id, id)),

    measuredTracksOf: (albumId: number) =>
      db
        .select({ lufs: tracks.loudnessLufs, duration: tracks.duration })
        .from(tracks)
        .where(and(eq(tracks.albumId, albumId), isNotNull(tracks.loudnessLufs))),

    /** The album's figures, copied onto its tracks so a queued track carries its album gain. */
    async saveAlbum(albumId: number, lufs: number | null, gain: number | null) {
      await db.update(albums).set({ loudnessLufs: lufs, albumGain: gain }).where(eq(albums.id, albumId))
      await db.update(tracks).set({ albumGain: gain }).where(eq(tracks.albumId, albumId))
    },
  }
}

export type LoudnessRepo = ReturnType<typeof makeLoudnessRepo>
