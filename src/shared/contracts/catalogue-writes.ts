import { z } from 'zod'
import { LinkUrlSchema } from './link-url'
import { MediaUrlSchema } from './media-url'
import { CURRENT_USER } from '../contract-values'
import { AlbumSchema, ArtistSchema, TrackSchema } from './catalogue'

/**
 * Catalogue writes of music-catalog §3.1: POST/PUT/DELETE for tracks, albums and artists. Used by the
 * backstage forms and (later) the admin CRUD pages.
 */

export { CURRENT_USER } from '../contract-values'

export const ArtistRefSchema = z.union([z.number().int().positive().max(2147483647), z.literal(CURRENT_USER)])
export type ArtistRef = z.infer<typeof ArtistRefSchema>

/** Genre and tag names; missing ones are created ("insert or retrieve by name", §2.6). */
const NameListSchema = z.array(z.string().trim().min(1).max(100)).max(50)

/** §4.10: bars `[x, y, width, height]`; about 414 bars for the 1240 px canvas. */
export const WaveDataSchema = z.array(z.array(z.number()).min(1).max(4)).max(5000)
export type WaveData = z.infer<typeof WaveDataSchema>

const optionalText = (max: number) => z.string().trim().max(max).nullish()

const mediaUrl = MediaUrlSchema
const trackFields = {
  name: z.string().trim().min(1, 'The name field is required.').max(255),
  /** Milliseconds (§1.6); required. */
  duration: z.number({ error: 'The duration field is required.' }).int().min(0).max(2147483647),
  number: z.number().int().min(0).max(32767).nullish(),
  src: mediaUrl.nullish(),
  image: mediaUrl.nullish(),
  description: optionalText(10000),
  genres: NameListSchema.optional(),
  tags: NameListSchema.optional(),
  spotify_popularity: z.number().int().min(1).max(100).nullish(),
  waveData: WaveDataSchema.nullish(),
  /** Creates (or replaces) the track's lyric (§3.1). */
  lyrics: optionalText(50000),
}

/** POST tracks and PUT tracks/{id}: the whole form each time. */
export const SaveTrackInputSchema = z.object({
  ...trackFields,
  album_id: z.number().int().positive().max(2147483647).nullish(),
  /**
   * Alternative to album_id, as the spec allows: `{id}` of an existing album, or `{name}` for the album
   * tag picker's "Create album <name>": the primary artist's album of that name, created when missing.
   */
  album: z
    .union([
      z.object({ id: z.number().int().positive().max(2147483647) }),
      z.object({ name: z.string().trim().min(1, 'The album name field is required.').max(255) }),
    ])
    .nullish(),
  artists: z.array(ArtistRefSchema).min(1, 'The artists field is required.').max(20),
})
export type SaveTrackInput = z.infer<typeof SaveTrackInputSchema>

/** A track inside an album form: an existing track (id) or a new one; artists default to the album's. */
export const AlbumTrackInputSchema = z.object({
  ...trackFields,
  id: z.number().int().positive().max(2147483647).optional(),
  name: z.string().trim().min(1, 'The name field is required.').max(190),
  artists: z.array(ArtistRefSchema).max(20).optional(),
})
export type AlbumTrackInput = z.infer<typeof AlbumTrackInputSchema>

export const SaveAlbumInputSchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(255),
  release_date: optionalText(20),
  image: mediaUrl.nullish(),
  spotify_popularity: z.number().int().min(1).max(100).nullish(),
  artists: z.array(ArtistRefSchema).min(1, 'The artists field is required.').max(20),
  genres: NameListSchema.optional(),
  tags: NameListSchema.optional(),
  description: optionalText(10000),
  /** Order becomes each track's `number`; tracks left out are detached, not deleted (§2.2). */
  tracks: z.array(AlbumTrackInputSchema).max(200).optional(),
})
export type SaveAlbumInput = z.infer<typeof SaveAlbumInputSchema>

export const ArtistLinkInputSchema = z.object({
  url: LinkUrlSchema,
  title: z.string().trim().max(255).nullish(),
})

export const SaveArtistInputSchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(255),
  /** Only honoured for callers with music.update (an artist may not verify themselves). */
  verified: z.boolean().optional(),
  image_small: mediaUrl.nullish(),
  spotify_id: z.string().trim().max(22).nullish(),
  genres: NameListSchema.optional(),
  profile: z
    .object({
      description: optionalText(10000),
      city: z.string().trim().min(2).max(100).nullish().or(z.literal('')),
      country: z.string().trim().min(2).max(100).nullish().or(z.literal('')),
    })
    .optional(),
  profile_images: z.array(z.object({ url: mediaUrl.pipe(z.string().min(1)) })).max(20).optional(),
  links: z.array(ArtistLinkInputSchema).max(20).optional(),
  /** Create only: albums with their tracks, attached to the new artist. */
  albums: z.array(SaveAlbumInputSchema.omit({ artists: true })).max(50).optional(),
})
export type SaveArtistInput = z.infer<typeof SaveArtistInputSchema>

/** `DELETE tracks/{ids}` with ids `1,2,3` (§1.1). */
export { IdsParamsSchema } from './ids'

export const SavedTrackResponseSchema = z.object({ status: z.literal('success'), track: TrackSchema })
export type SavedTrackResponse = z.infer<typeof SavedTrackResponseSchema>
export const SavedAlbumResponseSchema = z.object({ status: z.literal('success'), album: AlbumSchema })
export type SavedAlbumResponse = z.infer<typeof SavedAlbumResponseSchema>
export const SavedArtistResponseSchema = z.object({ status: z.literal('success'), artist: ArtistSchema })
export type SavedArtistResponse = z.infer<typeof SavedArtistResponseSchema>
export const DeletedResponseSchema = z.object({ status: z.literal('success') })

/** `users/{user}/minutes-left` (§3.4): null = unlimited. */
export const MinutesLeftResponseSchema = z.object({ status: z.literal('success'), minutesLeft: z.number().nullable() })
export type MinutesLeftResponse = z.infer<typeof MinutesLeftResponseSchema>
