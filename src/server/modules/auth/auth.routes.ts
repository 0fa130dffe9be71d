import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BootstrapResponseSchema,
  CodeInputSchema,
  EmailInputSchema,
  LoginInputSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RegisterInputSchema,
  RegisterResponseSchema,
  ResetPasswordInputSchema,
  TwoFactorChallengeInputSchema,
} from '../../../shared/contracts/auth'
import { RecaptchaTokenShape } from '../../../shared/contracts/recaptcha'
import { ACTIVE_WORKSPACE_COOKIE } from '../../../shared/wire'
import { unauthorized } from '../../lib/http-errors'
import { requireHuman, type RecaptchaService } from '../recaptcha/index'
import { clearSessionCookies, setSessionCookies } from './cookies'
import type { AuthModule } from './wiring'
import { NoBodySchema } from '../../../shared/contracts/no-body'

export interface AuthRoutesOptions {
  auth: AuthModule
  recaptcha: RecaptchaService
  /** The site's base address (config/site-url.ts): reset links start with it, https there makes cookies Secure. */
  baseUrl: string
}

/** Guest-facing auth endpoints: login, logout, register, two-factor challenge, verification, reset. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth: m, recaptcha, baseUrl }) => {
  // When the settings protect an action, its body must carry a recaptcha_token that passes (issue 3).
  const client = (req: { headers: Record<string, unknown>; ip: string }) => ({ userAgent: req.headers['user-agent'] as string | undefined, ip: req.ip })

  app.post('/auth/login', { preHandler: requireHuman(recaptcha, 'login'), schema: { body: LoginInputSchema.extend(RecaptchaTokenShape), response: { 200: LoginResponseSchema } } }, async (req, reply) => {
    const result = await m.auth.login(req.body, client(req))
    if (result.kind === 'token') {
      // An app's sign-in: no cookie, the caller's browser session (if any) stays as it was.
      const { plainTextToken } = await m.account.createToken(result.user.id, req.body.token_name!)
      return { status: 'success' as const, bootstrapData: await m.bootstrapFor(result.user.id, req.cookies), access_token: plainTextToken }
    }
    if (req.authSession) await m.sessions.end(req.authSession.id)
    setSessionCookies(req, reply, result.started, baseUrl)
    if (result.kind === 'two_factor') return { two_factor: true as const }
    return { status: 'success' as const, bootstrapData: await m.bootstrapFor(result.user.id, req.cookies) }
  })

  app.post('/auth/two-factor-challenge', { schema: { body: TwoFactorChallengeInputSchema, response: { 200: LoginResponseSchema } } }, async (req, reply) => {
    const { user, started } = await m.auth.twoFactorChallenge(req.authSession, req.body, client(req))
    setSessionCookies(req, reply, started, baseUrl)
    return { status: 'success' as const, bootstrapData: await m.bootstrapFor(user.id, req.cookies) }
  })

  app.post('/auth/logout', { schema: { body: NoBodySchema, response: { 200: BootstrapResponseSchema } } }, async (req, reply) => {
    if (req.authSession) await m.sessions.end(req.authSession.id)
    clearSessionCookies(req, reply, baseUrl)
    return { bootstrapData: await m.bootstrapFor(null, req.cookies) }
  })

  app.post('/auth/register', { preHandler: requireHuman(recaptcha, 'register'), schema: { body: RegisterInputSchema.extend(RecaptchaTokenShape), response: { 200: RegisterResponseSchema } } }, async (req, reply) => {
    const result = await m.auth.register(req.body, client(req))
    if (req.authSession) await m.sessions.end(req.authSession.id)
    setSessionCookies(req, reply, result.started, baseUrl)
    // Joined through a workspace invite: that workspace becomes the active one (platform-core §4).
    if (result.joinedWorkspaceId) reply.setCookie(ACTIVE_WORKSPACE_COOKIE, String(result.joinedWorkspaceId), { path: '/', sameSite: 'lax', maxAge: 7 * 86400 })
    return { status: result.status, bootstrapData: await m.bootstrapFor(result.user.id, req.cookies) }
  })

  app.post('/resend-email-verification', { schema: { body: EmailInputSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    const signedIn = req.authUserId === null ? null : await m.repo.userById(req.authUserId)
    await m.auth.resendVerification(signedIn?.email ?? req.body.email, req.ip)
    return { message: 'Email sent' }
  })

  app.post('/validate-email-verification-otp', { schema: { body: CodeInputSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    if (req.authUserId === null) throw unauthorized()
    await m.auth.validateVerificationCode(req.authUserId, req.body.code, req.ip)
    return { message: 'Email verified' }
  })

  app.post('/auth/forgot-password', { schema: { body: EmailInputSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await m.auth.forgotPassword(req.body.email, req.ip, baseUrl)
    return { message: 'We have emailed your password reset link.' }
  })

  app.post('/auth/reset-password', { schema: { body: ResetPasswordInputSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await m.auth.resetPassword(req.body, req.ip)
    return { message: 'Your password has been reset!' }
  })
}
