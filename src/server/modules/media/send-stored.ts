import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Storage } from '../../lib/storage'
import { etagMatches, ifRangeMatches, parseRange } from '../../lib/range'
import { notFound } from '../../lib/http-errors'

export interface SendOptions {
  contentType: string
  cacheControl: string
  /** `attachment; filename="..."` for downloads. */
  disposition?: string
}

/**
 * Sends a stored object with HTTP caching and single-range support (200, 206, 304, 416). Bytes are
 * streamed from Storage.read, never buffered, so the same code serves local disk and object storage.
 */
export async function sendStored(storage: Storage, key: string, request: FastifyRequest, reply: FastifyReply, opts: SendOptions) {
  const stat = await storage.stat(key)
  if (!stat) throw notFound()
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', stat.etag)
    .header('last-modified', stat.modifiedAt.toUTCString())
    .header('cache-control', opts.cacheControl)
    .header('x-content-type-options', 'nosniff')
  if (opts.disposition) reply.header('content-disposition', opts.disposition)

  if (etagMatches(request.headers['if-none-match'], stat.etag)) return reply.status(304).send()

  const ifRange = request.headers['if-range'] as string | undefined
  const range = ifRangeMatches(ifRange, stat.etag, stat.modifiedAt) ? parseRange(request.headers.range, stat.size) : { kind: 'full' as const }

  if (range.kind === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${stat.size}`).type('application/json').send({ message: 'Range Not Satisfiable' })
  }
  reply.type(opts.contentType)
  if (range.kind === 'partial') {
    const body = await storage.read(key, { start: range.start, end: range.end })
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(body)
  }
  const body = await storage.read(key)
  return reply.status(200).header('content-length', stat.size).send(body)
}
