import fp from 'fastify-plugin'
import type { EffectiveSettings } from '../modules/settings/index'
import { recaptchaAnyEnabled } from '../modules/recaptcha/index'

/**
 * Secure defaults for every response (issue 2). The page policy is strict: scripts and styles only
 * from our own origin (no inline script, no eval; the UI sets styles through the CSSOM, which CSP
 * allows), media and images from our origin or blobs, frames only our own sandboxed ad documents.
 * Only the two embed routes may be framed by other sites. A route that needs another policy (the ad
 * documents) sets its own header first and is left alone.
 */
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
]

export const CONTENT_SECURITY_POLICY = [...PAGE_POLICY, "frame-ancestors 'none'"].join('; ')
export const EMBED_CONTENT_SECURITY_POLICY = [...PAGE_POLICY, 'frame-ancestors *'].join('; ')

/** Google's recaptcha script and challenge frame; admitted only while the settings enable a recaptcha action. */
export const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
const withRecaptcha = (directive: string) =>
  directive === "script-src 'self'" || directive === "frame-src 'self'" ? [directive, ...RECAPTCHA_SOURCES].join(' ') : directive
export const RECAPTCHA_CONTENT_SECURITY_POLICY = [...PAGE_POLICY.map(withRecaptcha), "frame-ancestors 'none'"].join('; ')

export interface SecurityHeadersOptions {
  /** The effective settings; without it (or when reading fails) the strict policy applies. */
  settings?: { effective: () => Promise<EffectiveSettings> }
}

async function recaptchaOpen(options: SecurityHeadersOptions): Promise<boolean> {
  if (!options.settings) return false
  try {
    return recaptchaAnyEnabled((await options.settings.effective()).client)
  } catch {
    return false
  }
}

/** /track/{id}/{name}/embed and /album/{id}/{artist}/{album}/embed (music-catalog §4.12). */
const EMBED_PATHS = [/^\/track\/[^/]+\/[^/]+\/embed\/?$/, /^\/album\/[^/]+\/[^/]+\/[^/]+\/embed\/?$/]

export function isEmbedPath(pathname: string): boolean {
  return EMBED_PATHS.some((re) => re.test(pathname))
}

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff')
      reply.header('referrer-policy', 'strict-origin-when-cross-origin')
      if (reply.hasHeader('content-security-policy')) return payload
      const embed = isEmbedPath(request.url.split('?')[0] ?? '/')
      // Computed per request (embeds never show a recaptcha form): an admin's change applies within the
      // settings cache second.
      const policy = embed ? EMBED_CONTENT_SECURITY_POLICY : (await recaptchaOpen(options)) ? RECAPTCHA_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY
      reply.header('content-security-policy', policy)
      if (!embed) reply.header('x-frame-options', 'DENY')
      return payload
    })
  },
  { name: 'security-headers' },
)
