import type { FastifyReply, FastifyRequest } from 'fastify'
import type { StoredObject } from '../../lib/storage'
import { etagMatches, ifRangeMatches, parseRange } from '../../lib/range'

export interface SendOptions {
  contentType: string
  cacheControl: string
  /** `attachment; filename="..."` for downloads. */
  disposition?: string
}

/** What to answer once the validators and the Range header have been read; the caller sends the bytes. */
export type Delivery = { kind: 'answered' } | { kind: 'bytes'; status: 200 | 206; start: number; end: number }

/**
 * The HTTP part shared by every storage: caching headers, 304 for a matching If-None-Match, If-Range,
 * and a single byte range (206 with Content-Range, 416 past the end, 200 for a header we cannot use).
 * `answered` means the reply was sent (304 or 416).
 */
export function planDelivery(stat: StoredObject, request: FastifyRequest, reply: FastifyReply, opts: SendOptions): Delivery {
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', stat.etag)
    .header('last-modified', stat.modifiedAt.toUTCString())
    .header('cache-control', opts.cacheControl)
    .header('x-content-type-options', 'nosniff')
  if (opts.disposition) reply.header('content-disposition', opts.disposition)

  if (etagMatches(request.headers['if-none-match'], stat.etag)) {
    reply.status(304).send()
    return { kind: 'answered' }
  }
  const ifRange = request.headers['if-range'] as string | undefined
  const range = ifRangeMatches(ifRange, stat.etag, stat.modifiedAt) ? parseRange(request.headers.range, stat.size) : { kind: 'full' as const }

  if (range.kind === 'unsatisfiable') {
    reply.status(416).header('content-range', `bytes */${stat.size}`).type('application/json').send({ message: 'Range Not Satisfiable' })
    return { kind: 'answered' }
  }
  reply.type(opts.contentType)
  if (range.kind === 'partial') {
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`).header('content-length', range.end - range.start + 1)
    return { kind: 'bytes', status: 206, start: range.start, end: range.end }
  }
  reply.status(200).header('content-length', stat.size)
  return { kind: 'bytes', status: 200, start: 0, end: stat.size - 1 }
}
