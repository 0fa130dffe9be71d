/// <reference lib="webworker" />
// Service-worker side of "Save offline": answers saved audio and images from Cache Storage (the rules
// are in offline-media.ts). Only files the listener saved are there (the page writes them, see
// src/client/features/offline); this route never adds anything to a cache.
import { registerRoute } from 'workbox-routing'
import { answerSavedMedia, offlineMediaKind } from './offline-media'

declare const self: ServiceWorkerGlobalScope

// Opened once per worker life: every media request checks a cache, so the open is kept off that path.
const opened = new Map<string, Promise<Cache>>()

async function match(cacheName: string, key: string): Promise<Response | undefined> {
  let cache = opened.get(cacheName)
  if (!cache) {
    cache = caches.open(cacheName)
    opened.set(cacheName, cache)
  }
  return (await cache).match(key)
}

/** Registers the route; call it before the navigation route so media never reaches the shell fallback. */
export function registerSavedMediaRoute(): void {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && offlineMediaKind(request.method, url.pathname) !== null,
    ({ request }) => answerSavedMedia(request, { match, fetch: (r) => fetch(r) }),
  )
}
