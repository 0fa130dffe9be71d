/**
 * Which push endpoints the server will post to. A push subscription names a URL the server later
 * sends requests to, so an unchecked one would let any user aim the server at internal addresses.
 * The endpoint must be https, carry no credentials, have a path, and its host must match the
 * allow-list: the browsers' push services by default, plus whatever PUSH_ENDPOINT_HOSTS adds (a test
 * receiver, a self-hosted relay). Entries are `host`, `host:port` or `*.domain` (any subdomain).
 */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Brave
  'android.googleapis.com',
  '*.push.services.mozilla.com', // Firefox
  '*.notify.windows.com', // Edge on Windows (WNS)
  '*.push.apple.com', // Safari
] as const

export function parsePushHosts(extra: string | undefined): string[] {
  const added = (extra ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  return [...DEFAULT_PUSH_HOSTS, ...added]
}

function hostMatches(pattern: string, url: URL): boolean {
  const host = url.hostname.toLowerCase()
  const port = url.port
  const [patternHost, patternPort] = pattern.split(/:(?=\d+$)/) as [string, string | undefined]
  // Without a port in the entry only the default https port is allowed.
  if ((patternPort ?? '') !== port) return false
  if (patternHost.startsWith('*.')) return host.endsWith(patternHost.slice(1)) && host.length > patternHost.length - 1
  return host === patternHost
}

/** null when the endpoint may be used; otherwise the reason, for the 422. */
export function pushEndpointProblem(endpoint: string, allowedHosts: string[]): string | null {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'The push endpoint must be an https URL.'
  }
  if (url.protocol !== 'https:') return 'The push endpoint must be an https URL.'
  if (url.username || url.password || url.pathname.length < 2) return 'The push endpoint is not a push service address.'
  if (!allowedHosts.some((pattern) => hostMatches(pattern, url))) return 'The push endpoint is not a known push service.'
  return null
}
