import type { Db } from '../../db/client'
import type { Storage } from '../../lib/storage'
import { parseTrackSrc } from '../media/index'
import { albumLoudness, analyseLoudness, trackGain } from '../transcoding/index'
import { makeLoudnessRepo } from './loudness.repo'

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
  const repo = makeLoudnessRepo(db)
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
    await repo.saveTrack(row.id, row.src, {
      lufs: figures?.lufs ?? null,
      truePeak: figures?.truePeak ?? null,
      trackGain: figures ? trackGain(figures.lufs) : null,
    })
  }

  async function updateAlbum(albumId: number) {
    const rows = await repo.measuredTracksOf(albumId)
    const lufs = albumLoudness(rows.map((r) => ({ lufs: r.lufs!, seconds: r.duration ? r.duration / 1000 : null })))
    const gain = lufs === null ? null : trackGain(lufs)
    await repo.saveAlbum(albumId, lufs, gain)
  }

  return {
    /** Analyses up to `limit` tracks; `more` when others wait (the job then queues itself again). */
    async run(limit = 10): Promise<{ analysed: number; more: boolean }> {
      const due = await repo.due(limit + 1)
      const batch = due.slice(0, limit)
      for (const row of batch) await analyseTrack({ id: row.id, src: row.src! })
      const albumIds = new Set(batch.map((r) => r.albumId).filter((id): id is number => id !== null))
      for (const albumId of albumIds) await updateAlbum(albumId)
      return { analysed: batch.length, more: due.length > limit }
    },
  }
}
