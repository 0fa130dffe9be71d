import type { FastifyRequest } from 'fastify'
import { ENCORE_CLIENT_HEADER, ENCORE_CLIENT_WEB } from '../../../shared/contracts/music'
import type { SerializeCtx } from './serializers'

/**
 * Hidden fields (§2.1) go out only to our own web client, which sends `X-Encore-Client: web`, or to an
 * admin. The header is not a secret: it only keeps `src` out of third-party API consumers' payloads.
 */
export function serializeCtxFor(request: FastifyRequest): SerializeCtx {
  const header = request.headers[ENCORE_CLIENT_HEADER]
  return { showHidden: request.viewer.isAdmin || header === ENCORE_CLIENT_WEB }
}
