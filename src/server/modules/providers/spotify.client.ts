import { z } from 'zod'
import { trimSlash, type ProviderHttp } from './provider-http'

// The Web API's objects, only the fields the artist sync and the import read.
const ImageSchema = z.object({ url: z.string(), width: z.number().nullish() })
const ArtistRefSchema = z.object({ id: z.string(), name: z.string() })
const ArtistSchema = ArtistRefSchema.extend({
  popularity: z.number().optional(),
  followers: z.object({ total: z.number().optional() }).optional(),
  images: z.array(ImageSchema).optional(),
})
const AlbumRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  release_date: z.string().optional(),
  images: z.array(ImageSchema).optional(),
  artists: z.array(ArtistRefSchema).optional(),
})
const TrackSchema = z.object({
  id: z.string(),
  name: z.string(),
  duration_ms: z.number(),
  track_number: z.number().optional(),
  popularity: z.number().optional(),
  artists: z.array(ArtistRefSchema),
  album: AlbumRefSchema.optional(),
})
const AlbumSchema = AlbumRefSchema.extend({ popularity: z.number().optional(), tracks: z.object({ items: z.array(TrackSchema).optional() }).optional() })
const TokenSchema = z.object({ access_token: z.string().optional(), expires_in: z.number().optional() })
const ArtistSearchSchema = z.object({ artists: z.object({ items: z.array(ArtistSchema).optional() }).optional() })
const RelatedSchema = z.object({ artists: z.array(ArtistSchema).optional() })
/** `GET /albums?ids=`: an unknown id is null. */
const AlbumsSchema = z.object({ albums: z.array(AlbumSchema.nullable()).optional() })
const AlbumIdsSchema = z.object({ items: z.array(z.object({ id: z.string() })).optional() })

export type SpotifyImage = z.infer<typeof ImageSchema>
export type SpotifyArtistRef = z.infer<typeof ArtistRefSchema>
export type SpotifyArtist = z.infer<typeof ArtistSchema>
export type SpotifyAlbum = z.infer<typeof AlbumSchema>

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
    const body = await http.json('spotify', `${accounts}/api/token`, TokenSchema, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(key).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
    if (!body?.access_token) return null
    cached = { key, token: body.access_token, expires: now() + (body.expires_in ?? 3600) * 1000 - TOKEN_MARGIN_MS }
    return cached.token
  }

  async function get<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S> | null> {
    const bearer = await token()
    if (!bearer) return null
    return http.json('spotify', `${api}${path}`, schema, { headers: { authorization: `Bearer ${bearer}` } })
  }

  return {
    artist: (id: string) => get(`/artists/${encodeURIComponent(id)}`, ArtistSchema),
    async searchArtist(name: string): Promise<SpotifyArtist | null> {
      const body = await get(`/search?type=artist&limit=5&q=${encodeURIComponent(name)}`, ArtistSearchSchema)
      const items = body?.artists?.items ?? []
      return items.find((a) => a.name.toLowerCase() === name.toLowerCase()) ?? null
    },
    async relatedArtists(id: string): Promise<SpotifyArtist[]> {
      return (await get(`/artists/${encodeURIComponent(id)}/related-artists`, RelatedSchema))?.artists ?? []
    },
    track: (id: string) => get(`/tracks/${encodeURIComponent(id)}`, TrackSchema),
    album: (id: string) => get(`/albums/${encodeURIComponent(id)}`, AlbumSchema),
    /** Full albums, 20 ids per request (the API's limit). */
    async albums(ids: string[]): Promise<SpotifyAlbum[]> {
      const out: SpotifyAlbum[] = []
      for (let i = 0; i < ids.length; i += 20) {
        const body = await get(`/albums?ids=${ids.slice(i, i + 20).map(encodeURIComponent).join(',')}`, AlbumsSchema)
        out.push(...(body?.albums ?? []).filter((a): a is SpotifyAlbum => a !== null))
      }
      return out
    },
    /** The artist's albums and singles (one page of 50). */
    async artistAlbumIds(id: string): Promise<string[]> {
      const body = await get(`/artists/${encodeURIComponent(id)}/albums?include_groups=album,single&limit=50`, AlbumIdsSchema)
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
