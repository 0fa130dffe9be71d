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

    // preValidation, not preHandler: the guards below run before the body, params and query are
    // validated (a refusal is always 401/403, never a guest's 422 field errors), so the viewer is needed then.
    app.addHook('preValidation', (request, _reply, done) => {
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

    // Every route's permission guards (requirePermission, requireLogin) move from its preHandler to the
    // end of its preValidation, after the viewer and the idempotency claim: the permission check comes
    // before the body is validated. Guards read only request.viewer, so they need no validated input.
    app.addHook('onRoute', (route) => {
      const handlers = toArray(route.preHandler)
      const guards = handlers.filter(isGuard)
      if (guards.length === 0) return
      const rest = handlers.filter((handler) => !isGuard(handler))
      route.preHandler = (rest.length ? rest : undefined) as typeof route.preHandler
      route.preValidation = [...toArray(route.preValidation), ...guards] as typeof route.preValidation
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

const GUARD = Symbol('permission guard')

type GuardHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>
type Guard = GuardHook & { [GUARD]?: true }

const toArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

function isGuard(handler: unknown): boolean {
  return typeof handler === 'function' && (handler as Guard)[GUARD] === true
}

function markGuard(guard: GuardHook): GuardHook {
  ;(guard as Guard)[GUARD] = true
  return guard
}

/**
 * A permission guard: 401 for guests, 403 for users, unless the viewer holds `name` (or admin). Given as
 * a route's preHandler it runs in preValidation (viewerPlugin moves it); as a scope's hook, add it to
 * preValidation.
 */
export function requirePermission(name: string) {
  return markGuard(async (request: FastifyRequest) => {
    if (request.viewer.can(name)) return
    throw request.viewer.userId === null ? unauthorized() : forbidden()
  })
}

/** A guard like requirePermission: 401 for guests. */
export const requireLogin = markGuard(async (request: FastifyRequest) => {
  if (request.viewer.userId === null) throw unauthorized()
})

/**
 * A guard for routes whose rule for signed-in users depends on the input (their own record, or a
 * permission): a guest passes only holding `name`, a user passes on to the service's own check.
 */
export function requireLoginOr(name: string) {
  return markGuard(async (request: FastifyRequest) => {
    if (request.viewer.userId === null && !request.viewer.can(name)) throw unauthorized()
  })
}

/** Passes a viewer holding any of `names` (which one applies depends on the input, checked later). */
export function requireAnyPermission(names: readonly string[]) {
  return markGuard(async (request: FastifyRequest) => {
    if (names.some((name) => request.viewer.can(name))) return
    throw request.viewer.userId === null ? unauthorized() : forbidden()
  })
}
