import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '../../../shared/contracts/ids'
import {
  AccessTokenResponseSchema,
  ChangePasswordInputSchema,
  ConfirmedPasswordStatusSchema,
  CreateAccessTokenInputSchema,
  MessageResponseSchema,
  PasswordInputSchema,
  RecoveryCodesResponseSchema,
  SessionsResponseSchema,
  TwoFactorCodeInputSchema,
  TwoFactorQrSchema,
} from '../../../shared/contracts/auth'
import { forbidden, notFound, validationError } from '../../lib/http-errors'
import { requireLogin } from '../permissions/index'
import type { AuthModule } from './wiring'
import { NoBodySchema } from '../../../shared/contracts/no-body'

const uid = (req: { authUserId: number | null }) => req.authUserId!

/** Signed-in account security: password, confirmation, two-factor, sessions and access tokens. */
export const accountRoutes: FastifyPluginAsyncZod<{ auth: AuthModule }> = async (app, { auth: m }) => {
  app.addHook('preValidation', requireLogin)

  app.put('/auth/user/password', { schema: { body: ChangePasswordInputSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await m.account.changePassword(uid(req), req.authSession, req.body)
    return { message: 'Password changed' }
  })

  app.post('/auth/user/confirm-password', { schema: { body: PasswordInputSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await m.account.confirmPassword(uid(req), req.authSession, req.body.password)
    return { message: 'Password confirmed' }
  })

  app.get('/auth/user/confirmed-password-status', { schema: { response: { 200: ConfirmedPasswordStatusSchema } } }, async (req) => ({
    confirmed: m.account.isPasswordConfirmed(req.authSession),
  }))

  app.post('/auth/user/two-factor-authentication', { schema: { body: NoBodySchema, response: { 200: RecoveryCodesResponseSchema } } }, async (req) => {
    m.account.assertPasswordConfirmed(req.authSession)
    return { recovery_codes: await m.twoFactor.enable(uid(req)) }
  })

  app.delete('/auth/user/two-factor-authentication', { schema: { response: { 200: MessageResponseSchema } } }, async (req) => {
    m.account.assertPasswordConfirmed(req.authSession)
    await m.twoFactor.disable(uid(req))
    return { message: 'Two factor authentication has been disabled.' }
  })

  app.get('/auth/user/two-factor/qr-code', { schema: { response: { 200: TwoFactorQrSchema } } }, async (req) => {
    m.account.assertPasswordConfirmed(req.authSession)
    const qr = await m.twoFactor.qrCode(await m.account.user(uid(req)), await m.settings.siteName())
    if (!qr) throw notFound('Two factor authentication is not enabled.')
    return qr
  })

  app.post('/auth/user/confirmed-two-factor-authentication', { schema: { body: TwoFactorCodeInputSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    m.account.assertPasswordConfirmed(req.authSession)
    if (!(await m.twoFactor.confirm(await m.account.user(uid(req)), req.body.code))) {
      throw validationError({ code: 'The provided two factor authentication code was invalid.' })
    }
    return { message: 'Two factor authentication has been enabled.' }
  })

  app.post('/auth/user/two-factor-recovery-codes', { schema: { body: NoBodySchema, response: { 200: RecoveryCodesResponseSchema } } }, async (req) => {
    m.account.assertPasswordConfirmed(req.authSession)
    const user = await m.account.user(uid(req))
    if (!user.twoFactorSecret) throw notFound('Two factor authentication is not enabled.')
    return { recovery_codes: await m.twoFactor.regenerateCodes(user.id) }
  })

  app.get('/user-sessions', { schema: { response: { 200: SessionsResponseSchema } } }, async (req) => ({
    sessions: await m.account.listSessions(uid(req), req.authSession),
  }))

  app.post('/user-sessions/logout-other', { schema: { body: PasswordInputSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await m.account.logoutOtherSessions(uid(req), req.authSession, req.body.password)
    return { message: 'Logged out other sessions.' }
  })

  app.post('/access-tokens', { schema: { body: CreateAccessTokenInputSchema, response: { 200: AccessTokenResponseSchema } } }, async (req) => {
    if (!(await m.settings.apiIntegrated()) || !req.viewer.can('api.access')) throw forbidden()
    return m.account.createToken(uid(req), req.body.tokenName)
  })

  app.delete('/access-tokens/:id', { schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await m.account.deleteToken(uid(req), req.params.id)
    return { message: 'Token deleted' }
  })
}
