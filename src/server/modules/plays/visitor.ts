import { createHash, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { RENDER_HEADER } from '../../../shared/wire'

/** Anonymous visitor cookie: a random id; only its SHA-256 is stored (views, guest play dedupe). */
export const VISITOR_COOKIE = 'encore_vid'
const ONE_YEAR_S = 365 * 24 * 3600
/** The visitor key of the server's own page renderer: its views are never counted. */
export const RENDERER_VISITOR = 'renderer'

/**
 * Who is viewing/playing, as a stable key: `u:<userId>` when signed in, otherwise `g:<sha256 of the
 * encore_vid cookie>` (set here when missing). Guests without cookies get a fresh id per request,
 * which only means their views and plays are not deduplicated.
 */
export function visitorOf(request: FastifyRequest, reply: FastifyReply): { userId: number | null; guestId: string | null; key: string } {
  // The server's page renderer: the page route counted the real visitor already (docs/decisions/0034).
  if (request.headers[RENDER_HEADER] !== undefined) return { userId: null, guestId: null, key: RENDERER_VISITOR }
  if (request.authUserId !== null && request.authUserId !== undefined) {
    return { userId: request.authUserId, guestId: null, key: `u:${request.authUserId}` }
  }
  let vid = request.cookies?.[VISITOR_COOKIE]
  if (!vid || !/^[A-Za-z0-9_-]{16,64}$/.test(vid)) {
    vid = randomBytes(18).toString('base64url')
    reply.setCookie(VISITOR_COOKIE, vid, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: ONE_YEAR_S })
  }
  const guestId = createHash('sha256').update(vid).digest('hex')
  return { userId: null, guestId, key: `g:${guestId.slice(0, 60)}` }
}
