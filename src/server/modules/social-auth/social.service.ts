import { createHash } from 'node:crypto'
import { notFound, validationError } from '../../lib/http-errors'
import { verifyPassword } from '../../lib/passwords'
import { randomToken, sha256, type AuthModule } from '../auth/index'
import type { SettingsService } from '../settings/index'
import { normalizeProfile, PROVIDER_DEFAULTS, SOCIAL_SERVICES, type ProviderProfile, type SocialService } from './social.providers'
import type { SocialRepo } from './social.repo'

export type SocialStatus = 'SUCCESS' | 'ALREADY_LOGGED_IN' | 'REQUEST_PASSWORD' | 'ERROR'
export type SocialMode = 'login' | 'connect'

/** Kept in an httpOnly cookie between the redirect and the callback: CSRF state and the PKCE verifier. */
export interface FlowState {
  state: string
  verifier: string
  service: SocialService
  mode: SocialMode
}

/** A provider identity waiting for the existing account's password (REQUEST_PASSWORD). */
export interface PendingLink {
  t: string
  userId: number
  service: SocialService
  id: string
  username: string | null
}

export type CallbackOutcome =
  | { status: 'SUCCESS'; loginUserId: number | null; userId: number }
  | { status: 'ALREADY_LOGGED_IN' }
  | { status: 'REQUEST_PASSWORD'; pending: string }
  | { status: 'ERROR'; errorMessage: string }

const LINK_PURPOSE = 'social_link'
const GENERIC_ERROR = 'An error occurred. Please try again later'
export const encodeJson = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
export function decodeJson<T>(v: string | undefined): T | null {
  if (!v) return null
  try {
    return JSON.parse(Buffer.from(v, 'base64url').toString('utf8')) as T
  } catch {
    return null
  }
}

interface Deps {
  auth: AuthModule
  settings: SettingsService
  repo: SocialRepo
  clock: () => Date
}

