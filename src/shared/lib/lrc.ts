import type { LyricLine } from '../contracts/lyrics'

/**
 * The one LRC parser (music-catalog §2.8), used by the server when it stores and serves lyrics and by the
 * client for unsynced text that is LRC after all, and by the admin lyrics form's LRC import.
 */

/** `[mm:ss]`, `[mm:ss.x]`, `[mm:ss.xx]` or `[mm:ss.xxx]` (some tools write `[mm:ss:xx]`). */
const TIME_TAG = /\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/g
const LEADING_TIME_TAG = /^\s*\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\]/
/** ID tags such as `[ar:Artist]`; `[offset:+/-ms]` is the one that changes the times. */
const ID_TAG = /^\s*\[([a-z#]+):([^\]]*)\]\s*$/i

const seconds = (minutes: string, secs: string, fraction: string | undefined) =>
  Number(minutes) * 60 + Number(secs) + (fraction ? Number(fraction) / 10 ** fraction.length : 0)

const nonEmptyLines = (text: string) => text.replace(/\r\n?/g, '\n').split('\n').filter((l) => l.trim() !== '')

/** The lines without ID tags, and the `[offset:ms]` in seconds (positive shows lines earlier). */
function splitTags(text: string): { body: string[]; offset: number } {
  let offset = 0
  const body: string[] = []
  for (const line of nonEmptyLines(text)) {
    const id = ID_TAG.exec(line)
    if (!id) body.push(line)
    else if (id[1]!.toLowerCase() === 'offset') offset = Number(id[2]!.trim()) / 1000 || 0
  }
  return { body, offset }
}

/**
 * Timed lines of the body in time order; a line with several tags repeats at each time. Text without a
 * time tag is kept as an untimed line (sorted as time 0) when `keepUntimed`, else dropped.
 */
function timedLines(body: string[], offset: number, keepUntimed: boolean): LyricLine[] {
  const lines: LyricLine[] = []
  for (const line of body) {
    const text = line.replace(TIME_TAG, '').trim()
    const tags = [...line.matchAll(TIME_TAG)]
    if (tags.length === 0) {
      if (keepUntimed && text) lines.push({ text })
      continue
    }
    for (const m of tags) {
      const time = Math.max(0, seconds(m[1]!, m[2]!, m[3]) - offset)
      lines.push({ time: Math.round(time * 1000) / 1000, text })
    }
  }
  return lines.sort((a, b) => (a.time ?? 0) - (b.time ?? 0))
}

/** True when at least half of the text's lines (ID tags aside) start with a time tag. */
export function isLrc(text: string): boolean {
  const { body } = splitTags(text)
  const timed = body.filter((l) => LEADING_TIME_TAG.test(l)).length
  return timed > 0 && timed * 2 >= body.length
}

/** LRC text -> timed lines in time order, or null when the text is not LRC (see isLrc). */
export function parseLrc(text: string): LyricLine[] | null {
  if (!isLrc(text)) return null
  const { body, offset } = splitTags(text)
  return timedLines(body, offset, false)
}

/**
 * Stored lyrics -> lines: synced text as timed lines (untimed text kept without `time`), unsynced text as
 * its non-empty lines.
 */
export function parseLyrics(text: string, isSynced: boolean): LyricLine[] {
  if (!isSynced) return nonEmptyLines(text).map((l) => ({ text: l.trim() }))
  const { body, offset } = splitTags(text)
  return timedLines(body, offset, true)
}
