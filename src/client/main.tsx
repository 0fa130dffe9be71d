// Client entry: creates the query client (cache persisted to IndexedDB) and the router, loads
// bootstrap-data into the session store, then mounts the app. Providers only: no feature fetching and
// no player logic here (the player mounts once in the root route's layout).
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { applyAnalytics, applyCustomCode, loadAppearancePreview, loadBootstrapData } from './features/shell'
import { createQueryClient } from './lib/query-client'
import { watchConnectivity } from './stores/connectivity'
import { applyInitialThemeGuess, watchSystemTheme } from './stores/theme'
import { trans } from './stores/session'
import { setUiTranslator } from './ui/translate'
import { createAppRouter } from './router'
import { captureInstallPrompt } from './lib/early-install-prompt'
import { listenForPreloadErrors } from './lib/chunk-reload'
import { installErrorReporting } from './lib/error-reporting'
import { watchFirstPage, whenFirstPage } from './lib/first-page'
import './styles/app.css'

// First, before anything awaits: the browser's install offer can come before the "Install app" entry loads.
captureInstallPrompt()
// A tab of the previous build asks for chunks a new deployment removed: reload once (lib/chunk-reload).
listenForPreloadErrors()
// A sample of uncaught errors goes to the admin's error log (music-product §10, lib/error-reporting).
installErrorReporting()

const queryClient = createQueryClient()
// Persistence (idb + the persister) loads as its own chunk; the service worker precaches it for offline starts.
const restored = import('./lib/persist').then((m) => m.persistQueryCache(queryClient)).catch(() => undefined)
const router = createAppRouter(queryClient)
watchFirstPage(router, queryClient)
// The first page's chunks (its component and loader) are asked for now, beside bootstrap-data, instead of
// once the first render has mounted the router: one round trip less before its data request can start.
// Only the code: loaders and guards still run after bootstrap-data (they read the session).
for (const route of router.getMatchedRoutes(window.location.pathname)[0]) void router.loadRouteChunk(route)?.catch(() => undefined)

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
void loadBootstrapData(queryClient, restored).finally(() => {
  applyCustomCode()
  applyAnalytics()
  // Framed by the appearance editor: listen for its unsaved values.
  if (window.self !== window.top) void loadAppearancePreview().then((m) => m.listenForAppearancePreview())
  const app = createRoot(root)
  startTransition(() =>
    app.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  )
  // Changes made offline replay in order once the session is known; loaded once the first page is up
  // (lib/first-page.ts) because nothing on it depends on the queue.
  // The module is undefined when its chunk failed and lib/chunk-reload claimed the error for a reload:
  // Vite's preload then resolves the import with nothing (Firefox without a service worker hit this
  // as "can't access property startOfflineQueue", issue 24); the reload brings the queue back.
  void whenFirstPage()
    .then(() => import('./features/offline-queue'))
    .then((m) => (m as typeof m | undefined)?.startOfflineQueue({ queryClient }))
})
