import { hash, verify, type Algorithm } from '@node-rs/argon2'

// Algorithm is an ambient const enum (unusable under verbatimModuleSyntax); 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm

/** argon2id with OWASP's recommended parameters (19 MiB, 2 passes); the encoded hash records them. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS)
}

/** False for a wrong password or a malformed/empty stored hash, never throws on bad input. */
export async function verifyPassword(storedHash: string | null | undefined, plain: string): Promise<boolean> {
  if (!storedHash) return false
  try {
    return await verify(storedHash, plain)
  } catch {
    return false
  }
}
