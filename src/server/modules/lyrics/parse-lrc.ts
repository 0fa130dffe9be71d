import type { LyricLine } from '../../../shared/contracts/lyrics'

const TIME_TAG = /\[(\d{1,3}):(\d{1,2}(?:[.:]\d{1,3})?)\]/g
const META_TAG = /^\[(ar|ti|al|by|offset|length|re|ve|au|#):[^\]]*\]$/i

/**
 * §2.8: `[mm:ss.xx] text` lines -> `{time (s), text}`, sorted by time. A line with several time tags
 * repeats at each; ID tags (`[ar:...]`) are dropped. Unsynced text becomes lines without `time`.
 */
export function parseLyrics(text: string, isSynced: boolean): LyricLine[] {
  const raw = text.replace(/\r\n?/g, '\n').split('\n')
  if (!isSynced) return raw.map((l) => l.trim()).filter((l) => l !== '').map((t) => ({ text: t }))

  const lines: LyricLine[] = []
  for (const line of raw) {
    const trimmed = line.trim()
    if (!trimmed || META_TAG.test(trimmed)) continue
    const times = [...trimmed.matchAll(TIME_TAG)].map((m) => Number(m[1]) * 60 + Number(m[2]!.replace(':', '.')))
    const body = trimmed.replace(TIME_TAG, '').trim()
    if (times.length === 0) {
      if (body) lines.push({ text: body })
      continue
    }
    for (const time of times) lines.push({ time: Math.round(time * 100) / 100, text: body })
  }
  return lines.sort((a, b) => (a.time ?? 0) - (b.time ?? 0))
}
