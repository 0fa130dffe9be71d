import { z } from 'zod'
import { idOrMeSchema, idSchema } from './ids'
import { PageQuerySchema, paginationOf } from './pagination'
import { TrackSchema } from './catalogue'
import { QUEUE_ID_MAX_LENGTH, QUEUE_ID_PATTERN } from '../wire'

/** Player queue paging, play logging, history and audio URLs (music-catalog §3.3, §4.7, §4.12). */

// The audio URLs and the queue-id pattern are wire values (src/shared/wire.ts), kept free of zod.
export { trackDownloadPath, trackStreamPath } from '../wire'

/**
 * `<model_type>.<id>.<kind>[.<orderCol with . written as ^>|<dir>]`, e.g. `album.12.*`,
 * `playlist.5.*`, `user.7.likes`, `user.me.playHistory`, `artist.3.*`, `channel.popular-tracks.*`.
 */
export const QueueIdSchema = z
  .string()
  .min(3)
  .max(QUEUE_ID_MAX_LENGTH)
  .regex(QUEUE_ID_PATTERN, 'Invalid queue id.')

export const PlayerTracksBodySchema = z.object({
  queueId: QueueIdSchema,
  /** The last track the client holds for this queue (id or the track object); paging continues after it. */
  lastTrack: z
    .union([z.number().int().positive(), z.object({ id: z.number().int().positive() }).loose()])
    .nullable()
    .optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(30),
})
export type PlayerTracksBody = z.input<typeof PlayerTracksBodySchema>

export const PlayerTracksResponseSchema = z.object({
  status: z.literal('success'),
  tracks: z.array(TrackSchema),
})
export type PlayerTracksResponse = z.infer<typeof PlayerTracksResponseSchema>

export const PlayLogParamsSchema = z.object({ trackId: idSchema })
export const PlayLogBodySchema = z.object({ queueId: QueueIdSchema.nullable().optional() })
export type PlayLogBody = z.infer<typeof PlayLogBodySchema>

export const PlayLogResponseSchema = z.object({
  status: z.literal('success'),
  /** False when the play was a duplicate within the 1-minute window and was ignored. */
  logged: z.boolean(),
})
export type PlayLogResponse = z.infer<typeof PlayLogResponseSchema>

/** GET tracks/plays/{userId} (`me` allowed): 30 per page, newest first; tracks carry `added_at`. */
export const PlayHistoryParamsSchema = z.object({
  userId: idOrMeSchema,
})
export const PlayHistoryQuerySchema = PageQuerySchema
export const PlayHistoryResponseSchema = z.object({
  status: z.literal('success'),
  pagination: paginationOf(TrackSchema),
})
export type PlayHistoryResponse = z.infer<typeof PlayHistoryResponseSchema>
