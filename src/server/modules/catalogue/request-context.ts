import type { FastifyRequest } from 'fastify'
import { CLIENT_HEADER, CLIENT_HEADER_WEB } from '../../../shared/wire'
import type { SerializeCtx } from './serializers'

/**
 * Hidden fields (§2.1) go out only to our own web client, which sends `X-Encore-Client: web`, or to an
 * admin. The header is not a secret: it only keeps `src` out of third-party API consumers' payloads.
 */
export function serializeCtxFor(request: FastifyRequest): SerializeCtx {
  const header = request.headers[CLIENT_HEADER]
  return { showHidden: request.viewer.isAdmin || header === CLIENT_HEADER_WEB }
}
