import { z } from 'zod'

/**
 * Catalogue contracts (music-catalog §1-§3.1): the serialised Track, Album, Artist, Genre, Tag, Lyrics
 * and the detail/list responses. JSON is snake_case as the spec writes it; every model carries
 * `model_type`. Durations are milliseconds except lyrics (seconds). Image values are storage paths such
 * as `storage/track_image/x.png`, served at `/<value>`.
 *
 * Hidden fields (§2.1/§2.2): `src` and `spotify_popularity` are only sent when the request carries the
 * header `X-Encore-Client: web` (our own web client) or the viewer is an admin.
 */

export const ENCORE_CLIENT_HEADER = 'x-encore-client'
export const ENCORE_CLIENT_WEB = 'web'

export const ModelTypeSchema = z.enum([
  'track',
  'album',
  'artist',
  'playlist',
  'genre',
  'tag',
  'channel',
  'user',
  'lyric',
  'backstageRequest',
  'comment',
  'customPage',
])
export type ModelType = z.infer<typeof ModelTypeSchema>

// ---------------------------------------------------------------------------------------------------
// Pagination (§1.2)

export const PaginateModeSchema = z.enum(['simple', 'lengthAware'])

/** `{data, current_page, per_page, from, to, next_page?, prev_page?, total?, last_page?}`. */
export function paginationOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    next_page: z.number().int().nullable().optional(),
    prev_page: z.number().int().nullable().optional(),
    /** Keyset-paged lists: pass it back as `cursor` (with the next `page`) to seek instead of offsetting. */
    next_cursor: z.string().nullable().optional(),
    /** Only with `paginate=lengthAware`. */
    total: z.number().int().optional(),
    last_page: z.number().int().optional(),
  })
}
export interface Pagination<T> {
  data: T[]
  current_page: number
  per_page: number
  from: number | null
  to: number | null
  next_page?: number | null
  prev_page?: number | null
  next_cursor?: string | null
  total?: number
  last_page?: number
}

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
  paginate: PaginateModeSchema.default('simple'),
  /** `next_cursor` of the previous page, on keyset-paged lists; others ignore it. */
  cursor: z.string().max(400).optional(),
})
export type PageQuery = z.infer<typeof PageQuerySchema>

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2147483647) })

// ---------------------------------------------------------------------------------------------------
// Small models

export const GenreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
  image: z.string().nullable(),
  popularity: z.number().int().nullable(),
  model_type: z.literal('genre'),
})
export type Genre = z.infer<typeof GenreSchema>

export const TagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
  type: z.string(),
  model_type: z.literal('tag'),
})
export type Tag = z.infer<typeof TagSchema>

/** Compact user as shown in follower lists and comments. */
export const UserRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  model_type: z.literal('user'),
})
export type UserRef = z.infer<typeof UserRefSchema>

export const PlaylistRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  public: z.boolean(),
  owner_id: z.number().int(),
  plays: z.number().int(),
  model_type: z.literal('playlist'),
})
export type PlaylistRef = z.infer<typeof PlaylistRefSchema>

export const ArtistProfileSchema = z.object({
  description: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
})
export const ProfileImageSchema = z.object({ id: z.number().int(), url: z.string() })
export const ProfileLinkSchema = z.object({ id: z.number().int(), url: z.string(), title: z.string().nullable() })

// ---------------------------------------------------------------------------------------------------
// Track, Album, Artist (mutually recursive through getters; zod 4 style)

export const TrackSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.number().int().nullable(),
  /** Milliseconds. */
  duration: z.number().int().nullable(),
  /** Track image, falling back to the album image. */
  image: z.string().nullable(),
  plays: z.number().int(),
  owner_id: z.number().int().nullable(),
  created_at: z.string(),
  model_type: z.literal('track'),
  /** Hidden unless `X-Encore-Client: web` or admin. */
  src: z.string().nullable().optional(),
  spotify_popularity: z.number().int().nullable().optional(),
  likes_count: z.number().int().optional(),
  reposts_count: z.number().int().optional(),
  comments_count: z.number().int().optional(),
  plays_count: z.number().int().optional(),
  /** Album page only (§4.9): 0-100. */
  popularity: z.number().optional(),
  /** Library and history only (ISO time). */
  added_at: z.string().optional(),
  /** Playlist context only. */
  position: z.number().int().optional(),
  /** `editTrackPage` loader only: the hidden description and the lyric text, for the edit form. */
  description: z.string().nullable().optional(),
  lyrics: z.string().nullable().optional(),
  get artists() {
    return z.array(ArtistSchema).optional()
  },
  get album() {
    return AlbumSchema.nullable().optional()
  },
  genres: z.array(GenreSchema).optional(),
  tags: z.array(TagSchema).optional(),
})
export type Track = z.infer<typeof TrackSchema>

export const AlbumSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  release_date: z.string().nullable(),
  image: z.string().nullable(),
  plays: z.number().int(),
  owner_id: z.number().int().nullable(),
  created_at: z.string(),
  model_type: z.literal('album'),
  spotify_popularity: z.number().int().nullable().optional(),
  tracks_count: z.number().int().optional(),
  likes_count: z.number().int().optional(),
  reposts_count: z.number().int().optional(),
  comments_count: z.number().int().optional(),
  plays_count: z.number().int().optional(),
  /** `editAlbumPage` loader only (hidden by default, §2.2). */
  description: z.string().nullable().optional(),
  get artists() {
    return z.array(ArtistSchema).optional()
  },
  get tracks() {
    return z.array(TrackSchema).optional()
  },
  genres: z.array(GenreSchema).optional(),
  tags: z.array(TagSchema).optional(),
})
export type Album = z.infer<typeof AlbumSchema>

