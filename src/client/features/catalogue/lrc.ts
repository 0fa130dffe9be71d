import type { LyricLine, LyricsResponse } from '../../../shared/contracts/lyrics'

/** `[mm:ss]`, `[mm:ss.x]`, `[mm:ss.xx]` or `[mm:ss.xxx]` (some tools write `[mm:ss:xx]`). */
const TIME_TAG = /\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/g
const LEADING_TIME_TAG = /^\s*\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\]/
/** ID tags such as `[ar:Artist]`; `[offset:+/-ms]` is the one that changes the times. */
const ID_TAG = /^\s*\[([a-z#]+):([^\]]*)\]\s*$/i

const seconds = (minutes: string, secs: string, fraction: string | undefined) =>
  Number(minutes) * 60 + Number(secs) + (fraction ? Number(fraction) / 10 ** fraction.length : 0)

/**
 * LRC text -> timed lines in time order, or null when the text is not LRC (fewer than half of its lines
 * start with a time tag). A line with several tags repeats at each time; a positive `[offset:ms]` shows
 * the lines that much earlier, as LRC players do.
 */
export function parseLrc(text: string): LyricLine[] | null {
  const raw = text.replace(/\r\n?/g, '\n').split('\n').filter((l) => l.trim() !== '')
  let offset = 0
  const body: string[] = []
  for (const line of raw) {
    const id = ID_TAG.exec(line)
    if (!id) body.push(line)
    else if (id[1]!.toLowerCase() === 'offset') offset = Number(id[2]!.trim()) / 1000 || 0
  }
  const timedCount = body.filter((l) => LEADING_TIME_TAG.test(l)).length
  if (timedCount === 0 || timedCount * 2 < body.length) return null
  const lines: LyricLine[] = []
  for (const line of body) {
    const text = line.replace(TIME_TAG, '').trim()
    for (const m of line.matchAll(TIME_TAG)) {
      const time = Math.max(0, seconds(m[1]!, m[2]!, m[3]) - offset)
      lines.push({ time: Math.round(time * 1000) / 1000, text })
    }
  }
  return lines.sort((a, b) => a.time! - b.time!)
}

/**
 * The lines to show and whether they are timed: the server's synced lines as they are, or unsynced text
 * that is LRC after all (stored without the synced flag), parsed here.
 */
export function timedLyrics(data: Pick<LyricsResponse, 'is_synced' | 'lines'>): { lines: LyricLine[]; timed: boolean } {
  if (data.is_synced) return { lines: data.lines, timed: data.lines.some((l) => l.time !== undefined) }
  const parsed = parseLrc(data.lines.map((l) => l.text).join('\n'))
  return parsed ? { lines: parsed, timed: true } : { lines: data.lines, timed: false }
}
