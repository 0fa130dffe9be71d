import { RECAPTCHA_ACTIONS, RECAPTCHA_FAILED_MESSAGE, SiteVerifyAnswerSchema, type RecaptchaAction } from '../../../shared/contracts/recaptcha'
import { validationError } from '../../lib/http-errors'

/** Google answers in well under a second; a stalled verify endpoint must not hold a sign-up open. */
const VERIFY_TIMEOUT_MS = 5000

interface Deps {
  /** The effective settings (the settings service's `effective`, cached for a second per database). */
  settings: () => Promise<{ client: Record<string, unknown>; server: Record<string, unknown> }>
  /** Injected so tests may count calls; the global fetch otherwise. */
  fetch?: typeof fetch
}

/** Admins store booleans as true/1/"1"/"true" depending on the form that saved them. */
const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true'

export function recaptchaEnabledFor(client: Record<string, unknown>, action: RecaptchaAction): boolean {
  return truthy(client[`recaptcha.enable.${action}`])
}

/** True when any protected action is on: the page policy must then admit Google's script and frame. */
export function recaptchaAnyEnabled(client: Record<string, unknown>): boolean {
  return RECAPTCHA_ACTIONS.some((action) => recaptchaEnabledFor(client, action))
}

/** Verifies recaptcha tokens against the configured endpoint and guards the actions the settings enable. */
export function makeRecaptchaService({ settings, fetch: doFetch = fetch }: Deps) {
  /**
   * Asks the verify endpoint about `token` (form-encoded secret, response, remoteip). A pass needs
   * success and, when the answer carries a v3 score, score >= recaptcha.min_score; when an expected
   * action is given and the answer names one, they must match so a login token cannot open a sign-up.
   * Any failure (network, timeout, bad JSON) is a plain "no": the caller answers 422, never 500.
   */
  async function verify(token: string, remoteIp?: string, expectedAction?: RecaptchaAction): Promise<boolean> {
    const { server } = await settings()
    const secret = String(server['recaptcha.secret_key'] ?? '')
    const url = String(server['recaptcha.verify_url'] ?? '')
    const minScore = Number(server['recaptcha.min_score'] ?? 0.5)
    if (!token || !secret || !/^https?:\/\//i.test(url)) return false
    try {
      const body = new URLSearchParams({ secret, response: token })
      if (remoteIp) body.set('remoteip', remoteIp)
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      })
      if (!res.ok) return false
      const answer = SiteVerifyAnswerSchema.safeParse(await res.json())
      if (!answer.success || !answer.data.success) return false
      const { score, action } = answer.data
      if (score !== undefined && !(score >= (Number.isFinite(minScore) ? minScore : 0.5))) return false
      return !(expectedAction && action && action !== expectedAction)
    } catch {
      return false
    }
  }

  return {
    verify,

    async enabledFor(action: RecaptchaAction): Promise<boolean> {
      return recaptchaEnabledFor((await settings()).client, action)
    },

    /** Throws the spec's 422 on `recaptcha_token` when `action` is protected and the token does not pass. */
    async assertHuman(action: RecaptchaAction, token: unknown, remoteIp?: string): Promise<void> {
      if (!recaptchaEnabledFor((await settings()).client, action)) return
      const passed = typeof token === 'string' && token.length > 0 && (await verify(token, remoteIp, action))
      if (!passed) throw validationError({ recaptcha_token: RECAPTCHA_FAILED_MESSAGE })
    },
  }
}

export type RecaptchaService = ReturnType<typeof makeRecaptchaService>
