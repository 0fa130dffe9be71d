import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden, unauthorized } from '../lib/http-errors'
import type { PermissionsService, Viewer } from '../modules/permissions/index'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin (session cookie or bearer token) before the viewer is resolved. */
    authUserId: number | null
    viewer: Viewer
  }
}

/**
 * Resolves who is asking for every API request, once, before handlers run. Handlers and services check
 * permissions on `request.viewer`; the client only hides what the server refuses anyway.
 */
export const viewerPlugin = fp<{ permissions: PermissionsService }>(
  async (app, { permissions }) => {
    app.decorateRequest('authUserId', null)
    app.decorateRequest('viewer', null as unknown as Viewer)
    app.addHook('preHandler', async (request) => {
      if (!request.url.startsWith('/api/')) return
      request.viewer = await permissions.viewerFor(request.authUserId)
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
