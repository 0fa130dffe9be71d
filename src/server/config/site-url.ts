import type { Env } from './env'

/**
 * The one base address every absolute link the server makes starts with (reset and invite mails,
 * notification mails, OAuth redirect URIs, bootstrap `base_url`): APP_URL, or on a bare start
 * `http://localhost:PORT`. Never a request's Host or X-Forwarded-Host: those are whatever the sender
 * typed, so a link built from them would mail a reset token to an attacker's host (issue 23).
 */
export function siteBaseUrl(env: Pick<Env, 'APP_URL' | 'PORT'>): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
}

/** The start-up line naming the base address, and where it came from. */
export function baseUrlNotice(env: Pick<Env, 'APP_URL' | 'PORT'>): string {
  return env.APP_URL
    ? `Links in mails and redirects use ${siteBaseUrl(env)} (APP_URL)`
    : `Links in mails and redirects use ${siteBaseUrl(env)}; set APP_URL to the public address when the site is reached another way`
}

export const PROXY_WITHOUT_APP_URL =
  'A request came through a proxy (X-Forwarded-Host or X-Forwarded-Proto) but APP_URL is not set: links in mails and redirects use the local address; set APP_URL to the public address'

/**
 * Returns a check that reports, once per process, a request carrying proxy headers while APP_URL is
 * unset: the links then point at localhost, and the forwarded host is deliberately not used instead.
 */
export function proxyWithoutAppUrlCheck(env: Pick<Env, 'APP_URL'>, warn: (message: string) => void) {
  let warned = Boolean(env.APP_URL)
  return (headers: Record<string, unknown>): void => {
    if (warned || (headers['x-forwarded-host'] === undefined && headers['x-forwarded-proto'] === undefined)) return
    warned = true
    warn(PROXY_WITHOUT_APP_URL)
  }
}
