import { trimSlash, type ProviderHttp } from './provider-http'

interface LastfmImage {
  '#text': string
  size: string
}

/** Last.fm API 2.0 (`artist.getInfo`, `artist.getSimilar`), key from the `lastfm_api_key` server setting. */
export function makeLastfmClient(http: ProviderHttp, apiKey: () => Promise<string | null>, baseUrl = 'https://ws.audioscrobbler.com/2.0') {
  const base = trimSlash(baseUrl)
  async function call<T>(method: string, params: Record<string, string>): Promise<T | null> {
    const key = await apiKey()
    if (!key) return null
    const query = new URLSearchParams({ method, ...params, api_key: key, format: 'json', autocorrect: '1' })
    const body = await http.json<T & { error?: number }>('lastfm', `${base}/?${query}`)
    return body && body.error === undefined ? body : null
  }

  return {
    async artistInfo(name: string): Promise<{ image: string | null; bio: string | null } | null> {
      const body = await call<{ artist?: { image?: LastfmImage[]; bio?: { summary?: string } } }>('artist.getInfo', { artist: name })
      if (!body?.artist) return null
      const images = body.artist.image ?? []
      const image = (images.find((i) => i.size === 'extralarge') ?? images.at(-1))?.['#text'] || null
      // The summary ends with a "Read more on Last.fm" link: kept as text only.
      const bio = body.artist.bio?.summary?.replace(/<a [^>]*>.*?<\/a>\.?/g, '').trim() || null
      return { image, bio }
    },
    async similar(name: string, limit: number): Promise<string[]> {
      const body = await call<{ similarartists?: { artist?: Array<{ name: string }> } }>('artist.getSimilar', { artist: name, limit: String(limit) })
      return (body?.similarartists?.artist ?? []).map((a) => a.name)
    },
  }
}

export type LastfmClient = ReturnType<typeof makeLastfmClient>
