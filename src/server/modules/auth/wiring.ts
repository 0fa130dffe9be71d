import type { Db } from '../../db/client'
import { makeBootstrapFor } from '../bootstrap/index'
import { makeMailRepo, makeMailer } from '../mail/index'
import type { ModuleDeps } from '../index'
import { makeAccountService } from './account.service'
import { makeAuthRepo } from './auth.repo'
import { makeAuthService } from './auth.service'
import { makeCurrentUserBuilder } from './current-user'
import { makeSessionService } from './session.service'
import { makeSessionsRepo } from './sessions.repo'
import { makeAuthSettings } from './settings'
import { makeThrottle } from './throttle.service'
import { makeTwoFactor } from './two-factor'

/** What the auth plugin needs on every request: session and bearer resolution, and the e-mail gate. */
export function makeRequestAuth(db: Db, clock: () => Date) {
  const repo = makeAuthRepo(db)
  const settings = makeAuthSettings(repo)
  return {
    ...makeSessionService({ repo: makeSessionsRepo(db), clock }),
    /** platform-core §6: with e-mail confirmation required, an unverified user is confined to the gate. */
    async mustVerifyEmail(userId: number): Promise<boolean> {
      const [required, user] = await Promise.all([settings.requireEmailConfirmation(), repo.userById(userId)])
      return required && !!user && !user.emailVerifiedAt
    },
  }
}

/** Builds the auth services once per app from the module dependencies. */
export function makeAuthModule(deps: ModuleDeps) {
  const { db, clock, env } = deps
  const repo = makeAuthRepo(db)
  const sessionsRepo = makeSessionsRepo(db)
  const sessions = makeSessionService({ repo: sessionsRepo, clock })
  const throttle = makeThrottle({ repo, clock })
  const settings = makeAuthSettings(repo)
  const twoFactor = makeTwoFactor({ repo, clock })
  const mailer = makeMailer({ repo: makeMailRepo(db), mailUrl: env.MAIL_URL, from: env.MAIL_FROM })
  const currentUser = makeCurrentUserBuilder({ permissions: deps.permissions, sessions: sessionsRepo })
  const bootstrap = makeBootstrapFor(deps)
  return {
    repo,
    sessions,
    settings,
    twoFactor,
    mailer,
    currentUser,
    auth: makeAuthService({ repo, sessions, throttle, settings, mailer, twoFactor, clock }),
    account: makeAccountService({ repo, sessionsRepo, sessions, clock }),
    /** bootstrapData for login, register, two-factor and logout answers: the same payload as GET bootstrap-data. */
    bootstrapFor(userId: number | null, cookies: Record<string, string | undefined> = {}) {
      return bootstrap.build({ userId, cookieNoticeAccepted: cookies.cookie_notice === 'true' })
    },
  }
}

export type AuthModule = ReturnType<typeof makeAuthModule>
