import { z } from 'zod'
import { MediaUrlSchema } from './media-url'
import { paginationOf, PageQuerySchema } from './pagination'

/** Genres (music-catalog §2.6): the model, the genre list query and its page. */

export const GenreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
  image: z.string().nullable(),
  popularity: z.number().int().nullable(),
  model_type: z.literal('genre'),
})
export type Genre = z.infer<typeof GenreSchema>

export const GenresPageResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(GenreSchema) })
export type GenresPageResponse = z.infer<typeof GenresPageResponseSchema>

export const GenresQuerySchema = PageQuerySchema.extend({
  query: z.string().max(100).optional(),
  order: z.enum(['popularity:desc', 'name:asc', 'created_at:desc']).default('popularity:desc'),
})


/**
 * `POST genres` (music-catalog §3.1): `name` is stored slugified and must be unique; the display name
 * defaults to the name as typed.
 */
export const SaveGenreInputSchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(100, 'The name may not be greater than 100 characters.'),
  display_name: z.string().trim().max(100, 'The display name may not be greater than 100 characters.').nullish(),
  image: MediaUrlSchema.nullish(),
  popularity: z.number().int().min(1, 'The popularity must be between 1 and 100.').max(100, 'The popularity must be between 1 and 100.').nullish(),
})
export type SaveGenreInput = z.infer<typeof SaveGenreInputSchema>

export const SavedGenreResponseSchema = z.object({ status: z.literal('success'), genre: GenreSchema })
export type SavedGenreResponse = z.infer<typeof SavedGenreResponseSchema>
