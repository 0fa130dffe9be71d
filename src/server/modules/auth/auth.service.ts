import { forbidden, validationError } from '../../lib/http-errors'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import type { LoginInput, RegisterInput } from '../../../shared/contracts/auth'
import { passwordResetMail, verificationCodeMail, type Mailer, type MailTranslator } from '../mail/index'
import type { AuthRepo, UserRow } from './auth.repo'
import { randomToken, sha256, sixDigitCode } from './crypto'
import type { ClientInfo, NewSessionResult, SessionService } from './session.service'
import type { SessionRow } from './sessions.repo'
import type { AuthSettings } from './settings'
import { throttleRules, type Throttle } from './throttle.service'
import type { TwoFactor } from './two-factor'

export const VERIFY_PURPOSE = 'email_verification'
export const RESET_PURPOSE = 'password_reset'
export const VERIFY_CODE_MINUTES = 30
export const RESET_TOKEN_MINUTES = 60

const BAD_CREDENTIALS = 'These credentials do not match our records.'

interface Deps {
  repo: AuthRepo
  sessions: SessionService
  throttle: Throttle
  settings: AuthSettings
  mailer: Mailer
  twoFactor: TwoFactor
  clock: () => Date
  /** Mails go out in the recipient's chosen language. */
  translator?: (language: string | null) => Promise<MailTranslator>
  /** Workspace invites a registration may carry (invite_type `workspace`, platform-core §3). */
  invites?: RegistrationInvites
}

/** The narrow port of the workspace invites auth needs; modules/workspaces implements it. */
export interface RegistrationInvites {
  matchesRegistration(inviteId: string, email: string): Promise<boolean>
  acceptRegistration(inviteId: string, userId: number): Promise<number | null>
}

export type LoginResult =
  | { kind: 'two_factor'; started: NewSessionResult }
  | { kind: 'success'; user: UserRow; started: NewSessionResult }
  /** A login with token_name: the password checked, no session; the route issues the access token. */
  | { kind: 'token'; user: UserRow }