/** OAuth2 authorization-code flow with state and PKCE (S256) for the four social providers. */
export function makeSocialService(d: Deps) {
  async function provider(service: string) {
    if (!(SOCIAL_SERVICES as readonly string[]).includes(service)) throw notFound()
    const svc = service as SocialService
    const { client, server } = await d.settings.effective()
    if (client[`social.${svc}.enable`] !== true) throw notFound()
    const key = (k: string) => server[`social.${svc}.${k}`] as string | undefined
    const defaults = PROVIDER_DEFAULTS[svc]
    return {
      service: svc,
      clientId: key('client_id') ?? '',
      clientSecret: key('client_secret') ?? '',
      authorizeUrl: key('authorize_url') ?? defaults.authorizeUrl,
      tokenUrl: key('token_url') ?? defaults.tokenUrl,
      userinfoUrl: key('userinfo_url') ?? defaults.userinfoUrl,
      scope: defaults.scope,
    }
  }

  const callbackUrl = (baseUrl: string, service: string) => `${baseUrl}/api/v1/secure/auth/social/${service}/callback`

  async function fetchProfile(p: Awaited<ReturnType<typeof provider>>, code: string, verifier: string, baseUrl: string): Promise<ProviderProfile | null> {
    const tokenRes = await fetch(p.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: callbackUrl(baseUrl, p.service),
        client_id: p.clientId,
        client_secret: p.clientSecret,
        code_verifier: verifier,
      }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!tokenRes.ok) return null
    const { access_token: accessToken } = (await tokenRes.json()) as { access_token?: string }
    if (!accessToken) return null
    const infoRes = await fetch(p.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' }, signal: AbortSignal.timeout(10_000) })
    return infoRes.ok ? normalizeProfile(await infoRes.json()) : null
  }

  async function loginOrRegister(service: SocialService, profile: ProviderProfile): Promise<CallbackOutcome> {
    const linked = await d.repo.profile(service, profile.id)
    if (linked) return { status: 'SUCCESS', loginUserId: linked.userId, userId: linked.userId }
    if (!profile.email) return { status: 'ERROR', errorMessage: 'Could not retrieve your email address from this provider.' }
    const existing = await d.auth.repo.userByEmail(profile.email)
    if (existing) {
      // Never link to an existing account on the provider's word alone: its owner must type the password.
      const link: PendingLink = { t: randomToken(), userId: existing.id, service, id: profile.id, username: profile.username }
      const pending = encodeJson(link)
      await d.auth.repo.issueCode(existing.id, LINK_PURPOSE, sha256(pending), new Date(d.clock().getTime() + 15 * 60_000))
      return { status: 'REQUEST_PASSWORD', pending }
    }
    if (await d.auth.settings.registrationDisabled()) return { status: 'ERROR', errorMessage: 'Registration is disabled.' }
    const user = await d.auth.repo.createUser({ email: profile.email, password: null, emailVerifiedAt: d.clock() })
    await d.repo.link(user.id, service, profile.id, profile.username)
    return { status: 'SUCCESS', loginUserId: user.id, userId: user.id }
  }

  return {
    async start(service: string, mode: SocialMode, baseUrl: string) {
      const p = await provider(service)
      const flow: FlowState = { state: randomToken(), verifier: randomToken(48), service: p.service, mode }
      const challenge = createHash('sha256').update(flow.verifier).digest('base64url')
      const url = new URL(p.authorizeUrl)
      const params = { client_id: p.clientId, redirect_uri: callbackUrl(baseUrl, p.service), response_type: 'code', scope: p.scope, state: flow.state, code_challenge: challenge, code_challenge_method: 'S256' }
      for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v)
      return { url: url.href, flow: encodeJson(flow) }
    },

    async callback(input: { service: string; code?: string; state?: string; flow: string | undefined; authUserId: number | null; baseUrl: string }): Promise<CallbackOutcome> {
      const flow = decodeJson<FlowState>(input.flow)
      if (!flow || flow.service !== input.service || !input.state || flow.state !== input.state || !input.code) {
        return { status: 'ERROR', errorMessage: GENERIC_ERROR }
      }
      if (flow.mode === 'login' && input.authUserId !== null) return { status: 'ALREADY_LOGGED_IN' }
      const p = await provider(input.service)
      const profile = await fetchProfile(p, input.code, flow.verifier, input.baseUrl).catch(() => null)
      if (!profile) return { status: 'ERROR', errorMessage: GENERIC_ERROR }
      if (flow.mode === 'connect') {
        if (input.authUserId === null) return { status: 'ERROR', errorMessage: GENERIC_ERROR }
        const other = await d.repo.profile(p.service, profile.id)
        if (other && other.userId !== input.authUserId) return { status: 'ERROR', errorMessage: 'This account is already connected to another user.' }
        await d.repo.link(input.authUserId, p.service, profile.id, profile.username)
        return { status: 'SUCCESS', loginUserId: null, userId: input.authUserId }
      }
      return loginOrRegister(p.service, profile)
    },

    /** Finishes REQUEST_PASSWORD: the pending link is single-use and bound to the account it names. */
    async connectWithPassword(pendingCookie: string | undefined, password: string): Promise<number> {
      const link = decodeJson<PendingLink>(pendingCookie)
      const user = link ? await d.auth.repo.userById(link.userId) : null
      if (!link || !user || !(await verifyPassword(user.password, password))) throw validationError({ password: 'The provided password was incorrect.' })
      if (!(await d.auth.repo.consumeCode(user.id, LINK_PURPOSE, sha256(pendingCookie!), d.clock()))) {
        throw validationError({ password: 'This request has expired. Please try again.' })
      }
      await d.repo.link(user.id, link.service, link.id, link.username)
      return user.id
    },

    async disconnect(userId: number, service: string): Promise<void> {
      if (!(SOCIAL_SERVICES as readonly string[]).includes(service)) throw notFound()
      await d.repo.unlink(userId, service)
    },
  }
}

export type SocialAuthService = ReturnType<typeof makeSocialService>
