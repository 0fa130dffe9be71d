import type { LyricsResponse } from '../../../shared/contracts/lyrics'
import { notFound } from '../../lib/http-errors'
import type { LyricsRepo } from './lyrics.repo'
import { parseLyrics } from './parse-lrc'

export function makeLyricsService({ repo }: { repo: LyricsRepo }) {
  return {
    /**
     * GET tracks/{id}/lyrics. The stored duration (seconds) goes back as is: the client compares it with
     * the media duration and drops sync beyond 12 s (§4.14). No provider import: 404 when none is stored.
     */
    async forTrack(trackId: number): Promise<Omit<LyricsResponse, 'status'>> {
      const row = await repo.byTrack(trackId)
      if (!row) throw notFound()
      return { is_synced: row.isSynced, duration: row.duration, lines: parseLyrics(row.text, row.isSynced) }
    },
  }
}

export type LyricsService = ReturnType<typeof makeLyricsService>
