import fs from 'node:fs'
import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { fileEtag } from '../../lib/storage'
import { notFound } from '../../lib/http-errors'
import { planDelivery, type SendOptions } from './plan-delivery'
import { PooledFileStream, readFully } from './pooled-file-stream'
import { giveBackSlab, SLAB_BYTES, takeSlab } from './slab-pool'

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG'])

function openForReading(file: string): { fd: number; stat: fs.Stats } {
  let fd: number
  try {
    fd = fs.openSync(file, 'r')
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) throw notFound()
    throw error
  }
  try {
    const stat = fs.fstatSync(fd)
    if (!stat.isFile()) throw notFound()
    return { fd, stat }
  } catch (error) {
    fs.closeSync(fd)
    throw error
  }
}

/**
 * A file on the local disk, the hot path of audio streaming. Per request, a media element's Range
 * request used to cost a stat, an open, a read per 256 KiB and a close, each a round trip through
 * libuv's thread pool (about 40 µs of CPU each on a small VM), plus a fresh buffer per 256 KiB. Here
 * open, fstat and close are direct system calls (microseconds on a local disk, as nginx makes them too),
 * the bytes come from asynchronous reads (a slow disk never blocks the event loop on data) into pooled
 * buffers (slab-pool.ts), and larger answers stream in 1 MiB chunks (pooled-file-stream.ts). The ETag
 * comes from the open file, so it always describes the bytes that are sent.
 */
export async function sendLocalFile(file: string, request: FastifyRequest, reply: FastifyReply, opts: SendOptions) {
  const { fd, stat } = openForReading(file)
  let handedOver = false
  try {
    const plan = planDelivery({ size: stat.size, modifiedAt: stat.mtime, etag: fileEtag(stat.size, stat.mtimeMs) }, request, reply, opts)
    if (plan.kind === 'answered') return reply
    // HEAD: the headers are all there is to send (Fastify would read a body only to discard it).
    if (request.method === 'HEAD') return reply.send(Readable.from([]))
    const length = plan.end - plan.start + 1
    // Up to 1 MiB (a media element's seek, a player's chunk): one pooled buffer, one read, one write.
    if (length <= SLAB_BYTES) {
      const slab = takeSlab()
      const body = slab.subarray(0, length)
      await readFully(fd, body, plan.start)
      // 'finish' comes once the socket took the last byte; an aborted answer never gives the slab back.
      reply.raw.once('finish', () => giveBackSlab(slab))
      return reply.send(body)
    }
    const body = new PooledFileStream(fd, plan.start, plan.end, reply.raw)
    handedOver = true
    return reply.send(body)
  } finally {
    if (!handedOver) fs.closeSync(fd)
  }
}
