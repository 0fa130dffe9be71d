import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { accountRoutes } from './account.routes'
import { authRoutes } from './auth.routes'

export { makeAuthModule, type AuthModule, type AuthModuleDeps } from './wiring'
export { authPlugin } from './request-auth'
export { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './session.service'
export type { SessionRow } from './sessions.repo'
export type { UserRow } from './auth.repo'
export { randomToken, safeEqual, sha256 } from './crypto'
export { clearSessionCookies, setSessionCookies } from './cookies'
export { displayName } from '../../lib/display-name'
export type { ThrottleRule } from './throttle.service'

/**
 * Guest-facing auth endpoints (login, register, two-factor, verification, reset) and the signed-in
 * account's security endpoints. The auth services themselves are built once in app.ts (`deps.auth`).
 */
export const authModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(authRoutes, { auth: deps.auth, recaptcha: deps.recaptcha, baseUrl: deps.baseUrl })
  await app.register(accountRoutes, { auth: deps.auth })
}
