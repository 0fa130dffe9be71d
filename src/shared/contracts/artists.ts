import { z } from 'zod'
import { AlbumLayoutSchema } from './albums'
import { AlbumSchema, ArtistSchema, TrackSchema } from './catalogue'
import { PageQuerySchema, paginationOf } from './pagination'

/** GET artists/{id}: `loader=artistPage` fills albums (5 with tracks) and top tracks. */
export const ArtistResponseSchema = z.object({
  status: z.literal('success'),
  artist: ArtistSchema,
  loader: z.string(),
  /** From cookie `artistPage-albumLayout`, else `player.default_artist_view`. */
  selectedAlbumLayout: AlbumLayoutSchema,
  albums: paginationOf(AlbumSchema).optional(),
  tracks: paginationOf(TrackSchema).optional(),
})
export type ArtistResponse = z.infer<typeof ArtistResponseSchema>

export const ArtistAlbumsQuerySchema = PageQuerySchema.extend({
  albumsPerPage: z.coerce.number().int().min(1).max(50).optional(),
  loadAlbumTracks: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
})

/** GET landing/artists: the 8 most viewed artists. */
export const LandingArtistsResponseSchema = z.object({ status: z.literal('success'), artists: z.array(ArtistSchema) })
export type LandingArtistsResponse = z.infer<typeof LandingArtistsResponseSchema>

