/// <reference lib="webworker" />
// Service worker entry: precaches the shell and answers navigations from it when offline, and shows browser
// push notifications (sw/push.ts). It does not
// cache /api/ responses (the persisted query cache owns data) nor audio it was not asked to save
// (sw/audio-cache.ts only reads what "Save offline" stored), and it never skips waiting on
// its own: the page asks (SKIP_WAITING) once the user accepts the update and playback allows a reload.
import { clientsClaim } from 'workbox-core'
import { registerSavedMediaRoute } from './audio-cache'
import { isSkipWaitingMessage } from './cache-policy'
import { setupPrecache } from './precache'
import { handleNotificationClick, readXsrfCookie, showPush, type WindowClients } from './push'

declare const self: ServiceWorkerGlobalScope

// Saved-offline audio and images first (before the navigation route): answered with Range support from
// the caches the page filled on "Save offline"; anything not saved goes to the network uncached.
registerSavedMediaRoute()
setupPrecache(self.__WB_MANIFEST)

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting()
})

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data?.text(), self.registration))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(
    handleNotificationClick(event.notification.data, {
      clients: self.clients as unknown as WindowClients,
      origin: self.location.origin,
      fetch: (input, init) => fetch(input, init),
      readXsrf: () => readXsrfCookie(self),
    }),
  )
})

// After activation, take control of already open pages so the first visit works offline too.
clientsClaim()
