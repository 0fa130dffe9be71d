import { generateSecret, generateURI, verifySync } from 'otplib'
import { cjsExports } from '../../lib/cjs-exports'
import type { AuthRepo, UserRow } from './auth.repo'
import { recoveryCode, safeEqual, sha256 } from './crypto'

const RECOVERY_CODE_COUNT = 8

/**
 * Recovery codes are kept as SHA-256 hashes, like access tokens and session ids: each code carries
 * about 103 random bits (20 characters of 36), so a fast hash cannot be reversed by guessing, and a
 * database leak yields no usable code. The plain codes exist only in the answer that generates them.
 */
export const hashRecoveryCode = (code: string) => sha256(code)

/**
 * TOTP per RFC 6238 (SHA-1, 6 digits, 30 s steps, as authenticator apps expect) with one step of
 * tolerance either side for clock drift, plus single-use recovery codes.
 */
export function makeTwoFactor({ repo, clock }: { repo: AuthRepo; clock: () => Date }) {
  /** New plain codes for the one answer that shows them, and the hashes that are stored. */
  const newCodes = () => {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode)
    return { codes, hashes: codes.map(hashRecoveryCode) }
  }

  return {
    verifyCode(user: Pick<UserRow, 'twoFactorSecret'>, code: string): boolean {
      if (!user.twoFactorSecret || !/^\d{6}$/.test(code)) return false
      const epoch = Math.floor(clock().getTime() / 1000)
      return verifySync({ secret: user.twoFactorSecret, token: code, epoch, epochTolerance: 30 }).valid
    },

    /** Removes the code on use; false when it is not (or no longer) in the list. */
    async useRecoveryCode(user: UserRow, code: string): Promise<boolean> {
      const hashes = user.twoFactorRecoveryCodes ?? []
      const given = hashRecoveryCode(code.trim())
      const match = hashes.find((h) => safeEqual(h, given))
      if (!match) return false
      await repo.updateUser(user.id, { twoFactorRecoveryCodes: hashes.filter((h) => h !== match) })
      return true
    },

    /** State 0 -> 1: a new secret and recovery codes, not yet confirmed; the plain codes are returned this once. */
    async enable(userId: number): Promise<string[]> {
      const { codes, hashes } = newCodes()
      await repo.updateUser(userId, { twoFactorSecret: generateSecret(), twoFactorRecoveryCodes: hashes, twoFactorConfirmedAt: null })
      return codes
    },

    async confirm(user: UserRow, code: string): Promise<boolean> {
      if (!user.twoFactorSecret || !this.verifyCode(user, code)) return false
      await repo.updateUser(user.id, { twoFactorConfirmedAt: clock() })
      return true
    },

    async disable(userId: number): Promise<void> {
      await repo.updateUser(userId, { twoFactorSecret: null, twoFactorRecoveryCodes: null, twoFactorConfirmedAt: null })
    },

    /** Replaces every code; the plain new ones are returned this once. */
    async regenerateCodes(userId: number): Promise<string[]> {
      const { codes, hashes } = newCodes()
      await repo.updateUser(userId, { twoFactorRecoveryCodes: hashes })
      return codes
    },

    async qrCode(user: UserRow, issuer: string): Promise<{ svg: string; secret: string } | null> {
      if (!user.twoFactorSecret) return null
      const uri = generateURI({ issuer, label: user.email, secret: user.twoFactorSecret })
      // qrcode (with its PNG encoder) loads when someone sets up two-factor, not with the server.
      const QRCode = cjsExports(await import('qrcode'))
      return { svg: await QRCode.toString(uri, { type: 'svg', margin: 1 }), secret: user.twoFactorSecret }
    },
  }
}

export type TwoFactor = ReturnType<typeof makeTwoFactor>
