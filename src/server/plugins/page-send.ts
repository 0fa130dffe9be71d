import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { etagOf, type CachedResponse } from '../lib/response-cache/index'

/**
 * Sending a page's HTML (docs/decisions/0034). A server-rendered page is 50-60 KB of markup and data:
 * compressed it is a tenth of that, which is what a phone on a slow link waits for before the first
 * paint. A cached page is compressed once per encoding and kept beside its entry, so a page served
 * thousands of times a second costs no compression after the first.
 */
type Encoding = 'br' | 'gzip'

const compressed = new WeakMap<CachedResponse, Partial<Record<Encoding, Buffer>>>()

/** Below this a page is sent as it is: compressing it saves less than the work costs. */
const MIN_COMPRESS_BYTES = 1024

/** The best encoding the client accepts: brotli, then gzip (a `q=0` refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Set<string>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

function compress(body: string, encoding: Encoding): Buffer {
  // Brotli at a middle quality: most of quality 11's gain at a few per cent of its time.
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 })
}

/**
 * Sends `page` (a cached entry, or fresh HTML) with its ETag: a 304 when the browser has it already,
 * else the body in the best encoding the browser takes. Pages depend on the request's cookies and
 * encoding, so shared caches must ask again each time.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedResponse | string, status = 200): FastifyReply {
  const entry = typeof page === 'string' ? null : page
  const body = entry ? entry.body : (page as string)
  const etag = entry ? entry.etag : etagOf(body)
  reply.code(status).header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie').header('etag', etag).type('text/html; charset=utf-8')
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send()
  const encoding = body.length >= MIN_COMPRESS_BYTES ? pickEncoding(request.headers['accept-encoding']) : null
  if (!encoding) return reply.send(body)
  let bytes: Buffer | undefined
  if (entry) {
    const variants = compressed.get(entry) ?? {}
    bytes = variants[encoding] ??= compress(body, encoding)
    compressed.set(entry, variants)
  } else {
    bytes = compress(body, encoding)
  }
  return reply.header('content-encoding', encoding).send(bytes)
}
