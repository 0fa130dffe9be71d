import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '../../../shared/contracts/pagination'
import { notFound } from '../../lib/http-errors'
import { StreamPartParamsSchema, StreamQuerySchema } from '../../../shared/contracts/streaming'
import type { Storage } from '../../lib/storage'
import type { Transcoder } from '../transcoding/index'
import { sendTranscoded } from './send-transcoded'
import { requirePermission } from '../permissions/index'
import { extensionOf, isStreamPart, mediaTypeOf } from './content-types'
import type { MediaService } from './media.service'
import { sendStored, type SendOptions } from './send-stored'

/** Audio may be gated by plan, so shared caches must not keep it; browsers may for a day. */
const AUDIO_CACHE = 'private, max-age=86400'

export interface MediaRoutesOptions {
  service: MediaService
  storage: Storage
  /** ACCEL_REDIRECT_PREFIX: nginx's internal location serving DATA_DIR/storage (README). */
  accelRedirectPrefix?: string
  transcoder: Transcoder
}

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { service, storage, accelRedirectPrefix, transcoder }) => {
  /**
   * Local audio after the permission checks: behind nginx, an empty answer whose X-Accel-Redirect lets
   * nginx send the file itself (Range, If-Range, sendfile); otherwise sendStored. nginx keeps this
   * answer's Content-Type, Cache-Control and Content-Disposition.
   */
  function sendAudio(key: string, request: FastifyRequest, reply: FastifyReply, opts: SendOptions) {
    if (!accelRedirectPrefix || !storage.localPath) return sendStored(storage, key, request, reply, opts)
    reply.header('x-accel-redirect', accelRedirectPrefix + key.split('/').map(encodeURIComponent).join('/'))
    reply.header('cache-control', opts.cacheControl).type(opts.contentType)
    if (opts.disposition) reply.header('content-disposition', opts.disposition)
    return reply.send()
  }

  app.get(
    '/tracks/:id/stream',
    { preHandler: requirePermission('music.play'), schema: { params: IdParamsSchema, querystring: StreamQuerySchema } },
    async (request, reply) => {
      const src = await service.source(request.params.id)
      // Remote files are not fetched by the server (it would proxy any public address): always the original.
      if (src.kind === 'remote') return reply.header('cache-control', 'no-store').redirect(src.url, 302)
      const { format, bitrate, timeOffset } = request.query
      // Without ffmpeg a transcode request gets the original (the client asks for one only when told it can).
      if (format && transcoder.available) {
        return sendTranscoded(transcoder, storage, src.key, request, reply, { format, bitrateKbps: bitrate ?? 128, offsetSeconds: timeOffset, cacheControl: AUDIO_CACHE })
      }
      return sendAudio(src.key, request, reply, {
        contentType: mediaTypeOf(src.key) ?? 'application/octet-stream',
        cacheControl: AUDIO_CACHE,
      })
    },
  )

  /**
   * A stored HLS/DASH package (music-catalog §4.1: `.m3u8` / `.mpd` sources): the manifest (as
   * `_manifest.m3u8` / `_manifest.mpd`) and the files next to it, by name, so the manifest's relative
   * segment addresses resolve under this path. Only plain names in the manifest's own folder; the same
   * permission as the stream.
   */
  app.get(
    '/tracks/:id/stream/:file',
    { preHandler: requirePermission('music.play'), schema: { params: StreamPartParamsSchema } },
    async (request, reply) => {
      const { id, file } = request.params
      const src = await service.source(id)
      if (src.kind === 'remote') throw notFound('This file is not part of the track.')
      // The player asks for the manifest itself as _manifest.<its extension> (a name no part may have).
      const manifest = file === `_manifest.${extensionOf(src.key)}` && /^(m3u8|mpd)$/.test(extensionOf(src.key))
      if (!manifest && !isStreamPart(file)) throw notFound('This file is not part of the track.')
      const key = manifest ? src.key : src.key.slice(0, src.key.lastIndexOf('/') + 1) + file
      return sendAudio(key, request, reply, { contentType: mediaTypeOf(key) ?? 'application/octet-stream', cacheControl: AUDIO_CACHE })
    },
  )

  app.get(
    '/tracks/:id/download',
    { preHandler: requirePermission('music.download'), schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const { key, filename } = await service.downloadSource(request.params.id)
      return sendAudio(key, request, reply, {
        contentType: mediaTypeOf(key) ?? 'application/octet-stream',
        cacheControl: 'private, no-cache',
        disposition: `attachment; filename="${filename}"`,
      })
    },
  )
}
