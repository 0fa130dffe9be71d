import { z } from 'zod'
import { AlbumSchema } from './catalogue'
import { paginationOf } from './pagination'

/** GET albums/{id} and album lists (music-catalog §3.1). */
export const AlbumLayoutSchema = z.enum(['list', 'grid'])

export const AlbumResponseSchema = z.object({ status: z.literal('success'), album: AlbumSchema, loader: z.string() })
export type AlbumResponse = z.infer<typeof AlbumResponseSchema>

export const AlbumsPageResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(AlbumSchema) })
export type AlbumsPageResponse = z.infer<typeof AlbumsPageResponseSchema>
