import { z } from 'zod'
import { idSchema } from './ids'

/** GET tracks/{id}/lyrics (music-catalog §2.8). Times here are seconds, unlike track durations. */
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


/**
 * Lyric writes (music-catalog §2.8, §3.1 `POST lyrics`, `PUT lyrics/{id}`): `text`, `track_id`,
 * `is_synced`, `duration` (seconds). `is_synced` left out is read from the text: timed (LRC) text is
 * synced. One lyric per track, so a track that has one already is refused.
 */
const lyricText = z
  .string({ error: 'The text field is required.' })
  .trim()
  .min(1, 'The text field is required.')
  .max(65000, 'The text may not be greater than 65000 characters.')
  .refine((value) => !value.includes('\u0000'), { message: 'The text may not contain NUL bytes.' })
const lyricDuration = z.number().int('The duration must be a whole number of seconds.').min(0).max(86400).nullish()
export const CreateLyricInputSchema = z.object({
  text: lyricText,
  track_id: idSchema,
  is_synced: z.boolean().optional(),
  duration: lyricDuration,
})
export type CreateLyricInput = z.infer<typeof CreateLyricInputSchema>
export const UpdateLyricInputSchema = CreateLyricInputSchema.extend({ track_id: idSchema.optional() })
export type UpdateLyricInput = z.infer<typeof UpdateLyricInputSchema>

export const LyricSchema = z.object({
  id: z.number().int(),
  model_type: z.literal('lyric'),
  text: z.string(),
  track_id: z.number().int(),
  /** The track's name, for the admin form's heading. */
  track_name: z.string().nullable(),
  is_synced: z.boolean(),
  /** Seconds. */
  duration: z.number().int().nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
})
export type Lyric = z.infer<typeof LyricSchema>
export const LyricResponseSchema = z.object({ status: z.literal('success'), lyric: LyricSchema })
export type LyricResponse = z.infer<typeof LyricResponseSchema>
