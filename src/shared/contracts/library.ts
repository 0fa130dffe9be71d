import { z } from 'zod'
import { idOrMeSchema, idSchema } from './ids'
import { AlbumSchema, ArtistSchema, TrackSchema } from './catalogue'
import { PageQuerySchema, paginationOf } from './pagination'

/** Library (music-catalog §3.4): likes of tracks, albums and artists and the liked lists. */

export const LikeableTypeSchema = z.enum(['track', 'album', 'artist'])
export type LikeableType = z.infer<typeof LikeableTypeSchema>

const modelId = idSchema

/** `{user}` route parameter: a user id, or `me` for the signed-in user (§1.1). */
export const UserRefParamSchema = idOrMeSchema
export const UserParamsSchema = z.object({ user: UserRefParamSchema })
export type UserParam = z.infer<typeof UserRefParamSchema>

export const LikeableSchema = z.object({ likeable_id: modelId, likeable_type: LikeableTypeSchema })
export const LibraryBodySchema = z.object({ likeables: z.array(LikeableSchema).min(1).max(100) })
export type LibraryBody = z.infer<typeof LibraryBodySchema>
export const LibraryResponseSchema = z.object({ status: z.literal('success') })

export const LikedOrderSchema = z.enum(['likes.created_at', 'name', 'created_at', 'plays'])
export const LikedQuerySchema = PageQuerySchema.extend({
  /** Prefix of the track, album or artist name (tracks: of any of the three). */
  query: z.string().trim().max(100).optional(),
  orderBy: LikedOrderSchema.default('likes.created_at'),
  orderDir: z.enum(['asc', 'desc']).default('desc'),
})
export type LikedQuery = z.infer<typeof LikedQuerySchema>

export const LikedTrackSchema = TrackSchema.extend({ added_at: z.string() })
export const LikedAlbumSchema = AlbumSchema.extend({ added_at: z.string() })
export const LikedArtistSchema = ArtistSchema.extend({ added_at: z.string() })

export const LikedTracksResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(LikedTrackSchema) })
export const LikedAlbumsResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(LikedAlbumSchema) })
export const LikedArtistsResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(LikedArtistSchema) })
export type LikedTracksResponse = z.infer<typeof LikedTracksResponseSchema>
export type LikedAlbumsResponse = z.infer<typeof LikedAlbumsResponseSchema>
export type LikedArtistsResponse = z.infer<typeof LikedArtistsResponseSchema>
