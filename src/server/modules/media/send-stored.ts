import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Storage } from '../../lib/storage'
import { notFound } from '../../lib/http-errors'
import { planDelivery, type SendOptions } from './plan-delivery'
import { sendLocalFile } from './send-local-file'

export type { SendOptions } from './plan-delivery'

/**
 * Sends a stored object with HTTP caching and single-range support (200, 206, 304, 416). Files on the
 * local disk are read directly (send-local-file.ts); other storages are streamed from Storage.read,
 * never buffered, so the same route serves local disk and object storage.
 */
export async function sendStored(storage: Storage, key: string, request: FastifyRequest, reply: FastifyReply, opts: SendOptions) {
  if (storage.localPath) {
    let file: string
    try {
      file = storage.localPath(key)
    } catch {
      throw notFound()
    }
    return sendLocalFile(file, request, reply, opts)
  }
  const stat = await storage.stat(key)
  if (!stat) throw notFound()
  const plan = planDelivery(stat, request, reply, opts)
  if (plan.kind === 'answered') return reply
  const body = plan.status === 206 ? await storage.read(key, { start: plan.start, end: plan.end }) : await storage.read(key)
  return reply.send(body)
}