export const ArtistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image_small: z.string().nullable(),
  verified: z.boolean(),
  plays: z.number().int(),
  views: z.number().int(),
  spotify_followers: z.number().int().nullable(),
  created_at: z.string(),
  model_type: z.literal('artist'),
  /** Pivot flag when listed on a track or album (primary artist first). */
  primary: z.boolean().optional(),
  likes_count: z.number().int().optional(),
  albums_count: z.number().int().optional(),
  genres: z.array(GenreSchema).optional(),
  profile: ArtistProfileSchema.nullable().optional(),
  profile_images: z.array(ProfileImageSchema).optional(),
  links: z.array(ProfileLinkSchema).optional(),
  get top_tracks() {
    return z.array(TrackSchema).optional()
  },
  get similar() {
    return z.array(ArtistSchema).optional()
  },
})
export type Artist = z.infer<typeof ArtistSchema>

// ---------------------------------------------------------------------------------------------------
// Requests and responses

export const LoaderQuerySchema = z.object({ loader: z.string().max(50).optional() })

export const AlbumLayoutSchema = z.enum(['list', 'grid'])

/** GET artists/{id}: `loader=artistPage` fills albums (5 with tracks) and top tracks. */
export const ArtistResponseSchema = z.object({
  status: z.literal('success'),
  artist: ArtistSchema,
  loader: z.string(),
  /** From cookie `artistPage-albumLayout`, else `player.default_artist_view`. */
  selectedAlbumLayout: AlbumLayoutSchema,
  albums: paginationOf(AlbumSchema).optional(),
  tracks: paginationOf(TrackSchema).optional(),
})
export type ArtistResponse = z.infer<typeof ArtistResponseSchema>

export const ArtistAlbumsQuerySchema = PageQuerySchema.extend({
  albumsPerPage: z.coerce.number().int().min(1).max(50).optional(),
  loadAlbumTracks: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
})

export const AlbumResponseSchema = z.object({ status: z.literal('success'), album: AlbumSchema, loader: z.string() })
export type AlbumResponse = z.infer<typeof AlbumResponseSchema>

export const TrackResponseSchema = z.object({ status: z.literal('success'), track: TrackSchema, loader: z.string() })
export type TrackResponse = z.infer<typeof TrackResponseSchema>

export const TracksPageResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(TrackSchema) })
export type TracksPageResponse = z.infer<typeof TracksPageResponseSchema>
export const AlbumsPageResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(AlbumSchema) })
export type AlbumsPageResponse = z.infer<typeof AlbumsPageResponseSchema>
export const UsersPageResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(UserRefSchema) })
export type UsersPageResponse = z.infer<typeof UsersPageResponseSchema>
export const GenresPageResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(GenreSchema) })
export type GenresPageResponse = z.infer<typeof GenresPageResponseSchema>

export const GenresQuerySchema = PageQuerySchema.extend({
  query: z.string().max(100).optional(),
  order: z.enum(['popularity:desc', 'name:asc', 'created_at:desc']).default('popularity:desc'),
})

/** GET landing/artists: the 8 most viewed artists. */
export const LandingArtistsResponseSchema = z.object({ status: z.literal('success'), artists: z.array(ArtistSchema) })
export type LandingArtistsResponse = z.infer<typeof LandingArtistsResponseSchema>

export const WaveCommentSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  /** Percent 0-100 along the track. */
  position: z.number().int(),
  created_at: z.string(),
  user: UserRefSchema,
  model_type: z.literal('comment'),
})
export const WaveResponseSchema = z.object({
  status: z.literal('success'),
  /** Bars `[x, y, width, height]` (§4.10). */
  waveData: z.array(z.array(z.number())),
  comments: z.array(WaveCommentSchema),
})
export type WaveResponse = z.infer<typeof WaveResponseSchema>

export const LyricsQuerySchema = z.object({ duration: z.coerce.number().min(0).max(86400).optional() })
export const LyricLineSchema = z.object({
  /** Seconds; absent on unsynced lines. */
  time: z.number().optional(),
  text: z.string(),
})
export const LyricsResponseSchema = z.object({
  status: z.literal('success'),
  is_synced: z.boolean(),
  /** Seconds (the lyric's stored duration); the client disables sync beyond 12 s difference. */
  duration: z.number().int().nullable(),
  lines: z.array(LyricLineSchema),
})
export type LyricsResponse = z.infer<typeof LyricsResponseSchema>
export type LyricLine = z.infer<typeof LyricLineSchema>

export const TagParamsSchema = z.object({ tagName: z.string().min(1).max(100) })
export const TagTracksResponseSchema = z.object({
  status: z.literal('success'),
  tag: TagSchema,
  pagination: paginationOf(TrackSchema),
})
export type TagTracksResponse = z.infer<typeof TagTracksResponseSchema>
export const TagAlbumsResponseSchema = z.object({
  status: z.literal('success'),
  tag: TagSchema,
  pagination: paginationOf(AlbumSchema),
})
export type TagAlbumsResponse = z.infer<typeof TagAlbumsResponseSchema>
