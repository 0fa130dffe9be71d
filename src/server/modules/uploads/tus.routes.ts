import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { unauthorized } from '../../lib/http-errors'
import type { TusService } from './tus.service'

const TUS_METHODS = ['POST', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS'] as const

/**
 * Mounts the tus server at `tus/upload` (under /api/v1). Fastify's onRequest hooks have already run
 * the API's auth and XSRF rules (PATCH, POST and DELETE on a session cookie need the XSRF header), and
 * the viewer is resolved; the request is then handed, unread, to tus (built on the first request).
 */
export const tusRoutes: FastifyPluginAsync<{ tus: () => Promise<TusService> }> = async (app, options) => {
  // The body is tus' to stream into the store: no parser may read it, whatever its type.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'OPTIONS' && request.viewer.userId === null) throw unauthorized()
    const tus = await options.tus()
    tus.viewers.set(request.raw, request.viewer)
    reply.hijack()
    await tus.server.handle(request.raw, reply.raw)
  }
  app.route({ method: [...TUS_METHODS], url: '/tus/upload', handler })
  app.route({ method: [...TUS_METHODS], url: '/tus/upload/:id', handler })
}
