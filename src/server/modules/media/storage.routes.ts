import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { StoredImageQuerySchema } from '../../../shared/contracts/images'
import type { Storage } from '../../lib/storage'
import { notFound } from '../../lib/http-errors'
import { imageTypeOf } from './content-types'
import { makeImageResizer } from './image-resize'
import { sendStored } from './send-stored'

/** Only these prefixes are public; track_media (audio) always goes through the permission-checked stream. */
const PUBLIC_PREFIXES = ['track_image/', 'artist_image/', 'genre_image/', 'playlist_image/', 'branding_image/']

/** Keys are content-addressed by the seed and uploads: a URL never changes meaning, so caches keep it forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * GET /storage/<key>: public catalogue images, outside /api/v1. `?w=64|128|256|512` answers a copy
 * resized to that width (image-resize.ts), WebP when the browser accepts it; without `w`, the file as
 * stored.
 */
export const storageRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  const resizer = makeImageResizer(storage)
  app.withTypeProvider<ZodTypeProvider>().get('/storage/*', { schema: { querystring: StoredImageQuerySchema } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*']
    const type = imageTypeOf(key)
    const safe = /^[A-Za-z0-9._/-]+$/.test(key) && !key.split('/').some((p) => p === '..' || p === '.' || p === '')
    if (!type || !safe || !PUBLIC_PREFIXES.some((p) => key.startsWith(p))) throw notFound()
    const width = request.query.w
    if (width === undefined) return sendStored(storage, key, request, reply, { contentType: type, cacheControl: IMMUTABLE })
    const copy = await resizer.resized(key, width, request.headers.accept)
    // The same URL answers WebP or JPEG/PNG by Accept: shared caches must key on it.
    reply.header('vary', 'Accept')
    return sendStored(storage, copy.key, request, reply, { contentType: copy.contentType, cacheControl: IMMUTABLE })
  })
}
