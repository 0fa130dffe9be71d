// Pure rules of the service worker's cache policy. No Workbox and no `self` here, so tests/sw can
// check every rule in Node; sw.ts and precache.ts only wire these into Workbox.

/**
 * Paths a navigation must never be answered from the app shell for.
 * - /api/: JSON endpoints. The SW never caches API responses: the TanStack Query cache persisted in
 *   IndexedDB already owns offline data, and a second cache here would serve stale or another user's data.
 * - /storage/: uploaded audio and images. Audio is large (a precached file over 2 MiB fails the build)
 *   and uses Range requests; caching it is the separate, opt-in offline-audio feature.
 * - /ads/: ad snippets are server pages with their own CSP, loaded in sandboxed frames; the shell in
 *   their place would run the app inside an ad slot.
 * - Paths ending in a file name (robots.txt, sw.js, feeds): real files, never the SPA.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/api(\/|$)/, /^\/storage(\/|$)/, /^\/ads(\/|$)/, /\/[^/?]+\.[^/]+$/]

/** The precached document every client route boots from when the network is gone. */
export const SHELL_URL = '/index.html'

/** True when a navigation to this path may fall back to the precached shell. */
export function isShellNavigation(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname))
}

/** The only message that lets a waiting worker take over: the page sends it after the user agrees. */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING'
}

export interface NavigationDeps {
  fetch: (request: Request) => Promise<Response>
  matchShell: () => Promise<Response | undefined>
}

/**
 * Network first for documents, shell from the precache when the network fails. Online, the server's
 * own answer wins, so per-page meta tags, the CSP and the embed routes' frame policy stay fresh;
 * offline (fetch rejects), the precached index.html boots the SPA, which then reads the persisted
 * query cache. A server error (5xx) with a shell available is also replaced by the shell, because a
 * broken upstream should not hide an app that can still work from its caches.
 */
export async function networkFirstNavigation(request: Request, deps: NavigationDeps): Promise<Response> {
  try {
    const response = await deps.fetch(request)
    if (response.status < 500) return response
    const shell = await deps.matchShell()
    return shell ?? response
  } catch (error) {
    const shell = await deps.matchShell()
    if (shell) return shell
    throw error
  }
}
