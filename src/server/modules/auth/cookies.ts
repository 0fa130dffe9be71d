import type { FastifyReply, FastifyRequest } from 'fastify'
import { REMEMBER_SECONDS, SESSION_COOKIE, XSRF_COOKIE, type NewSessionResult } from './session.service'

/** Secure when the visitor came over https (directly, or per x-forwarded-proto behind a trusted proxy) or the site's base address is https. */
function isSecure(request: FastifyRequest, baseUrl: string): boolean {
  return request.protocol === 'https' || baseUrl.startsWith('https:')
}

/**
 * The session id is httpOnly; the XSRF token is readable by the page's JS (it echoes it in a header),
 * which a cross-site attacker cannot do. Both SameSite=Lax. Without "remember" neither carries Max-Age,
 * so the browser drops them when it closes.
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, started: NewSessionResult, baseUrl: string) {
  const common = { path: '/', sameSite: 'lax' as const, secure: isSecure(request, baseUrl) }
  const maxAge = started.session.remember ? { maxAge: REMEMBER_SECONDS } : {}
  reply.setCookie(SESSION_COOKIE, started.token, { ...common, ...maxAge, httpOnly: true })
  reply.setCookie(XSRF_COOKIE, started.xsrfToken, { ...common, ...maxAge, httpOnly: false })
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, baseUrl: string) {
  const common = { path: '/', sameSite: 'lax' as const, secure: isSecure(request, baseUrl) }
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true })
  reply.clearCookie(XSRF_COOKIE, common)
}
