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

/** Admin tag writes (issue 25): `POST tags`, `PUT tags/{id}`. Names are stored lower-case (tag pages look them up so). */
export const SaveTagInputSchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(100, 'The name may not be greater than 100 characters.'),
  display_name: z.string().trim().max(100, 'The display name may not be greater than 100 characters.').nullish(),
})
export type SaveTagInput = z.infer<typeof SaveTagInputSchema>
export const SavedTagResponseSchema = z.object({ status: z.literal('success'), tag: TagSchema })
export type SavedTagResponse = z.infer<typeof SavedTagResponseSchema>
