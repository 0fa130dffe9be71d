import { trimSlash, type ProviderHttp } from './provider-http'

export interface SpotifyImage {
  url: string
  width?: number | null
}
export interface SpotifyArtist {
  id: string
  name: string
  popularity?: number
  followers?: { total?: number }
  images?: SpotifyImage[]
  genres?: string[]
}
export interface SpotifyArtistRef {
  id: string
  name: string
}
export interface SpotifyTrack {
  id: string
  name: string
  duration_ms: number
  track_number?: number
  popularity?: number
  artists: SpotifyArtistRef[]
  album?: SpotifyAlbumRef
}
export interface SpotifyAlbumRef {
  id: string
  name: string
  release_date?: string
  images?: SpotifyImage[]
  artists?: SpotifyArtistRef[]
}
export interface SpotifyAlbum extends SpotifyAlbumRef {
  popularity?: number
  tracks?: { items?: SpotifyTrack[] }
}

/** The access token lives an hour (music-catalog §6); renewed a minute early. */
const TOKEN_MARGIN_MS = 60_000

/**
 * Spotify Web API with the client-credentials flow (`POST /api/token` on the accounts host). The
 * credentials are read per call, so a changed key applies without a restart.
 */
export function makeSpotifyClient(
  http: ProviderHttp,
  credentials: () => Promise<{ id: string; secret: string } | null>,
  urls: { api?: string; accounts?: string } = {},
  now: () => number = Date.now,
) {
  const api = trimSlash(urls.api ?? 'https://api.spotify.com') + '/v1'
  const accounts = trimSlash(urls.accounts ?? 'https://accounts.spotify.com')
  let cached: { key: string; token: string; expires: number } | null = null

  async function token(): Promise<string | null> {
    const creds = await credentials()
    if (!creds) return null
    const key = `${creds.id}:${creds.secret}`
    if (cached && cached.key === key && cached.expires > now()) return cached.token
    const body = await http.json<{ access_token?: string; expires_in?: number }>('spotify', `${accounts}/api/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(key).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
    if (!body?.access_token) return null
    cached = { key, token: body.access_token, expires: now() + (body.expires_in ?? 3600) * 1000 - TOKEN_MARGIN_MS }
    return cached.token
  }

  async function get<T>(path: string): Promise<T | null> {
    const bearer = await token()
    if (!bearer) return null
    return http.json<T>('spotify', `${api}${path}`, { headers: { authorization: `Bearer ${bearer}` } })
  }

  return {
    artist: (id: string) => get<SpotifyArtist>(`/artists/${encodeURIComponent(id)}`),
    async searchArtist(name: string): Promise<SpotifyArtist | null> {
      const body = await get<{ artists?: { items?: SpotifyArtist[] } }>(`/search?type=artist&limit=5&q=${encodeURIComponent(name)}`)
      const items = body?.artists?.items ?? []
      return items.find((a) => a.name.toLowerCase() === name.toLowerCase()) ?? null
    },
    async relatedArtists(id: string): Promise<SpotifyArtist[]> {
      return (await get<{ artists?: SpotifyArtist[] }>(`/artists/${encodeURIComponent(id)}/related-artists`))?.artists ?? []
    },
    track: (id: string) => get<SpotifyTrack>(`/tracks/${encodeURIComponent(id)}`),
    album: (id: string) => get<SpotifyAlbum>(`/albums/${encodeURIComponent(id)}`),
    /** Full albums, 20 ids per request (the API's limit). */
    async albums(ids: string[]): Promise<SpotifyAlbum[]> {
      const out: SpotifyAlbum[] = []
      for (let i = 0; i < ids.length; i += 20) {
        const body = await get<{ albums?: Array<SpotifyAlbum | null> }>(`/albums?ids=${ids.slice(i, i + 20).map(encodeURIComponent).join(',')}`)
        out.push(...(body?.albums ?? []).filter((a): a is SpotifyAlbum => a !== null))
      }
      return out
    },
    /** The artist's albums and singles (one page of 50). */
    async artistAlbumIds(id: string): Promise<string[]> {
      const body = await get<{ items?: Array<{ id: string }> }>(`/artists/${encodeURIComponent(id)}/albums?include_groups=album,single&limit=50`)
      return (body?.items ?? []).map((a) => a.id)
    },
  }
}

export type SpotifyClient = ReturnType<typeof makeSpotifyClient>

/** The widest image and a small one (~300 px) of a Spotify image list. */
export function pickImages(images: SpotifyImage[] = []): { large: string | null; small: string | null } {
  const sorted = [...images].sort((a, b) => (b.width ?? 0) - (a.width ?? 0))
  const small = sorted.find((i) => (i.width ?? 0) <= 320) ?? sorted.at(-1)
  return { large: sorted[0]?.url ?? null, small: small?.url ?? null }
}
