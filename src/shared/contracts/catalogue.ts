import { z } from 'zod'
import { GenreSchema } from './genres'
import { UserRefSchema } from './user-ref'

/**
 * The catalogue's core models (music-catalog §1-§2): Track, Album and Artist with the tags they carry,
 * serialised snake_case as the spec writes them, each with `model_type`. Track, Album and Artist are
 * mutually recursive through getters (zod 4 style), so they share this file. Durations are
 * milliseconds. Image values are storage paths such as `storage/track_image/x.png`, served at `/<value>`.
 *
 * Hidden fields (§2.1/§2.2): `src` and `spotify_popularity` are only sent when the request carries the
 * header `X-Encore-Client: web` (our own web client) or the viewer is an admin.
 */

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

export const TagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
  type: z.string(),
  model_type: z.literal('tag'),
})
export type Tag = z.infer<typeof TagSchema>

export const ArtistProfileSchema = z.object({
  description: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
})
export const ProfileImageSchema = z.object({ id: z.number().int(), url: z.string() })
export const ProfileLinkSchema = z.object({ id: z.number().int(), url: z.string(), title: z.string().nullable() })

// ---------------------------------------------------------------------------------------------------
// Track, Album, Artist (mutually recursive through getters; zod 4 style)

/** EBU R128 figures and ReplayGain 2.0 gains (reference -18 LUFS), in LUFS, dBTP and dB. */
export const TrackLoudnessSchema = z.object({
  lufs: z.number(),
  true_peak: z.number(),
  track_gain: z.number(),
  album_gain: z.number().nullable(),
})
export type TrackLoudness = z.infer<typeof TrackLoudnessSchema>
export const AlbumLoudnessSchema = z.object({ lufs: z.number(), album_gain: z.number() })

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
  /**
   * Playlist context only: who added the track (issue 24, collaborative playlists), through the
   * USER_REF_FIELDS allow-list; null when that account is gone.
   */
  added_by: UserRefSchema.nullable().optional(),
  /** `trackPage` (description) and `editTrackPage` (both, for the edit form) loaders only: hidden elsewhere. */
  description: z.string().nullable().optional(),
  lyrics: z.string().nullable().optional(),
  /** Once the loudness job measured the file (decision 0024); the player's ReplayGain setting applies it. */
  loudness: TrackLoudnessSchema.optional(),
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
  /** Once the loudness job measured its tracks (decision 0024). */
  loudness: AlbumLoudnessSchema.optional(),
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

export const LoaderQuerySchema = z.object({ loader: z.string().max(50).optional() })

