import { z } from 'zod'

/** music-catalog §4.13 `GET search/audio/{trackId}/{artist}/{track}` (YouTube integration only). */
export const AudioSearchParamsSchema = z.object({
  trackId: z.coerce.number().int().positive(),
  artist: z.string().min(1).max(500),
  track: z.string().min(1).max(500),
})

export const AudioSearchResponseSchema = z.object({
  status: z.literal('success'),
  results: z.array(z.object({ id: z.string(), title: z.string() })).max(3),
})
export type AudioSearchResponse = z.infer<typeof AudioSearchResponseSchema>

/** `POST youtube/log-client-error`: the IFrame player's error code and the failing video. */
export const YoutubeClientErrorSchema = z.object({
  code: z.union([z.number().int(), z.string().max(50)]),
  videoUrl: z.string().max(500),
})

export const ProviderStatusResponseSchema = z.object({ status: z.literal('success') })
