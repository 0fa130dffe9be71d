import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BootstrapResponseSchema, MessageResponseSchema, PasswordInputSchema } from '../../../shared/contracts/auth'
import { unauthorized } from '../../lib/http-errors'
import { setSessionCookies, type AuthModule } from '../auth/index'
import { requireLogin } from '../permissions/index'
import { CALLBACK_CSP, callbackPage } from './callback-page'
import type { SocialMode, SocialAuthService } from './social.service'
import { NoBodySchema } from '../../../shared/contracts/no-body'

const FLOW_COOKIE = 'encore_social_flow'
const LINK_COOKIE = 'encore_social_link'
const COOKIE_PATH = '/api/v1/secure/auth/social'
const ServiceParams = z.object({ service: z.string().max(30) })

/** Social login popup flow (platform-core §7): redirect, callback page, password link, disconnect. */
export interface SocialAuthRoutesOptions {
  social: SocialAuthService
  auth: AuthModule
  /** The site's base address: the OAuth redirect URI starts with it, never with the request's Host. */
  baseUrl: string
}

export const socialAuthRoutes: FastifyPluginAsyncZod<SocialAuthRoutesOptions> = async (app, { social, auth, baseUrl }) => {
  const cookieOpts = (req: { protocol: string }, maxAge: number) => ({
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: req.protocol === 'https' || baseUrl.startsWith('https:'),
    maxAge,
  })

  for (const mode of ['login', 'connect'] as SocialMode[]) {
    app.get(`/secure/auth/social/:service/${mode}`, { schema: { params: ServiceParams } }, async (req, reply) => {
      if (mode === 'connect' && req.authUserId === null) throw unauthorized()
      const { url, flow } = await social.start(req.params.service, mode, baseUrl)
      reply.setCookie(FLOW_COOKIE, flow, cookieOpts(req, 600))
      return reply.redirect(url, 302)
    })
  }

  app.get(
    '/secure/auth/social/:service/callback',
    { schema: { params: ServiceParams, querystring: z.object({ code: z.string().max(2000).optional(), state: z.string().max(500).optional() }).loose() } },
    async (req, reply) => {
      const outcome = await social.callback({ service: req.params.service, ...req.query, flow: req.cookies[FLOW_COOKIE], authUserId: req.authUserId, baseUrl: baseUrl })
      reply.clearCookie(FLOW_COOKIE, { path: COOKIE_PATH })
      let callbackData: Record<string, unknown> = {}
      if (outcome.status === 'SUCCESS') {
        if (outcome.loginUserId !== null) {
          if (req.authSession) await auth.sessions.end(req.authSession.id)
          const started = await auth.sessions.start(outcome.loginUserId, { remember: true, client: { userAgent: req.headers['user-agent'], ip: req.ip } })
          setSessionCookies(req, reply, started, baseUrl)
        }
        callbackData = { bootstrapData: await auth.bootstrapFor(outcome.userId, req.cookies) }
      } else if (outcome.status === 'REQUEST_PASSWORD') {
        reply.setCookie(LINK_COOKIE, outcome.pending, cookieOpts(req, 900))
      } else if (outcome.status === 'ERROR') {
        callbackData = { errorMessage: outcome.errorMessage }
      }
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', CALLBACK_CSP)
        .header('cache-control', 'no-store')
        .send(callbackPage({ type: 'social-auth', status: outcome.status, callbackData }))
    },
  )

  app.post('/secure/auth/social/connect', { schema: { body: PasswordInputSchema, response: { 200: BootstrapResponseSchema } } }, async (req, reply) => {
    const userId = await social.connectWithPassword(req.cookies[LINK_COOKIE], req.body.password)
    reply.clearCookie(LINK_COOKIE, { path: COOKIE_PATH })
    if (req.authSession) await auth.sessions.end(req.authSession.id)
    const started = await auth.sessions.start(userId, { remember: true, client: { userAgent: req.headers['user-agent'], ip: req.ip } })
    setSessionCookies(req, reply, started, baseUrl)
    return { bootstrapData: await auth.bootstrapFor(userId, req.cookies) }
  })

  app.post(
    '/secure/auth/social/:service/disconnect',
    { preHandler: requireLogin, schema: { params: ServiceParams, body: NoBodySchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      await social.disconnect(req.authUserId!, req.params.service)
      return { message: 'Disconnected' }
    },
  )
}
