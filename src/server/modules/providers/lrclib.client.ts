import { z } from 'zod'
import { trimSlash, type ProviderHttp } from './provider-http'

/** An `/api/search` record: the fields the import reads (duration in seconds). */
const LrclibRecordSchema = z.object({ duration: z.number().nullable(), plainLyrics: z.string().nullable(), syncedLyrics: z.string().nullable() })
export type LrclibRecord = z.infer<typeof LrclibRecordSchema>

/** LRCLIB `GET /api/search` (no key); music-catalog §2 lyrics import. */
export function makeLrclibClient(http: ProviderHttp, baseUrl = 'https://lrclib.net') {
  const base = trimSlash(baseUrl)
  return {
    async search(track: string, artist: string): Promise<LrclibRecord[]> {
      const query = new URLSearchParams({ track_name: track, artist_name: artist })
      const body = await http.json('lrclib', `${base}/api/search?${query}`, z.array(LrclibRecordSchema), { headers: { 'user-agent': 'Encore (https://github.com/encore)' } })
      return body ?? []
    },
  }
}

export type LrclibClient = ReturnType<typeof makeLrclibClient>

/** music-catalog §2: the title without "- 2011 Remastered", "(feat. …)" and the like. */
export function cleanTitle(title: string): string {
  return title
    .replace(/\s*[([](?:feat\.?|ft\.?|featuring|with)\s[^)\]]*[)\]]/gi, '')
    .replace(/\s+-\s+(?:\d{4}\s+)?(?:remaster(?:ed)?|remix|live|mono|stereo|single version|radio edit)(?:\s+\d{4})?(?:\s+version)?\s*$/i, '')
    .replace(/\s+(?:feat\.?|ft\.?)\s.*$/i, '')
    .trim()
}

/** The candidate with lyrics whose duration (seconds) is closest to the track's (ms). */
export function closestByDuration(records: LrclibRecord[], durationMs: number | null): LrclibRecord | null {
  const withLyrics = records.filter((r) => r.syncedLyrics || r.plainLyrics)
  if (durationMs === null) return withLyrics[0] ?? null
  const seconds = durationMs / 1000
  return withLyrics.reduce<LrclibRecord | null>((best, r) => (best === null || Math.abs((r.duration ?? Infinity) - seconds) < Math.abs((best.duration ?? Infinity) - seconds) ? r : best), null)
}
