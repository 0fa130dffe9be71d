// Registers the service worker with workbox-window (the design card's client; decision 0006) and reports a
// waiting update, with the rules of vite-plugin-pwa's 'prompt' mode: a worker that installs while an older
// one is active waits until the page asks (SKIP_WAITING, sw/sw.ts); once it takes control of a page that
// was already controlled at registration, the page is told to reload (a first install is not an update).
// workbox-window loads with a dynamic import once the page has loaded and the browser is idle, so it costs
// the first screen no bytes; nothing on the first screen needs the worker.
import { useState, type Dispatch, type SetStateAction } from 'react'
import type { Workbox } from 'workbox-window'

export const SW_URL = '/sw.js'
/** The longest wait for an idle moment after the load event before registering anyway. */
const IDLE_TIMEOUT_MS = 2000

export interface RegisterSWOptions {
  onNeedRefresh?: () => void
  onNeedReload?: () => void
  onRegisteredSW?: (swUrl: string, registration: ServiceWorkerRegistration | undefined) => void
  onRegisterError?: (error: unknown) => void
}

export type LoadWorkbox = () => Promise<{ Workbox: typeof Workbox }>

/** After the load event and then an idle moment: the page's own requests go first. */
function afterFirstPaint(): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
        else setTimeout(resolve, 0)
      }),
  )
}

export const loadWorkboxAfterFirstPaint: LoadWorkbox = () => afterFirstPaint().then(() => import('workbox-window'))

/**
 * Registers `SW_URL` (workbox-window works on `navigator.serviceWorker`); returns what activates the
 * waiting worker. Does nothing where service workers are unsupported.
 */
export function registerSW(options: RegisterSWOptions = {}, loadWorkbox: LoadWorkbox = loadWorkboxAfterFirstPaint): () => Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return async () => {}
  let prompted = false
  const registered = loadWorkbox().then(
    async ({ Workbox }) => {
      const wb = new Workbox(SW_URL, { scope: '/', type: 'classic' })
      // 'waiting': an installed worker still waiting 200 ms later, or one already waiting at registration.
      wb.addEventListener('waiting', () => {
        if (prompted) return
        prompted = true
        // isUpdate: a worker controlled the page at registration; a first install never reloads.
        wb.addEventListener('controlling', (event) => {
          if (event.isUpdate) (options.onNeedReload ?? (() => window.location.reload()))()
        })
        options.onNeedRefresh?.()
      })
      // The page registers after its first paint already: no reason to wait for another load event.
      const registration = await wb.register({ immediate: true })
      options.onRegisteredSW?.(SW_URL, registration)
      return wb
    },
  ).catch((error: unknown) => {
    options.onRegisterError?.(error)
    return undefined
  })
  return async () => (await registered)?.messageSkipWaiting()
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
    registerSW({
      ...options,
      onNeedRefresh() {
        setNeedRefresh(true)
        options.onNeedRefresh?.()
      },
    }),
  )
  return { needRefresh, updateServiceWorker }
}
