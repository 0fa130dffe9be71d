import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../../lib/http-errors'
import { safeEqual } from './crypto'
import { SESSION_COOKIE, XSRF_HEADER } from './session.service'
import type { SessionRow } from './sessions.repo'
import type { AuthModule } from './wiring'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET the spec keeps that still changes something (joining a workspace from an invite): it needs
     * the XSRF echo like a POST, so a link opened from another site cannot act for the user.
     */
    changesState?: boolean
  }
  interface FastifyRequest {
    /** The session behind the cookie (also a login still waiting for its two-factor code), or null. */
    authSession: SessionRow | null
    authVia: 'session' | 'token' | null
  }
}

/** What the verification gate itself needs; everything else waits until the e-mail is verified. */
const GATE_ALLOWED = new Set([
  'GET /api/v1/bootstrap-data',
  'GET /api/v1/users/me',
  'POST /api/v1/auth/logout',
  'POST /api/v1/resend-email-verification',
  'POST /api/v1/validate-email-verification-otp',
])
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Login and register may be posted over a stale or foreign session cookie; they issue a fresh session. */
const XSRF_EXEMPT = new Set(['/api/v1/auth/login', '/api/v1/auth/register'])

/**
 * Sets request.authUserId from the session cookie or an `Authorization: Bearer` access token, in
 * onRequest so the viewer plugin's preValidation hook sees it. Requests riding on a session cookie must echo
 * the XSRF token (419 otherwise) before any handler runs; bearer requests carry no ambient authority
 * and need none. Method override has already been applied in rewriteUrl, so request.method is final.
 */
export const authPlugin = fp<{ auth: AuthModule }>(
  async (app, { auth }) => {
    app.decorateRequest('authSession', null)
    app.decorateRequest('authVia', null)
    async function authenticate(request: FastifyRequest, header: string | undefined, token: string | undefined): Promise<void> {
      if (header?.toLowerCase().startsWith('bearer ')) {
        request.authUserId = await auth.sessions.resolveBearer(header.slice(7).trim())
        request.authVia = request.authUserId === null ? null : 'token'
        return
      }
      const path = request.url.split('?')[0]!.replace(/\/+$/, '')
      // Login and register skip the XSRF token (a guest has none), so refuse them from other sites
      // outright: the browser marks such requests, which stops login CSRF into an attacker's account.
      if (XSRF_EXEMPT.has(path) && request.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(419, 'CSRF token mismatch.')
      if (!token) return
      const session = await auth.sessions.resolve(token)
      if (!session) return
      if ((STATE_CHANGING.has(request.method) || request.routeOptions.config?.changesState) && !XSRF_EXEMPT.has(path)) {
        const sent = request.headers[XSRF_HEADER]
        const value = Array.isArray(sent) ? sent[0] : sent
        if (!value || !session.xsrfToken || !safeEqual(value, session.xsrfToken)) throw new HttpError(419, 'CSRF token mismatch.')
      }
      request.authSession = session
      if (session.twoFactorPending) return
      request.authUserId = session.userId
      request.authVia = 'session'
      if (!GATE_ALLOWED.has(`${request.method} ${path}`) && (await auth.mustVerifyEmail(session.userId))) {
        throw new HttpError(403, 'Please verify your email address.')
      }
    }

    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/')) return done()
      const header = request.headers.authorization
      const token = request.cookies[SESSION_COOKIE]
      // A GET without credentials (a guest's page data, audio Range requests) has nothing to check:
      // answer it without a promise. Guest POSTs still meet authenticate's login-CSRF rule.
      if (header === undefined && !token && request.method === 'GET') return done()
      authenticate(request, header, token).then(() => done(), done)
    })
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
)
