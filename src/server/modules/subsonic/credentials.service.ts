import { createHash } from 'node:crypto'
import { MAX_SUBSONIC_CREDENTIALS, type CreatedSubsonicCredential, type SubsonicCredential } from '../../../shared/contracts/subsonic'
import { notFound, unauthorized, validationError } from '../../lib/http-errors'
import { randomToken, safeEqual, sha256 } from '../auth/index'
import type { CredentialRow, CredentialsRepo } from './credentials.repo'
import type { SecretBox } from './secret-box'

/** Who a /rest request is, once its credential checked out. */
export interface SubsonicIdentity {
  userId: number
  credentialId: number
  username: string
}

/** Why sign-in failed, as the Subsonic error code it answers with. */
export type SubsonicAuthFailure = 40 | 44

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex')

/** A last-used time is written at most once a minute per credential: a player calls many times a minute. */
const TOUCH_EVERY_MS = 60_000

function listed(row: CredentialRow): SubsonicCredential {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }
}

export function makeCredentialsService({ repo, box, clock }: { repo: CredentialsRepo; box: SecretBox; clock: () => Date }) {
  async function used(row: CredentialRow): Promise<SubsonicIdentity> {
    const now = clock()
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) await repo.touch(row.id, now)
    return { userId: row.userId, credentialId: row.id, username: row.username }
  }

  return {
    async list(userId: number): Promise<SubsonicCredential[]> {
      return (await repo.listOf(userId)).map(listed)
    },

    /** The password and API key are returned only here; the database keeps the password sealed and the key's hash. */
    async create(userId: number, name: string): Promise<CreatedSubsonicCredential> {
      if ((await repo.countOf(userId)) >= MAX_SUBSONIC_CREDENTIALS) {
        throw validationError({ name: `You can have at most ${MAX_SUBSONIC_CREDENTIALS} music app credentials.` })
      }
      const username = await repo.loginOf(userId)
      if (!username) throw unauthorized()
      // 18 random bytes: 24 URL-safe characters, easy to paste into an app and still 144 bits.
      const password = randomToken(18)
      const apiKey = randomToken(32)
      const row = await repo.insert({ userId, name, username, passwordEncrypted: box.seal(password), apiKeyHash: sha256(apiKey) })
      return { id: row.id, name: row.name, username, password, apiKey }
    },

    async revoke(userId: number, id: number): Promise<void> {
      if (!(await repo.remove(userId, id))) throw notFound()
    },

    /** `u` with `p` (plain or `enc:` hex) or `t` + `s`: only app passwords, never the account password. */
    async signInWithPassword(username: string, check: { password: string } | { token: string; salt: string }): Promise<SubsonicIdentity | SubsonicAuthFailure> {
      for (const { credential, bannedAt } of await repo.byUsername(username)) {
        if (bannedAt) continue
        const plain = box.open(credential.passwordEncrypted)
        if (plain === null) continue
        const ok = 'password' in check ? safeEqual(plain, check.password) : safeEqual(md5(plain + check.salt), check.token.toLowerCase())
        if (ok) return used(credential)
      }
      return 40
    },

    async signInWithApiKey(apiKey: string): Promise<SubsonicIdentity | SubsonicAuthFailure> {
      const found = await repo.byApiKeyHash(sha256(apiKey))
      if (!found || found.bannedAt) return 44
      return used(found.credential)
    },
  }
}

export type CredentialsService = ReturnType<typeof makeCredentialsService>
