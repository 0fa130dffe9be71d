import type { LyricLine, LyricsResponse } from '../../../shared/contracts/lyrics'
import { parseLrc } from '../../../shared/lib/lrc'

// The one LRC parser is shared with the server (src/shared/lib/lrc.ts).
export { parseLrc }

/**
 * The lines to show and whether they are timed: the server's synced lines as they are, or unsynced text
 * that is LRC after all (stored without the synced flag), parsed here.
 */
export function timedLyrics(data: Pick<LyricsResponse, 'is_synced' | 'lines'>): { lines: LyricLine[]; timed: boolean } {
  if (data.is_synced) return { lines: data.lines, timed: data.lines.some((l) => l.time !== undefined) }
  const parsed = parseLrc(data.lines.map((l) => l.text).join('\n'))
  return parsed ? { lines: parsed, timed: true } : { lines: data.lines, timed: false }
}
