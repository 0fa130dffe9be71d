import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { ANALYTICS_CSP_SOURCES } from '../../shared/lib/analytics'

/**
 * Secure defaults for every response (issue 2). The page policy is strict: scripts and styles only
 * from our own origin (no inline script, no eval; the UI sets styles through the CSSOM, which CSP
 * allows), images from our origin or blobs, media also from https addresses (a track's `src` may be a
 * direct media URL), frames only our own sandboxed ad documents (and YouTube's player, youtubeCspSources).
 * Only the two embed routes may be framed by other sites. A route that needs another policy (the ad
 * documents) sets its own header first and is left alone.
 */
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  // data: because howler empties a finished sound by pointing it at a tiny data: WAV (its _clearSound);
  // gapless playback (decision 0030) unloads sounds often, and Firefox reports each refusal as a page error.
  "media-src 'self' blob: data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
]

/**
 * YouTube sources (music-catalog §4.1, §4.13) play through YouTube's IFrame API: its script (from
 * YOUTUBE_IFRAME_API_URL's origin when set, a stand-in in tests) and the privacy-enhanced player frame.
 */
export function youtubeCspSources(env: { YOUTUBE_IFRAME_API_URL?: string }): { script: string[]; frame: string[] } {
  const script = env.YOUTUBE_IFRAME_API_URL ? new URL(env.YOUTUBE_IFRAME_API_URL).origin : 'https://www.youtube.com'
  return { script: [script], frame: ['https://www.youtube-nocookie.com'] }
}

export const CONTENT_SECURITY_POLICY = [...PAGE_POLICY, "frame-ancestors 'none'"].join('; ')
export const EMBED_CONTENT_SECURITY_POLICY = [...PAGE_POLICY, 'frame-ancestors *'].join('; ')

/** Google's recaptcha script and challenge frame; admitted only while the settings enable a recaptcha action. */
export const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
const withRecaptcha = (directive: string) =>
  directive === "script-src 'self'" || directive === "frame-src 'self'" ? [directive, ...RECAPTCHA_SOURCES].join(' ') : directive
export const RECAPTCHA_CONTENT_SECURITY_POLICY = [...PAGE_POLICY.map(withRecaptcha), "frame-ancestors 'none'"].join('; ')

export interface SecurityHeadersOptions {
  /** Whether `analytics.tracking_code` is set, so the page policy must admit Google Analytics' hosts. */
  analyticsOn?: () => Promise<boolean>
  /**
   * Whether a recaptcha action is enabled, so the page policy must admit Google's script and frame.
   * A plain function (the app reads it from the settings): without it, or when it fails, the strict
   * policy applies.
   */
  recaptchaOpen?: () => Promise<boolean>
  /**
   * How long one process reuses its answer to "is a recaptcha action enabled?" (0 = read the settings
   * for every response, as tests do). In production 1 s, the settings cache's own bound.
   */
  policyTtlMs?: number
  /**
   * Extra `connect-src` origins: the S3 bucket when browsers upload to it directly (presigned PUTs). A
   * function is asked per response, as the bucket follows the admin's storage settings.
   */
  connectSources?: string[] | (() => string[])
  /** Extra `script-src` / `frame-src` origins: the payment gateways' scripts and frames while billing keys are set. */
  scriptSources?: string[]
  frameSources?: string[]
}

async function analyticsOn(options: SecurityHeadersOptions): Promise<boolean> {
  try {
    return (await options.analyticsOn?.()) ?? false
  } catch {
    return false
  }
}

/** The page policy widened by Google Analytics' script, connect and image hosts (shared/lib/analytics.ts). */
export function withAnalytics(policy: string): string {
  return policy
    .replace("script-src 'self'", `script-src 'self' ${ANALYTICS_CSP_SOURCES.script.join(' ')}`)
    .replace("connect-src 'self'", `connect-src 'self' ${ANALYTICS_CSP_SOURCES.connect.join(' ')}`)
    .replace("img-src 'self'", `img-src 'self' ${ANALYTICS_CSP_SOURCES.img.join(' ')}`)
}

async function recaptchaOpen(options: SecurityHeadersOptions): Promise<boolean> {
  if (!options.recaptchaOpen) return false
  try {
    return await options.recaptchaOpen()
  } catch {
    return false
  }
}

/** /track/{id}/{name}/embed and /album/{id}/{artist}/{album}/embed (music-catalog §4.12). */
const EMBED_PATHS = [/^\/track\/[^/]+\/[^/]+\/embed\/?$/, /^\/album\/[^/]+\/[^/]+\/[^/]+\/embed\/?$/]

export function isEmbedPath(pathname: string): boolean {
  return EMBED_PATHS.some((re) => re.test(pathname))
}

/**
 * The appearance editor shows the site in a frame of /admin/appearance: a page asked for with
 * `?appearance-preview=1` may be framed by our own origin (and still by no other site).
 */
export const APPEARANCE_PREVIEW_PARAM = 'appearance-preview'
const isPreviewQuery = (query: string) => new URLSearchParams(query).has(APPEARANCE_PREVIEW_PARAM)

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const ttlMs = options.policyTtlMs ?? 0
    // The page policy only changes with the recaptcha and analytics settings. Every response carries it (audio Range
    // requests and bootstrap-data included), so within the TTL the answer is reused and the hook stays
    // synchronous: no settings read, no promise per response.
    let known: { at: number; policy: string } | null = null
    const pagePolicy = async (): Promise<string> => {
      const [recaptcha, analytics] = await Promise.all([recaptchaOpen(options), analyticsOn(options)])
      const base = recaptcha ? RECAPTCHA_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY
      const policy = analytics ? withAnalytics(base) : base
      if (ttlMs > 0) known = { at: Date.now(), policy }
      return policy
    }
    const widen = (policy: string, directive: string, extra: string[] | undefined) =>
      extra?.length ? policy.replace(`${directive} 'self'`, `${directive} 'self' ${extra.join(' ')}`) : policy
    const finish = (reply: FastifyReply, policy: string, embed: boolean, preview = false) => {
      // The appearance editor frames our own pages (?appearance-preview=1): same-origin framing only.
      const framed = preview ? policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : policy
      const connect = typeof options.connectSources === 'function' ? options.connectSources() : options.connectSources
      const widened = widen(widen(widen(framed, 'connect-src', connect), 'script-src', options.scriptSources), 'frame-src', options.frameSources)
      reply.header('content-security-policy', widened)
      if (!embed) reply.header('x-frame-options', preview ? 'SAMEORIGIN' : 'DENY')
    }

    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff')
      reply.header('referrer-policy', 'strict-origin-when-cross-origin')
      if (reply.hasHeader('content-security-policy')) return done(null, payload)
      const query = request.url.indexOf('?')
      // Embeds never show a recaptcha form.
      if (isEmbedPath(query < 0 ? request.url : request.url.slice(0, query))) {
        finish(reply, EMBED_CONTENT_SECURITY_POLICY, true)
        return done(null, payload)
      }
      // A substring test first: the hot path (every API answer) never parses its query here.
      const preview = query >= 0 && request.url.includes(APPEARANCE_PREVIEW_PARAM, query) && isPreviewQuery(request.url.slice(query + 1))
      if (known && Date.now() - known.at < ttlMs) {
        finish(reply, known.policy, false, preview)
        return done(null, payload)
      }
      pagePolicy().then((policy) => {
        finish(reply, policy, false, preview)
        done(null, payload)
      }, done)
    })
  },
  { name: 'security-headers' },
)
