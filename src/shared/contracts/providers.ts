import { z } from 'zod'
import { AlbumSchema, ArtistSchema, TrackSchema } from './catalogue'

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

/** `POST import-media/single-item` (Spotify integration only); playlists and genres are refused with 422 here. */
export const ImportSingleItemSchema = z.object({
  modelType: z.enum(['artist', 'album', 'track', 'playlist', 'genre']),
  spotifyId: z.string().regex(/^[A-Za-z0-9]{1,22}$/, { error: 'A Spotify id (22 letters and digits).' }),
  importLyrics: z.boolean().optional(),
  genreId: z.number().int().positive().optional(),
})

export const ImportSingleItemResponseSchema = z.object({
  status: z.literal('success'),
  artist: ArtistSchema.optional(),
  album: AlbumSchema.optional(),
  track: TrackSchema.optional(),
})
