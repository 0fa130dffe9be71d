import { HttpError, notFound, unauthorized, validationError } from '../../lib/http-errors'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import { PASSWORD_CONFIRM_SECONDS, type Session } from '../../../shared/contracts/auth'
import type { AuthRepo, UserRow } from './auth.repo'
import { randomToken, sha256 } from './crypto'
import { countryName } from '../../lib/geo-ip'
import type { SessionService } from './session.service'
import type { SessionRow, SessionsRepo } from './sessions.repo'

const WRONG_PASSWORD = 'The provided password was incorrect.'

interface Deps {
  repo: AuthRepo
  sessionsRepo: SessionsRepo
  sessions: SessionService
  clock: () => Date
}

/** Signed-in account actions: password, password confirmation, session list and access tokens. */
export function makeAccountService(d: Deps) {
  async function user(userId: number): Promise<UserRow> {
    const row = await d.repo.userById(userId)
    if (!row) throw unauthorized()
    return row
  }

  return {
    user,

    async changePassword(userId: number, session: SessionRow | null, input: { current_password: string; password: string; password_confirmation: string }) {
      const row = await user(userId)
      if (!(await verifyPassword(row.password, input.current_password))) {
        throw validationError({ current_password: 'The provided password does not match your current password.' })
      }
      if (input.password !== input.password_confirmation) throw validationError({ password: 'The password field confirmation does not match.' })
      await d.repo.updateUser(userId, { password: await hashPassword(input.password) })
      // Other devices keep working with the old password no longer: end them, keep this one.
      await d.sessions.endOthers(userId, session?.id ?? null)
    },

    /** Records the confirmation on the session (bearer requests have none and must send the password each time). */
    async confirmPassword(userId: number, session: SessionRow | null, password: string) {
      if (!(await verifyPassword((await user(userId)).password, password))) throw validationError({ password: WRONG_PASSWORD })
      if (session) await d.sessions.confirmPassword(session.id)
    },

    isPasswordConfirmed(session: SessionRow | null): boolean {
      const at = session?.passwordConfirmedAt
      return !!at && d.clock().getTime() - at.getTime() < PASSWORD_CONFIRM_SECONDS * 1000
    },

    /** 423 like Fortify's password.confirm middleware: the client asks for the password, then retries. */
    assertPasswordConfirmed(session: SessionRow | null): void {
      if (!this.isPasswordConfirmed(session)) throw new HttpError(423, 'Password confirmation required.')
    },

    async listSessions(userId: number, current: SessionRow | null): Promise<Session[]> {
      const rows = await d.sessionsRepo.listForUser(userId, d.clock())
      return rows.map((s) => ({
        id: s.id,
        device_type: s.deviceType,
        platform: s.platform,
        browser: s.browser,
        city: s.city,
        // Stored as a lower-case ISO code (or `local`); the list shows the name.
        country: s.country ? countryName(s.country) : null,
        ip_address: s.ipAddress,
        last_active: s.lastActive.toISOString(),
        is_current_device: s.id === current?.id,
      }))
    },

    async logoutOtherSessions(userId: number, current: SessionRow | null, password: string): Promise<void> {
      if (!(await verifyPassword((await user(userId)).password, password))) throw validationError({ password: WRONG_PASSWORD })
      await d.sessions.endOthers(userId, current?.id ?? null)
    },

    /** Sanctum-style `id|secret`; the plain text is returned once and only its hash is kept. */
    async createToken(userId: number, name: string) {
      const secret = randomToken(30)
      const row = await d.sessionsRepo.createToken(userId, name, sha256(`pending-${secret}`))
      const plainTextToken = `${row.id}|${secret}`
      await d.sessionsRepo.setTokenHash(row.id, sha256(plainTextToken))
      return {
        token: { id: row.id, name: row.name, last_used_at: null, created_at: row.createdAt.toISOString() },
        plainTextToken,
      }
    },

    async deleteToken(userId: number, tokenId: number): Promise<void> {
      if (!(await d.sessionsRepo.removeToken(userId, tokenId))) throw notFound()
    },
  }
}

export type AccountService = ReturnType<typeof makeAccountService>
