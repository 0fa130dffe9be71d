// Registers the service worker and reports a waiting update: vite-plugin-pwa's 'prompt' mode in a few
// lines, without its virtual module, whose workbox-window (about 2 KB gzip) loaded on every first screen.
// Same rules as workbox-window there: a worker that installs while an older one is active waits until the
// page asks (SKIP_WAITING, sw/sw.ts); once it takes control of a page that was already controlled at
// registration, the page is told to reload (a first install is not an update).
import { useState, type Dispatch, type SetStateAction } from 'react'

export const SW_URL = '/sw.js'
// workbox-window's delay before calling an installed worker "waiting": a first install goes on to
// activate within it, an update stays.
const WAITING_CHECK_MS = 200

export interface RegisterSWOptions {
  onNeedRefresh?: () => void
  onNeedReload?: () => void
  onRegisteredSW?: (swUrl: string, registration: ServiceWorkerRegistration | undefined) => void
  onRegisterError?: (error: unknown) => void
}

/** Registers `SW_URL` on `container`; returns what activates the waiting worker. */
export function registerSW(container: ServiceWorkerContainer | undefined, options: RegisterSWOptions = {}): () => Promise<void> {
  if (!container) return async () => {}
  const wasControlled = container.controller !== null
  let prompted = false
  const prompt = () => {
    if (prompted) return
    prompted = true
    container.addEventListener('controllerchange', () => {
      if (wasControlled) (options.onNeedReload ?? (() => window.location.reload()))()
    })
    options.onNeedRefresh?.()
  }
  const watch = (registration: ServiceWorkerRegistration, worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state !== 'installed') return
      setTimeout(() => registration.waiting === worker && prompt(), WAITING_CHECK_MS)
    })
  }
  const registered = container.register(SW_URL, { scope: '/', type: 'classic' }).then(
    (registration) => {
      if (registration.waiting) prompt()
      watch(registration, registration.installing)
      registration.addEventListener('updatefound', () => watch(registration, registration.installing))
      options.onRegisteredSW?.(SW_URL, registration)
      return registration
    },
    (error: unknown) => {
      options.onRegisterError?.(error)
      return undefined
    },
  )
  return async () => (await registered)?.waiting?.postMessage({ type: 'SKIP_WAITING' })
}

export interface RegisterSWState {
  needRefresh: [boolean, Dispatch<SetStateAction<boolean>>]
  updateServiceWorker: () => Promise<void>
}

/** Registers once per mount of the caller (mount it once, near the root). */
export function useRegisterSW(options: RegisterSWOptions = {}): RegisterSWState {
  const needRefresh = useState(false)
  const [, setNeedRefresh] = needRefresh
  const [updateServiceWorker] = useState(() =>
    registerSW(typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined, {
      ...options,
      onNeedRefresh() {
        setNeedRefresh(true)
        options.onNeedRefresh?.()
      },
    }),
  )
  return { needRefresh, updateServiceWorker }
}
