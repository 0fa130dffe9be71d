import { z } from 'zod'
import { trimSlash, type ProviderHttp } from './provider-http'

/** Last.fm answers some errors with 200 and `{ error, message }`: every answer may carry `error`. */
const answer = <S extends z.ZodRawShape>(shape: S) => z.object({ ...shape, error: z.unknown().optional() })

const InfoSchema = answer({
  artist: z.object({
    image: z.array(z.object({ '#text': z.string(), size: z.string() })).optional(),
    bio: z.object({ summary: z.string().optional() }).optional(),
  }).optional(),
})
const SimilarArtist = z.object({ name: z.string() })
// Last.fm's JSON comes from its XML: a list of one arrives as the object itself.
const SimilarSchema = answer({
  similarartists: z.object({ artist: z.union([z.array(SimilarArtist), SimilarArtist.transform((one) => [one])]).optional() }).optional(),
})

/** Last.fm API 2.0 (`artist.getInfo`, `artist.getSimilar`), key from the `lastfm_api_key` server setting. */
export function makeLastfmClient(http: ProviderHttp, apiKey: () => Promise<string | null>, baseUrl = 'https://ws.audioscrobbler.com/2.0') {
  const base = trimSlash(baseUrl)
  async function call<S extends z.ZodType<{ error?: unknown }>>(method: string, params: Record<string, string>, schema: S): Promise<z.output<S> | null> {
    const key = await apiKey()
    if (!key) return null
    const query = new URLSearchParams({ method, ...params, api_key: key, format: 'json', autocorrect: '1' })
    const body = await http.json('lastfm', `${base}/?${query}`, schema)
    return body && body.error === undefined ? body : null
  }

  return {
    async artistInfo(name: string): Promise<{ image: string | null; bio: string | null } | null> {
      const body = await call('artist.getInfo', { artist: name }, InfoSchema)
      if (!body?.artist) return null
      const images = body.artist.image ?? []
      const image = (images.find((i) => i.size === 'extralarge') ?? images.at(-1))?.['#text'] || null
      // The summary ends with a "Read more on Last.fm" link: kept as text only.
      const bio = body.artist.bio?.summary?.replace(/<a [^>]*>.*?<\/a>\.?/g, '').trim() || null
      return { image, bio }
    },
    async similar(name: string, limit: number): Promise<string[]> {
      const body = await call('artist.getSimilar', { artist: name, limit: String(limit) }, SimilarSchema)
      return (body?.similarartists?.artist ?? []).map((a) => a.name)
    },
  }
}

export type LastfmClient = ReturnType<typeof makeLastfmClient>
