// Client entry: creates the query client (cache persisted to IndexedDB) and the router, loads
// bootstrap-data into the session store, then mounts the app. Providers only: no feature fetching and
// no player logic here (the player mounts once in the root route's layout).
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { applyAnalytics, applyCustomCode, bootstrapKeys, loadAppearancePreview, loadBootstrapData } from './features/shell'
import { createQueryClient } from './lib/query-client'
import { watchConnectivity } from './stores/connectivity'
import { applyInitialThemeGuess, syncTheme, themeState, watchSystemTheme } from './stores/theme'
import { trans } from './stores/session'
import { setUiTranslator } from './ui/translate'
import { createAppRouter } from './router'
import { captureInstallPrompt } from './lib/early-install-prompt'
import { isLeavingPage, listenForPreloadErrors } from './lib/chunk-reload'
import { installErrorReporting } from './lib/error-reporting'
import { watchFirstPage, whenFirstPage } from './lib/first-page'
import type { BootstrapData } from '../shared/contracts/bootstrap'
import type { SsrState } from './entry-server'
import './styles/app.css'

// First, before anything awaits: the browser's install offer can come before the "Install app" entry loads.
captureInstallPrompt()
// A tab of the previous build asks for chunks a new deployment removed: reload once (lib/chunk-reload).
listenForPreloadErrors()
// A sample of uncaught errors goes to the admin's error log (music-product §10, lib/error-reporting).
installErrorReporting()

const queryClient = createQueryClient()
// A guest's public page arrives rendered by the server with the query cache it rendered from
// (docs/decisions/0034): that cache goes in first, so the first render asks for none of it again.
const serverElement = document.getElementById('ssr-state')
const serverState = serverElement?.textContent ? (JSON.parse(serverElement.textContent) as SsrState) : null
if (serverState) hydrate(queryClient, serverState.cache)
const fromServer = new Set(serverState ? queryClient.getQueryCache().getAll().map((q) => q.queryHash) : [])
// The page policy (style-src 'self') refuses style attributes in markup, so the server sends them as
// data-ssr-style (server/plugins/ssr.ts); set through the CSSOM, as React itself does, they apply.
for (const el of document.querySelectorAll<HTMLElement>('#root [data-ssr-style]')) {
  el.style.cssText = el.dataset.ssrStyle ?? ''
  el.removeAttribute('data-ssr-style')
}
const serverBootstrap = serverState ? queryClient.getQueryData<BootstrapData>(bootstrapKeys.all) : undefined
// Persistence (idb + the persister) loads as its own chunk; the service worker precaches it for offline starts.
const restored = import('./lib/persist').then((m) => m.persistQueryCache(queryClient, fromServer)).catch(() => undefined)
// The router (the route tree's processing) is made in a task of its own: with the entry's evaluation and the
// server cache's hydration it was one long task at start-up (Lighthouse's total blocking time).
const routerReady = yieldToBrowser().then(() => {
  const router = createAppRouter(queryClient)
  watchFirstPage(router, queryClient)
  // The first page's chunks (its component and loader) are asked for now, beside bootstrap-data, instead of
  // once the first render has mounted the router: one round trip less before its data request can start.
  // Only the code: loaders and guards still run after bootstrap-data (they read the session).
  for (const route of router.getMatchedRoutes(window.location.pathname)[0]) void router.loadRouteChunk(route)?.catch(() => undefined)
  return router
})

// ui/ reaches the translations only through this hand-over (it imports nothing outside ui).
setUiTranslator(trans)
applyInitialThemeGuess()
watchConnectivity()
watchSystemTheme()

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// Settings, menus, the user and the theme decide what the first frame shows, so they load first.
// The first render runs as a transition: React then renders in slices and yields to the browser between
// them instead of one long task (the main thread stays responsive while the app mounts: Lighthouse's
// total blocking time). New Suspense boundaries still show their fallbacks.
void loadBootstrapData(queryClient, restored, serverBootstrap).finally(async () => {
  const router = await routerReady
  applyCustomCode()
  applyAnalytics()
  // Framed by the appearance editor: listen for its unsaved values.
  if (window.self !== window.top) void loadAppearancePreview().then((m) => m.listenForAppearancePreview())
  const tree = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  )
  if (serverState && serverBootstrap) {
    // Hydration: the router resolves the page first (its loaders find their data in the cache), and
    // renders as the server did (the root's matches unwrapped from Suspense, router-core's SSR flag).
    router.ssr = { manifest: undefined }
    // The framework's and the entry's evaluation were one task so far: the page answers input in between.
    await yieldToBrowser()
    await router.load()
    await yieldToBrowser()
    // The server drew "system" as light (it cannot know the OS preference): the first render draws what
    // the server did, then the theme store takes the real value (<html> already has it: no flash).
    Object.assign(themeState, serverState.theme)
    startTransition(
      () =>
        void hydrateRoot(
          root,
          <>
            {tree}
            <AfterHydration run={hydrated} />
          </>,
        ),
    )
  } else {
    const app = createRoot(root)
    // A server page without its bootstrap copy is drawn again in the browser: its markup goes at this commit.
    startTransition(() => app.render(serverElement ? <>{tree}<AfterHydration run={hydrated} /></> : tree))
  }
  // Changes made offline replay in order once the session is known; loaded once the first page is up
  // (lib/first-page.ts) because nothing on it depends on the queue.
  // The module is undefined when its chunk failed and lib/chunk-reload claimed the error for a reload:
  // Vite's preload then resolves the import with nothing (Firefox without a service worker hit this
  // as "can't access property startOfflineQueue", issue 24); the reload brings the queue back.
  // Leaving the page aborts the import (Firefox rejects it): nothing is lost then, the next page starts it.
  void whenFirstPage()
    .then(() => import('./features/offline-queue'))
    .then(
      (m) => (m as typeof m | undefined)?.startOfflineQueue({ queryClient }),
      (error: unknown) => {
        if (!isLeavingPage()) throw error
      },
    )
})

/**
 * Ends the current task so the browser can paint and answer input before the next step of the start-up
 * (Lighthouse's total blocking time counts every task over 50 ms). `scheduler.yield` keeps this task's
 * priority where the browser has it.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

/** Sent on document once a server-rendered page is hydrated; public/boot.js listens for it. */
const HYDRATED_EVENT = 'encore:hydrated'

/**
 * The server's markup now answers: the theme store takes the real value and the #ssr-state block goes
 * (read above already; while it is there, a development build's styles/app.css keeps the rendered controls
 * from taking clicks; a production page's public/boot.js holds them instead).
 */
function hydrated() {
  syncTheme()
  serverElement?.remove()
  // public/boot.js gives a click it held before the app had started to its control again.
  document.dispatchEvent(new Event(HYDRATED_EVENT))
}

/** Runs `run` once the server's markup is hydrated (the shell's commit). */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(run, [run])
  return null
}