/** Login, registration, e-mail verification, password reset and the two-factor challenge. */
export function makeAuthService(d: Deps) {
  const minutesFromNow = (m: number) => new Date(d.clock().getTime() + m * 60_000)

  async function sendVerificationCode(user: UserRow): Promise<void> {
    const code = sixDigitCode()
    await d.repo.issueCode(user.id, VERIFY_PURPOSE, sha256(code), minutesFromNow(VERIFY_CODE_MINUTES))
    const t = await d.translator?.(user.language)
    await d.mailer.send(verificationCodeMail(user.email, code, await d.settings.siteName(), t))
  }

  /** With `single_device_login` on, the session just started is the user's only one. */
  async function started(userId: number, opts: Parameters<SessionService['start']>[1]): Promise<NewSessionResult> {
    const result = await d.sessions.start(userId, opts)
    if (!opts.pending && (await d.settings.singleDeviceLogin())) await d.sessions.endOthers(userId, result.session.id)
    return result
  }

  return {
    async login(input: LoginInput, client: ClientInfo): Promise<LoginResult> {
      // The pair first, so a success clears only the caller's own counter (rules.slice(0, 1)).
      const rules = [throttleRules.perIpAndSubject('login', client.ip, input.email), throttleRules.perIp('login', client.ip), throttleRules.subjectCeiling('login', input.email)]
      await d.throttle.assertOpen(rules)
      const user = await d.repo.userByEmail(input.email)
      if (!user || !(await verifyPassword(user.password, input.password))) {
        await d.throttle.fail(rules)
        throw validationError({ email: BAD_CREDENTIALS })
      }
      if (user.bannedAt) throw validationError({ email: 'This user is suspended.' })
      await d.throttle.clear(rules.slice(0, 1))
      const twoFactor = !!(user.twoFactorConfirmedAt && user.twoFactorSecret)
      if (input.token_name) {
        // An app cannot answer the challenge without a session; such accounts make a token in their
        // account settings (Developers) instead, where the password and code were already confirmed.
        if (twoFactor) throw validationError({ email: 'This account uses two-factor authentication: create an access token in your account settings.' })
        return { kind: 'token', user }
      }
      if (twoFactor) {
        return { kind: 'two_factor', started: await d.sessions.start(user.id, { remember: input.remember, pending: true, client }) }
      }
      return { kind: 'success', user, started: await started(user.id, { remember: input.remember, client }) }
    },

    /** Completes a pending login with a TOTP code or a single-use recovery code; the pending session is replaced. */
    async twoFactorChallenge(pending: SessionRow | null, input: { code?: string; recovery_code?: string }, client: ClientInfo) {
      if (!pending?.twoFactorPending) throw validationError({ code: 'The provided two factor authentication code was invalid.' })
      const rules = [throttleRules.perSubject('two-factor', pending.userId), throttleRules.perIp('two-factor', client.ip)]
      await d.throttle.assertOpen(rules)
      const user = await d.repo.userById(pending.userId)
      const ok = user && (input.recovery_code ? await d.twoFactor.useRecoveryCode(user, input.recovery_code) : d.twoFactor.verifyCode(user, input.code ?? ''))
      if (!user || !ok) {
        await d.throttle.fail(rules)
        throw input.recovery_code
          ? validationError({ recovery_code: 'The provided two factor recovery code was invalid.' })
          : validationError({ code: 'The provided two factor authentication code was invalid.' })
      }
      await d.throttle.clear(rules.slice(0, 1))
      await d.sessions.end(pending.id)
      return { user, started: await started(user.id, { remember: pending.remember, client }) }
    },

    async register(input: RegisterInput, client: ClientInfo) {
      // A pending workspace invite for this very address admits the registration even when sign-ups are
      // closed, and stands in for the e-mail check: the invite id only ever reached that mailbox.
      const inviteId = input.invite_type === 'workspace' && input.invite_id ? String(input.invite_id) : null
      const invited = inviteId !== null && d.invites ? await d.invites.matchesRegistration(inviteId, input.email) : false
      if (!invited && (await d.settings.registrationDisabled())) throw forbidden('Registration is disabled.')
      const errors: Record<string, string> = {}
      if (await d.repo.userByEmail(input.email)) errors.email = 'The email has already been taken.'
      if (input.password !== input.password_confirmation) errors.password = 'The password field confirmation does not match.'
      for (const policy of await d.settings.policies()) {
        const v = (input as Record<string, unknown>)[policy.id]
        if (v !== true && v !== 'true' && v !== 1 && v !== '1' && v !== 'on') errors[policy.id] = `The ${policy.label} must be accepted.`
      }
      if (Object.keys(errors).length) throw validationError(errors)
      const needsVerification = !invited && (await d.settings.requireEmailConfirmation())
      const user = await d.repo.createUser({
        email: input.email,
        password: await hashPassword(input.password),
        emailVerifiedAt: needsVerification ? null : d.clock(),
      })
      if (needsVerification) await sendVerificationCode(user)
      const joinedWorkspaceId = invited && d.invites ? await d.invites.acceptRegistration(inviteId!, user.id) : null
      const started = await d.sessions.start(user.id, { remember: true, client })
      return { user, started, joinedWorkspaceId, status: needsVerification ? ('needs_email_verification' as const) : ('success' as const) }
    },

    /** Mails a fresh code to an unverified account; silent for unknown or verified addresses (no enumeration). */
    async resendVerification(email: string, ip: string): Promise<void> {
      const rules = [throttleRules.perSubject('resend', email), throttleRules.perIp('resend', ip)]
      await d.throttle.assertOpen(rules)
      await d.throttle.fail(rules)
      const user = await d.repo.userByEmail(email)
      if (user && !user.emailVerifiedAt) await sendVerificationCode(user)
    },

    async validateVerificationCode(userId: number, code: string, ip: string): Promise<void> {
      const rules = [throttleRules.perSubject('verify-email', userId), throttleRules.perIp('verify-email', ip)]
      await d.throttle.assertOpen(rules)
      if (!(await d.repo.consumeCode(userId, VERIFY_PURPOSE, sha256(code), d.clock()))) {
        await d.throttle.fail(rules)
        throw validationError({ code: 'The code is invalid or has expired.' })
      }
      await d.throttle.clear(rules.slice(0, 1))
      await d.repo.updateUser(userId, { emailVerifiedAt: d.clock() })
    },

    /** Always answers the same way so the form cannot be used to discover accounts. */
    async forgotPassword(email: string, ip: string, baseUrl: string): Promise<void> {
      const rules = [throttleRules.perSubject('forgot', email), throttleRules.perIp('forgot', ip)]
      await d.throttle.assertOpen(rules)
      await d.throttle.fail(rules)
      const user = await d.repo.userByEmail(email)
      if (!user) return
      const token = randomToken()
      await d.repo.issueCode(user.id, RESET_PURPOSE, sha256(token), minutesFromNow(RESET_TOKEN_MINUTES))
      const url = `${baseUrl}/password/reset/${token}?email=${encodeURIComponent(user.email)}`
      const t = await d.translator?.(user.language)
      await d.mailer.send(passwordResetMail(user.email, url, await d.settings.siteName(), t))
    },

    /** Single-use token; on success every session of the user ends (a stolen session dies with the old password). */
    async resetPassword(input: { token: string; email: string; password: string; password_confirmation: string }, ip: string) {
      if (input.password !== input.password_confirmation) throw validationError({ password: 'The password field confirmation does not match.' })
      const rules = [throttleRules.perIp('reset', ip)]
      await d.throttle.assertOpen(rules)
      const user = await d.repo.userByEmail(input.email)
      if (!user || !(await d.repo.consumeCode(user.id, RESET_PURPOSE, sha256(input.token), d.clock()))) {
        await d.throttle.fail(rules)
        throw validationError({ email: 'This password reset token is invalid.' })
      }
      await d.repo.updateUser(user.id, { password: await hashPassword(input.password), emailVerifiedAt: user.emailVerifiedAt ?? d.clock() })
      await d.sessions.endOthers(user.id, null)
      return user
    },
  }
}

export type AuthService = ReturnType<typeof makeAuthService>
