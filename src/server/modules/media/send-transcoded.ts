import type { FastifyReply, FastifyRequest } from 'fastify'
import { TRANSCODE_CONTENT_TYPES, type TranscodeFormat } from '../../../shared/contracts/streaming'
import { notFound } from '../../lib/http-errors'
import type { Storage } from '../../lib/storage'
import type { Transcoder } from '../transcoding/index'
import { sendLocalFile } from './send-local-file'

export interface SendTranscodedOptions {
  format: TranscodeFormat
  bitrateKbps: number
  offsetSeconds?: number
  cacheControl: string
}

/**
 * Answers a request with a transcode of the stored file `key`. From the cache: a file with ETag and
 * Range (206), like an original. Live: 200 with the bytes as ffmpeg writes them (no length is known
 * yet, so no Range: a player seeks with `timeOffset` or waits for the cached copy), and ffmpeg is
 * killed when the listener goes away. The caller checked permissions and that `transcoder.available`.
 */
export async function sendTranscoded(
  transcoder: Transcoder,
  storage: Storage,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: SendTranscodedOptions,
) {
  const local = storage.localPath?.(key)
  const stat = await storage.stat(key)
  if (!stat) throw notFound()
  const headOnly = request.method === 'HEAD'
  const aborter = new AbortController()
  // 'close' before the answer finished: the listener left (or never got an answer); stop the encode.
  let answered = false
  reply.raw.once('finish', () => (answered = true))
  reply.raw.once('close', () => {
    if (!answered) aborter.abort()
  })
  const result = await transcoder.open({
    sourceId: `${key}\n${stat.etag}`,
    openSource: async () => (local ? { path: local } : { stream: await storage.read(key) }),
    format: opts.format,
    bitrateKbps: opts.bitrateKbps,
    offsetSeconds: opts.offsetSeconds,
    signal: headOnly ? AbortSignal.abort() : aborter.signal,
  }).catch((error: unknown) => {
    if (headOnly || aborter.signal.aborted) return null
    throw error
  })
  reply.header('x-content-type-options', 'nosniff').header('cache-control', opts.cacheControl)
  if (result?.kind === 'cached') {
    reply.header('x-transcode', 'cached')
    return sendLocalFile(result.file, request, reply, { contentType: result.contentType, cacheControl: opts.cacheControl })
  }
  if (!result) {
    // HEAD never starts an encode; a listener gone while waiting for a slot gets nothing.
    return reply.status(200).type(TRANSCODE_CONTENT_TYPES[opts.format]).header('accept-ranges', 'none').send()
  }
  return reply.status(200).type(result.contentType).header('accept-ranges', 'none').header('x-transcode', 'live').send(result.output)
}
