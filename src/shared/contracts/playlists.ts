import { z } from 'zod'
import { IdsParamsSchema, idSchema } from './ids'
import { TrackSchema } from './catalogue'
import { PageQuerySchema, paginationOf } from './pagination'
import { UserRefSchema } from './user-ref'

/** Playlists (music-catalog §2.5, §3.2). Limits from §6: name 3–250 (unique per owner), description 20–170. */

export const PLAYLIST_NAME_MIN = 3
export const PLAYLIST_NAME_MAX = 250
export const PLAYLIST_DESCRIPTION_MIN = 20
export const PLAYLIST_DESCRIPTION_MAX = 170

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

export const PlaylistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Null for default placeholder paths (§2.5). */
  image: z.string().nullable(),
  public: z.boolean(),
  collaborative: z.boolean(),
  owner_id: z.number().int(),
  views: z.number().int(),
  plays: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  model_type: z.literal('playlist'),
  owner: UserRefSchema.optional(),
  editors: z.array(UserRefSchema).optional(),
  tracks_count: z.number().int().optional(),
})
export type Playlist = z.infer<typeof PlaylistSchema>

const optionalBool = z.boolean().optional()

export const CreatePlaylistInputSchema = z.object({
  name: z.string().trim().min(PLAYLIST_NAME_MIN).max(PLAYLIST_NAME_MAX),
  description: z.string().trim().min(PLAYLIST_DESCRIPTION_MIN).max(PLAYLIST_DESCRIPTION_MAX).nullable().optional(),
  public: optionalBool,
  collaborative: optionalBool,
  image: z.string().trim().max(2000).nullable().optional(),
})
export type CreatePlaylistInput = z.infer<typeof CreatePlaylistInputSchema>
export const UpdatePlaylistInputSchema = CreatePlaylistInputSchema.partial()
export type UpdatePlaylistInput = z.infer<typeof UpdatePlaylistInputSchema>

const id = idSchema
export const PlaylistParamsSchema = z.object({ id })
/** `DELETE playlists/{ids}`: comma-separated ids. */
export const PlaylistIdsParamsSchema = IdsParamsSchema

export const PlaylistTrackIdsBodySchema = z.object({ ids: z.array(id).min(1).max(500) })
export type PlaylistTrackIdsBody = z.infer<typeof PlaylistTrackIdsBodySchema>

export const PlaylistTracksQuerySchema = PageQuerySchema.extend({
  orderBy: z.enum(['position', 'added_at', 'name', 'duration', 'plays']).default('position'),
  orderDir: z.enum(['asc', 'desc']).optional(),
})
export type PlaylistTracksQuery = z.infer<typeof PlaylistTracksQuerySchema>

export const PlaylistListQuerySchema = PageQuerySchema.extend({ query: z.string().trim().max(100).optional() })
export type PlaylistListQuery = z.infer<typeof PlaylistListQuerySchema>

export const PlaylistResponseSchema = z.object({ status: z.literal('success'), playlist: PlaylistSchema })
export type PlaylistResponse = z.infer<typeof PlaylistResponseSchema>

/** GET playlists/{id}: the playlist with editors and tracks_count, its first tracks page and total duration (ms). */
export const PlaylistPageResponseSchema = z.object({
  status: z.literal('success'),
  playlist: PlaylistSchema,
  tracks: paginationOf(TrackSchema),
  totalDuration: z.number().int(),
  loader: z.string(),
})
export type PlaylistPageResponse = z.infer<typeof PlaylistPageResponseSchema>

export const PlaylistTracksResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(TrackSchema) })
export const PlaylistsPageResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(PlaylistSchema) })
export type PlaylistsPageResponse = z.infer<typeof PlaylistsPageResponseSchema>
export const PlaylistStatusResponseSchema = z.object({ status: z.literal('success') })

/**
 * POST playlists/{id}/image (issue 24): a cover upload follows the spec's image rules (image types only,
 * at most 2 MB, "Please select an image."); the server keeps a centred square crop.
 */
export const PLAYLIST_IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const PLAYLIST_IMAGE_ERRORS = {
  notImage: 'Please select an image.',
  tooBig: 'The file must not be greater than 2048 kilobytes.',
} as const
