import type { BootstrapData } from '../../../shared/contracts/bootstrap'
import type { Db } from '../../db/client'
import type { Mailer } from '../mail/index'
import type { PermissionsService } from '../permissions/index'
import { makeAccountService } from './account.service'
import { makeAuthRepo } from './auth.repo'
import { makeAuthService, type RegistrationInvites } from './auth.service'
import { makeCurrentUserBuilder } from './current-user'
import { makeSessionService } from './session.service'
import { makeSessionsRepo } from './sessions.repo'
import { makeAuthSettings } from './settings'
import { makeThrottle } from './throttle.service'
import { makeTwoFactor } from './two-factor'

export interface AuthModuleDeps {
  db: Db
  clock: () => Date
  permissions: PermissionsService
  mailer: Mailer
  /** The bootstrap-data builder (a narrow port: login and logout answers embed the same payload). */
  bootstrap: { build(ctx: { userId: number | null; cookieNoticeAccepted: boolean }): Promise<BootstrapData> }
  /** The recipient's language for auth mails (the translations service). */
  translator?: (language: string | null) => Promise<(key: string, params?: Record<string, string | number>) => string>
  /** Workspace invites that registration may use (modules/workspaces). */
  invites?: RegistrationInvites
}

/**
 * Builds the auth services once per app; the composition root (app.ts) calls it and hands the result
 * to the request-auth hook and to every module as `deps.auth`.
 */
export function makeAuthModule({ db, clock, permissions, mailer, bootstrap, translator, invites }: AuthModuleDeps) {
  const repo = makeAuthRepo(db)
  const sessionsRepo = makeSessionsRepo(db)
  const sessions = makeSessionService({ repo: sessionsRepo, clock })
  const throttle = makeThrottle({ repo, clock })
  const settings = makeAuthSettings(repo)
  const twoFactor = makeTwoFactor({ repo, clock })
  const currentUser = makeCurrentUserBuilder({ permissions, sessions: sessionsRepo })
  return {
    repo,
    sessions,
    settings,
    twoFactor,
    mailer,
    currentUser,
    /** Fixed-window counters in the database, shared by every process; contact and others reuse them. */
    throttle,
    auth: makeAuthService({ repo, sessions, throttle, settings, mailer, twoFactor, clock, translator, ...(invites ? { invites } : {}) }),
    account: makeAccountService({ repo, sessionsRepo, sessions, clock }),
    /** platform-core §6: with e-mail confirmation required, an unverified user is confined to the gate. */
    async mustVerifyEmail(userId: number): Promise<boolean> {
      const [required, user] = await Promise.all([settings.requireEmailConfirmation(), repo.userById(userId)])
      return required && !!user && !user.emailVerifiedAt
    },
    /** bootstrapData for login, register, two-factor and logout answers: the same payload as GET bootstrap-data. */
    bootstrapFor(userId: number | null, cookies: Record<string, string | undefined> = {}) {
      return bootstrap.build({ userId, cookieNoticeAccepted: cookies.cookie_notice === 'true' })
    },
  }
}

export type AuthModule = ReturnType<typeof makeAuthModule>
