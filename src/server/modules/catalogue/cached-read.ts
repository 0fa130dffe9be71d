import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { ResponseCache } from '../../lib/response-cache/index'
import type { Viewer } from '../permissions/index'
import { serializeCtxFor } from './request-context'

// Viewers are reused (the guest's while its role is cached, a user's for 1 s), so the hash of their
// grants is computed once per viewer object.
const fingerprints = new WeakMap<Viewer, string>()

/** Identical grants see identical catalogue answers: the grants' hash stands for the role(s). */
function grantsFingerprint(viewer: Viewer): string {
  let value = fingerprints.get(viewer)
  if (value === undefined) {
    value = createHash('sha1').update(JSON.stringify(viewer.grants)).digest('base64url')
    fingerprints.set(viewer, value)
  }
  return value
}

export interface CachedReadOptions {
  /**
   * The answer depends on who the signed-in user is (a private playlist its editors see), not only on
   * their grants: each user gets entries of their own; guests still share.
   */
  perUser?: boolean
  /** Anything else the answer reads from the request besides its URL (a layout cookie). */
  vary?: (request: FastifyRequest) => string
  /** Side effects the handler would have had on this request (counting a view). */
  onHit?: (request: FastifyRequest, reply: FastifyReply) => void
}

/**
 * The key of a public catalogue read (decision 0018): the full URL (path and query), the viewer's
 * grants, whether hidden fields are shown (own web client or admin), the active workspace, the user
 * when the answer is per user, and what `vary` adds. Settings are not in the key: a settings change
 * clears the cache.
 */
export function cacheKeyOf(request: FastifyRequest, options: CachedReadOptions = {}): string {
  const viewer = request.viewer
  const hidden = serializeCtxFor(request).showHidden ? 'h' : 'p'
  const user = options.perUser && viewer.userId !== null ? `u${viewer.userId}` : 'g'
  return `${request.url}\n${grantsFingerprint(viewer)}\n${hidden}\n${request.workspaceId ?? 0}\n${user}\n${options.vary?.(request) ?? ''}`
}

/** The preHandler a public catalogue read adds last: answers from the cache or marks the answer for it. */
export function cachedRead(cache: ResponseCache, options: CachedReadOptions = {}): preHandlerAsyncHookHandler {
  return cache.lookup((request) => cacheKeyOf(request, options), options.onHit)
}
