import { z } from 'zod'

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

