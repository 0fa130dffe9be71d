import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** 32 random bytes, base64url: session ids, XSRF tokens, reset tokens, access tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** Only hashes of bearer secrets are stored, so a database leak yields no usable session or token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a)
  const bb = Buffer.from(b)
  return ab.length === bb.length && timingSafeEqual(ab, bb)
}

/** A 6-digit numeric code, uniformly drawn (leading zeros kept). */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** Recovery codes are 21 characters: two groups of 10 joined by a dash (platform-core §9). */
export function recoveryCode(): string {
  const group = () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)]).join('')
  return `${group()}-${group()}`
}
