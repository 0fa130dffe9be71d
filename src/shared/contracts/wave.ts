import { z } from 'zod'
import { UserRefSchema } from './user-ref'

/** GET tracks/{id}/wave: waveform bars and timed comments (music-catalog §4.10). */
export const WaveCommentSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  /** Percent 0-100 along the track. */
  position: z.number().int(),
  created_at: z.string(),
  user: UserRefSchema,
  model_type: z.literal('comment'),
})
export const WaveResponseSchema = z.object({
  status: z.literal('success'),
  /** Bars `[x, y, width, height]` (§4.10). */
  waveData: z.array(z.array(z.number())),
  comments: z.array(WaveCommentSchema),
})
export type WaveResponse = z.infer<typeof WaveResponseSchema>

