import { z } from 'zod'
import { safeText } from './ids'
import { AlbumSchema, TagSchema, TrackSchema } from './catalogue'
import { paginationOf } from './pagination'

/** Tag pages: a tag's tracks and albums (music-catalog §3.1). */
export const TagParamsSchema = z.object({ tagName: safeText(100).min(1) })
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
