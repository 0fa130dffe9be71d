import type { CredentialsService, SubsonicIdentity } from '../credentials.service'
import { ErrorCode, missing, SubsonicError } from './envelope'
import type { Params } from './params'

/** `p=enc:<hex>` is the password hex-encoded (Subsonic 1.x); anything else is the password itself. */
function plainPassword(p: string): string {
  if (!p.startsWith('enc:')) return p
  const hex = p.slice(4)
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new SubsonicError(ErrorCode.wrongCredentials, 'Wrong username or password')
  return Buffer.from(hex, 'hex').toString('utf8')
}

/**
 * Who is asking, from `apiKey` (OpenSubsonic apiKeyAuthentication) or `u` with `t` + `s` or `p`. Only app
 * passwords and API keys made under "Music apps" sign in: an account password never does, so a stolen app
 * credential can be revoked alone and the account password never travels in URLs.
 */
export async function authenticate(params: Params, credentials: CredentialsService): Promise<SubsonicIdentity> {
  const apiKey = params.get('apiKey')
  const u = params.get('u')
  const p = params.get('p')
  const t = params.get('t')
  const s = params.get('s')
  if (apiKey !== undefined) {
    if (u !== undefined || p !== undefined || t !== undefined || s !== undefined) {
      throw new SubsonicError(ErrorCode.conflictingAuth, 'Multiple conflicting authentication mechanisms provided')
    }
    const result = await credentials.signInWithApiKey(apiKey)
    if (typeof result === 'number') throw new SubsonicError(ErrorCode.invalidApiKey, 'Invalid API key')
    return result
  }
  if (!u) throw missing('u')
  if (p !== undefined && (t !== undefined || s !== undefined)) {
    throw new SubsonicError(ErrorCode.conflictingAuth, 'Multiple conflicting authentication mechanisms provided')
  }
  let result: Awaited<ReturnType<CredentialsService['signInWithApiKey']>>
  if (p !== undefined) result = await credentials.signInWithPassword(u, { password: plainPassword(p) })
  else if (t !== undefined || s !== undefined) {
    if (!t) throw missing('t')
    if (!s) throw missing('s')
    result = await credentials.signInWithPassword(u, { token: t, salt: s })
  } else throw missing('p')
  if (typeof result === 'number') throw new SubsonicError(ErrorCode.wrongCredentials, 'Wrong username or password')
  return result
}
