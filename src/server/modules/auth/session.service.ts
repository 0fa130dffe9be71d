import { UAParser } from 'ua-parser-js'
import { randomToken, sha256 } from './crypto'
import { locateIp } from '../../lib/geo-ip'
import { XSRF_COOKIE as WIRE_XSRF_COOKIE, XSRF_HEADER as WIRE_XSRF_HEADER } from '../../../shared/wire'
import type { SessionRow, SessionsRepo } from './sessions.repo'

export const SESSION_COOKIE = 'encore_session'
export const XSRF_COOKIE = WIRE_XSRF_COOKIE
/** Lower case: Node hands header names over lower-cased. */
export const XSRF_HEADER = WIRE_XSRF_HEADER.toLowerCase()

/** "Stay signed in for a month": a fixed 30-day session (and cookie Max-Age). */
export const REMEMBER_SECONDS = 30 * 24 * 3600
/** Without "remember", a browser-session cookie whose server-side row expires after 2 h without requests. */
export const IDLE_SECONDS = 2 * 3600
/** A password-checked login waiting for its two-factor code lives 10 minutes. */
export const PENDING_SECONDS = 10 * 60
/** last_active is written at most once a minute so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000

export interface ClientInfo {
  userAgent: string | undefined
  ip: string
}

export interface NewSessionResult {
  token: string
  xsrfToken: string
  session: SessionRow
}

function deviceFields(userAgent: string | undefined) {
  const ua = new UAParser(userAgent ?? '').getResult()
  const type = ua.device.type
  return {
    deviceType: type === 'mobile' || type === 'tablet' ? type : 'other',
    platform: ua.os.name ?? null,
    browser: ua.browser.name ?? null,
    userAgent: userAgent?.slice(0, 1000) ?? null,
  }
}

export function makeSessionService({ repo, clock }: { repo: SessionsRepo; clock: () => Date }) {
  const expiryFor = (remember: boolean, pending: boolean, now: Date) =>
    new Date(now.getTime() + 1000 * (pending ? PENDING_SECONDS : remember ? REMEMBER_SECONDS : IDLE_SECONDS))

  return {
    /** A fresh random id per login (never reused), so a planted cookie cannot be promoted (fixation). */
    async start(userId: number, opts: { remember: boolean; pending?: boolean; client: ClientInfo }): Promise<NewSessionResult> {
      const now = clock()
      const token = randomToken()
      const xsrfToken = randomToken()
      const session = await repo.create({
        userId,
        tokenHash: sha256(token),
        xsrfToken,
        remember: opts.remember,
        twoFactorPending: opts.pending ?? false,
        ipAddress: opts.client.ip,
        ...(await locateIp(opts.client.ip)),
        lastActive: now,
        expiresAt: expiryFor(opts.remember, opts.pending ?? false, now),
        ...deviceFields(opts.client.userAgent),
      })
      await repo.purgeExpired(userId, now)
      return { token, xsrfToken, session }
    },

    /** The live session for a cookie value; slides the idle expiry of non-remembered sessions. */
    async resolve(token: string): Promise<SessionRow | null> {
      const now = clock()
      const session = await repo.byTokenHash(sha256(token), now)
      if (!session) return null
      if (!session.twoFactorPending && now.getTime() - session.lastActive.getTime() > TOUCH_EVERY_MS) {
        const patch = { lastActive: now, ...(session.remember ? {} : { expiresAt: expiryFor(false, false, now) }) }
        await repo.update(session.id, patch)
        Object.assign(session, patch)
      }
      return session
    },

    async end(sessionId: number): Promise<void> {
      await repo.remove(sessionId)
    },

    /** Ends every session of the user except keepId (null: all of them). */
    async endOthers(userId: number, keepId: number | null): Promise<number> {
      return repo.removeOthers(userId, keepId)
    },

    /** A personal access token `id|secret`; only its SHA-256 is stored. Updates last_used_at. */
    async resolveBearer(plain: string): Promise<number | null> {
      const token = await repo.tokenByHash(sha256(plain))
      if (!token) return null
      await repo.touchToken(token.id, clock())
      return token.userId
    },

    async confirmPassword(sessionId: number): Promise<void> {
      await repo.update(sessionId, { passwordConfirmedAt: clock() })
    },
  }
}

export type SessionService = ReturnType<typeof makeSessionService>
