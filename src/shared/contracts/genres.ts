import { z } from 'zod'
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

