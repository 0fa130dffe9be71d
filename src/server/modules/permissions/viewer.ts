import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden, unauthorized } from '../../lib/http-errors'
import { makeViewer, type PermissionsService, type Viewer } from './permissions.service'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin (session cookie or bearer token) before the viewer is resolved. */
    authUserId: number | null
    viewer: Viewer
  }
}

export interface ViewerOptions {
  permissions: PermissionsService
  /**
   * How long one process reuses a signed-in user's roles and grants (0 = query them for every request,
   * as tests do). A player sends a Range request every few seconds per listener, each needing the
   * viewer; in production 1 s, the bound the guest role already has.
   */
  userViewerTtlMs?: number
}

/** Bounds the per-user cache; past it the cache starts over rather than tracking recency. */
const MAX_CACHED_USERS = 10_000

/**
 * Resolves who is asking for every API request, once, before handlers run. Handlers and services check
 * permissions on `request.viewer`; the client only hides what the server refuses anyway.
 */
export const viewerPlugin = fp<ViewerOptions>(
  async (app, { permissions, userViewerTtlMs = 0 }) => {
    app.decorateRequest('authUserId', null)
    app.decorateRequest('viewer', null as unknown as Viewer)
    // The guest viewer is rebuilt only when the permissions service hands out a new guest role (its own
    // cache expired or was invalidated): guests' requests then resolve without a promise.
    let guest: { source: ReturnType<PermissionsService['guestRole']>; viewer: Viewer } | null = null
    const users = new Map<number, { at: number; viewer: Viewer }>()

    function guestViewer(): Viewer | Promise<Viewer> {
      const source = permissions.guestRole()
      if (guest?.source === source) return guest.viewer
      return source.then((role) => {
        const viewer = makeViewer(null, role ? [{ id: role.id, name: role.name }] : [], role?.grants ?? [])
        guest = { source, viewer }
        return viewer
      })
    }

    function userViewer(userId: number): Viewer | Promise<Viewer> {
      if (userViewerTtlMs <= 0) return permissions.viewerFor(userId)
      const hit = users.get(userId)
      if (hit && Date.now() - hit.at < userViewerTtlMs) return hit.viewer
      return permissions.viewerFor(userId).then((viewer) => {
        if (users.size >= MAX_CACHED_USERS) users.clear()
        users.set(userId, { at: Date.now(), viewer })
        return viewer
      })
    }

    app.addHook('preHandler', (request, _reply, done) => {
      if (!request.url.startsWith('/api/')) return done()
      const found = request.authUserId === null ? guestViewer() : userViewer(request.authUserId)
      if (!(found instanceof Promise)) {
        request.viewer = found
        return done()
      }
      found.then((viewer) => {
        request.viewer = viewer
        done()
      }, done)
    })

    // A user's own write may change what they may do (a plan bought, a request approved for themselves, a
    // workspace joined): their next request must not reuse grants cached before it. Others' changes to
    // this user still show within the TTL.
    app.addHook('onResponse', (request, reply, done) => {
      if (request.authUserId !== null && request.method !== 'GET' && reply.statusCode < 400) users.delete(request.authUserId)
      done()
    })
  },
  { name: 'viewer' },
)

/** preHandler: 401 for guests, 403 for users, unless the viewer holds `name` (or admin). */
export function requirePermission(name: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (request.viewer.can(name)) return
    throw request.viewer.userId === null ? unauthorized() : forbidden()
  }
}

export async function requireLogin(request: FastifyRequest) {
  if (request.viewer.userId === null) throw unauthorized()
}
