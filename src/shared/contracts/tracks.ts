import { z } from 'zod'
import { TrackSchema } from './catalogue'
import { paginationOf } from './pagination'

/** GET tracks/{id} and the track lists (music-catalog §3.1). */
export const TrackResponseSchema = z.object({ status: z.literal('success'), track: TrackSchema, loader: z.string() })
export type TrackResponse = z.infer<typeof TrackResponseSchema>

export const TracksPageResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(TrackSchema) })
export type TracksPageResponse = z.infer<typeof TracksPageResponseSchema>
