import { tooManyRequests } from '../../lib/http-errors'
import type { AuthRepo } from './auth.repo'
import { sha256 } from './crypto'

export interface ThrottleRule {
  key: string
  max: number
  windowSeconds: number
}

/**
 * Fixed-window failure counters in the database. `assertOpen` runs before the credential check so a
 * locked-out caller learns nothing; `fail` counts a failure; `clear` resets after a success.
 */
export function makeThrottle({ repo, clock }: { repo: AuthRepo; clock: () => Date }) {
  return {
    async assertOpen(rules: ThrottleRule[]): Promise<void> {
      const now = clock()
      for (const rule of rules) {
        const state = await repo.throttleState(rule.key, now)
        if (state && state.attempts >= rule.max) throw tooManyRequests((state.resetAt.getTime() - now.getTime()) / 1000)
      }
    },
    async fail(rules: ThrottleRule[]): Promise<void> {
      const now = clock()
      for (const rule of rules) await repo.hitThrottle(rule.key, now, new Date(now.getTime() + rule.windowSeconds * 1000))
    },
    async clear(rules: ThrottleRule[]): Promise<void> {
      for (const rule of rules) await repo.clearThrottle(rule.key)
    },
  }
}

export type Throttle = ReturnType<typeof makeThrottle>

/**
 * 5 failures a minute per e-mail (or per user/session), 20 per IP so a shared address is not locked at once.
 * Login counts per address and e-mail together instead: failures from an attacker's address must not lock the
 * owner out of their own network, so the e-mail alone only meets a looser ceiling against guessing spread
 * over many addresses.
 */
/** Keys live in a varchar(191): a long e-mail (up to 255) is keyed by its digest. */
const subjectKey = (subject: string | number) => {
  const s = String(subject).toLowerCase()
  return s.length > 100 ? sha256(s) : s
}

export const throttleRules = {
  perSubject: (scope: string, subject: string | number): ThrottleRule => ({ key: `${scope}:s:${subjectKey(subject)}`, max: 5, windowSeconds: 60 }),
  perIp: (scope: string, ip: string): ThrottleRule => ({ key: `${scope}:ip:${ip}`, max: 20, windowSeconds: 60 }),
  perIpAndSubject: (scope: string, ip: string, subject: string): ThrottleRule => ({ key: `${scope}:ips:${ip}:${subjectKey(subject)}`, max: 5, windowSeconds: 60 }),
  subjectCeiling: (scope: string, subject: string): ThrottleRule => ({ key: `${scope}:sc:${subjectKey(subject)}`, max: 50, windowSeconds: 15 * 60 }),
}
