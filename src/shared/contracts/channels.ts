import { z } from 'zod'
import { INT4_MAX, safeText } from './ids'
import { AlbumSchema, ArtistSchema, TrackSchema, type Album, type Artist, type Track } from './catalogue'
import { GenreSchema, type Genre } from './genres'
import { PageQuerySchema, paginationOf, type Pagination } from './pagination'
import { PlaylistRefSchema, type PlaylistRef } from './playlists'
import { UserRefSchema, type UserRef } from './user-ref'

/** Channels (music-catalog §2.9, §3.7): config keys exactly as the spec writes them. */

export const ChannelContentTypeSchema = z.enum(['listAll', 'manual', 'autoUpdate'])
export const ChannelContentModelSchema = z.enum(['artist', 'album', 'track', 'playlist', 'user', 'genre', 'channel'])
export const ChannelLayoutSchema = z.enum(['grid', 'trackTable', 'list', 'carousel'])
export const ChannelAutoUpdateMethodSchema = z.enum([
  'topTracks',
  'newAlbums',
  'playlistTracks',
  'topGenres',
  'nonEmptyGenres',
])

export const ChannelConfigSchema = z.looseObject({
  contentType: ChannelContentTypeSchema.optional(),
  contentModel: ChannelContentModelSchema.optional(),
  /** e.g. `popularity:desc`, `created_at:desc`, `release_date:desc`, `channelables.order:asc`. */
  contentOrder: z.string().optional(),
  layout: ChannelLayoutSchema.optional(),
  nestedLayout: ChannelLayoutSchema.optional(),
  autoUpdateMethod: ChannelAutoUpdateMethodSchema.optional(),
  autoUpdateProvider: z.string().optional(),
  autoUpdateValue: z.union([z.string(), z.number()]).nullable().optional(),
  restriction: z.literal('genre').nullable().optional(),
  restrictionModelId: z.union([z.number(), z.string()]).nullable().optional(),
  paginationType: z.enum(['infiniteScroll', 'lengthAware', 'simple']).optional(),
  hideTitle: z.boolean().optional(),
  lockSlug: z.boolean().optional(),
  preventDeletion: z.boolean().optional(),
  disablePlayback: z.boolean().optional(),
  disablePagination: z.boolean().optional(),
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
  adminDescription: z.string().optional(),
  presetId: z.string().optional(),
  /** Filled by the server from cookie `channel-layout-<contentModel>`. */
  selectedLayout: ChannelLayoutSchema.optional(),
})
export type ChannelConfig = z.infer<typeof ChannelConfigSchema>

/** One item of a channel's content: any model, told apart by `model_type`. */
export type ChannelItem = Track | Album | Artist | Genre | PlaylistRef | UserRef | Channel

export interface Channel {
  id: number
  slug: string
  name: string
  description: string | null
  type: string
  public: boolean
  internal: boolean
  config: ChannelConfig
  created_at: string
  updated_at: string
  model_type: 'channel'
  /** The resolved genre when the channel is restricted (genre page). */
  restriction?: Genre | null
  /** 50 per page; a nested channel (item of a channel whose model is `channel`) carries its first 15. */
  content?: Pagination<ChannelItem>
}

export const ChannelItemSchema: z.ZodType<ChannelItem> = z.union([
  TrackSchema,
  AlbumSchema,
  ArtistSchema,
  GenreSchema,
  PlaylistRefSchema,
  UserRefSchema,
  z.lazy(() => ChannelSchema),
])

export const ChannelSchema: z.ZodType<Channel> = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  public: z.boolean(),
  internal: z.boolean(),
  config: ChannelConfigSchema,
  created_at: z.string(),
  updated_at: z.string(),
  model_type: z.literal('channel'),
  restriction: GenreSchema.nullable().optional(),
  content: z.lazy(() => paginationOf(ChannelItemSchema)).optional(),
})

export const ChannelParamsSchema = z.object({
  // All digits means an id: one past int4 is refused as such, never looked up (it was a 500).
  slugOrId: safeText(50)
    .min(1)
    .refine((value) => !/^\d+$/.test(value) || Number(value) <= INT4_MAX, { message: `The channel id must be at most ${INT4_MAX}.` }),
})

export const ChannelQuerySchema = PageQuerySchema.extend({
  loader: z.string().max(50).default('channelPage'),
  /** Genre name for a restricted channel (`restrictionModelId: urlParam`). */
  restriction: z.string().max(100).optional(),
  channelType: z.string().max(10).optional(),
  returnContentOnly: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
})
export type ChannelQuery = z.infer<typeof ChannelQuerySchema>

export const ChannelResponseSchema = z.object({
  status: z.literal('success'),
  channel: ChannelSchema,
  loader: z.string(),
})
export type ChannelResponse = z.infer<typeof ChannelResponseSchema>

/** `returnContentOnly=true`: only the requested page of content. */
export const ChannelContentResponseSchema = z.object({
  status: z.literal('success'),
  pagination: paginationOf(ChannelItemSchema),
})
export type ChannelContentResponse = z.infer<typeof ChannelContentResponseSchema>

/** GET genres/{name}: the `genre` channel restricted to that genre. */
export const GenreParamsSchema = z.object({ name: safeText(100).min(1) })
export const GenrePageResponseSchema = z.object({
  status: z.literal('success'),
  channel: ChannelSchema,
  genre: GenreSchema,
})
export type GenrePageResponse = z.infer<typeof GenrePageResponseSchema>
