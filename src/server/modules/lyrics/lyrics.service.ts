import type { LyricsResponse } from '../../../shared/contracts/lyrics'
import { notFound } from '../../lib/http-errors'
import type { LyricsImport } from '../providers/index'
import type { LyricsRepo } from './lyrics.repo'
import { parseLyrics } from './parse-lrc'

export function makeLyricsService({ repo, lyricsImport }: { repo: LyricsRepo; lyricsImport?: Pick<LyricsImport, 'importFor'> }) {
  return {
    /**
     * GET tracks/{id}/lyrics. The stored duration (seconds) goes back as is: the client compares it with
     * the media duration and drops sync beyond 12 s (§4.14). None stored: imported from LRCLIB when
     * `player.lyrics_automate` is on (decision 0032), else (or when none is found) 404.
     */
    async forTrack(trackId: number): Promise<Omit<LyricsResponse, 'status'>> {
      let row = await repo.byTrack(trackId)
      if (!row && lyricsImport && (await lyricsImport.importFor(trackId))) row = await repo.byTrack(trackId)
      if (!row) throw notFound()
      return { is_synced: row.isSynced, duration: row.duration, lines: parseLyrics(row.text, row.isSynced) }
    },
  }
}

export type LyricsService = ReturnType<typeof makeLyricsService>
