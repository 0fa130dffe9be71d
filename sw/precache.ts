// Precache of the app shell (the files vite-plugin-pwa lists in self.__WB_MANIFEST: JS, CSS, HTML,
// icons, manifest) and the navigation route that boots client routes from it when offline.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NAVIGATION_DENYLIST, SHELL_URL, networkFirstNavigation } from './cache-policy'

export function setupPrecache(manifest: Array<PrecacheEntry | string>): void {
  // Caches from older builds are dropped on activation so storage does not grow with every deploy.
  cleanupOutdatedCaches()
  precacheAndRoute(manifest)
  const handler = ({ request }: { request: Request }) =>
    networkFirstNavigation(request, { fetch: (r) => fetch(r), matchShell: () => matchPrecache(SHELL_URL) })
  registerRoute(new NavigationRoute(handler, { denylist: [...NAVIGATION_DENYLIST] }))
}
