import { z } from 'zod'
import { safeText } from './ids'
import { ArtistSchema, TrackSchema } from './catalogue'
import { GenreSchema } from './genres'

/** Local radio (music-catalog §4.11): up to 100 recommendations for an artist, genre or track seed. */

export const RADIO_MAX_TRACKS = 100
/** Diversity: no artist contributes more than this many tracks to one radio. */
export const RADIO_PER_ARTIST = 3
/** §4.11 / §6: recommendations are cached per seed for 2 days. */
export const RADIO_CACHE_MS = 2 * 24 * 3600 * 1000

export const RadioTypeSchema = z.enum(['artist', 'genre', 'track'])
export type RadioType = z.infer<typeof RadioTypeSchema>

/** Genres may also be addressed by name (`/radio/genre/rock`). */
export const RadioParamsSchema = z.object({
  type: RadioTypeSchema,
  id: safeText(100).min(1),
})

export const RadioResponseSchema = z.object({
  status: z.literal('success'),
  type: RadioTypeSchema,
  seed: z.union([TrackSchema, ArtistSchema, GenreSchema]),
  recommendations: z.array(TrackSchema),
})
export type RadioResponse = z.infer<typeof RadioResponseSchema>
