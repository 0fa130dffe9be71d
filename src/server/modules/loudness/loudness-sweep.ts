import { and, eq, isNotNull, like, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, tracks } from '../../db/schema/index'
import type { Storage } from '../../lib/storage'
import { parseTrackSrc } from '../media/index'
import { albumLoudness, analyseLoudness, trackGain } from '../transcoding/index'

export interface LoudnessSweepDeps {
  db: Db
  storage: Storage
  ffmpegPath: string
  log: { warn(msg: string): void }
}

/**
 * The loudness job's work (decision 0024): analyses local tracks whose file was never analysed (new
 * uploads, the demo catalogue, folder imports, a replaced file: `loudness_src` differs from `src`), a
 * batch at a time, then the gains of the albums they are on. A file ffmpeg cannot read is marked as
 * analysed without figures, so it is not tried again and again; the player applies no gain to it.
 */
export function makeLoudnessSweep({ db, storage, ffmpegPath, log }: LoudnessSweepDeps) {
  async function analyseTrack(row: { id: number; src: string }) {
    const src = parseTrackSrc(row.src)
    let figures = null
    if (src?.kind === 'local' && (await storage.exists(src.key))) {
      const local = storage.localPath?.(src.key)
      try {
        figures = await analyseLoudness(ffmpegPath, local ? { path: local } : { stream: await storage.read(src.key) })
      } catch (error) {
        log.warn(`loudness: track ${row.id} could not be analysed (${(error as Error).message})`)
      }
    }
    await db
      .update(tracks)
      .set({
        loudnessLufs: figures?.lufs ?? null,
        truePeak: figures?.truePeak ?? null,
        trackGain: figures ? trackGain(figures.lufs) : null,
        loudnessSrc: row.src,
      })
      .where(eq(tracks.id, row.id))
  }

  async function updateAlbum(albumId: number) {
    const rows = await db
      .select({ lufs: tracks.loudnessLufs, duration: tracks.duration })
      .from(tracks)
      .where(and(eq(tracks.albumId, albumId), isNotNull(tracks.loudnessLufs)))
    const lufs = albumLoudness(rows.map((r) => ({ lufs: r.lufs!, seconds: r.duration ? r.duration / 1000 : null })))
    const gain = lufs === null ? null : trackGain(lufs)
    await db.update(albums).set({ loudnessLufs: lufs, albumGain: gain }).where(eq(albums.id, albumId))
    await db.update(tracks).set({ albumGain: gain }).where(eq(tracks.albumId, albumId))
  }

  return {
    /** Analyses up to `limit` tracks; `more` when others wait (the job then queues itself again). */
    async run(limit = 10): Promise<{ analysed: number; more: boolean }> {
      const due = await db
        .select({ id: tracks.id, src: tracks.src, albumId: tracks.albumId })
        .from(tracks)
        .where(
          and(
            or(like(tracks.src, 'storage/track_media/%'), like(tracks.src, '%/storage/track_media/%')),
            sql`${tracks.loudnessSrc} is distinct from ${tracks.src}`,
          ),
        )
        .orderBy(tracks.id)
        .limit(limit + 1)
      const batch = due.slice(0, limit)
      for (const row of batch) await analyseTrack({ id: row.id, src: row.src! })
      const albumIds = new Set(batch.map((r) => r.albumId).filter((id): id is number => id !== null))
      for (const albumId of albumIds) await updateAlbum(albumId)
      return { analysed: batch.length, more: due.length > limit }
    },
  }
}
