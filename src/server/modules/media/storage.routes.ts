import type { FastifyPluginAsync } from 'fastify'
import type { Storage } from '../../lib/storage'
import { notFound } from '../../lib/http-errors'
import { imageTypeOf } from './content-types'
import { sendStored } from './send-stored'

/** Only these prefixes are public; track_media (audio) always goes through the permission-checked stream. */
const PUBLIC_PREFIXES = ['track_image/', 'artist_image/', 'genre_image/', 'playlist_image/']

/**
 * GET /storage/<key>: public catalogue images, outside /api/v1. Keys are content-addressed by the
 * seed and uploads, so responses are cacheable forever.
 */
export const storageRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.get<{ Params: { '*': string } }>('/storage/*', async (request, reply) => {
    const key = request.params['*']
    const type = imageTypeOf(key)
    const safe = /^[A-Za-z0-9._/-]+$/.test(key) && !key.split('/').some((p) => p === '..' || p === '.' || p === '')
    if (!type || !safe || !PUBLIC_PREFIXES.some((p) => key.startsWith(p))) throw notFound()
    return sendStored(storage, key, request, reply, {
      contentType: type,
      cacheControl: 'public, max-age=31536000, immutable',
    })
  })
}
