// Server entry (docs/decisions/0034): renders a guest's first screen in Node. Built by Vite as its own SSR
// bundle (`vite build --ssr`, dist-ssr/entry-server.js) and loaded by the server's static plugin. The same
// router, route loaders and TanStack Query options as the browser: the loaders fetch over real HTTP from
// this very server (loopback, no cookies: a guest), the query cache is dehydrated into the page, and
// main.tsx hydrates it before `hydrateRoot`, so the first client render asks for nothing the HTML carries.
import { StrictMode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { dehydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import type { BootstrapData } from '../shared/contracts/bootstrap'
import { RENDER_HEADER } from '../shared/wire'
import { bootstrapKeys } from './features/shell'
import { createQueryClient } from './lib/query-client'
import { http, httpConfig } from './lib/http'
import { setServerCookies } from './lib/cookies'
import { applyBootstrapData, trans } from './stores/session'
import { readSetting } from './stores/settings'
import { syncTheme, themeState } from './stores/theme'
import { setUiTranslator } from './ui/translate'
import { createAppRouter } from './router'

setUiTranslator(trans)

export interface ServerRender {
  /** The markup of #root. */
  html: string
  /** For the page's data block (JSON-safe): what main.tsx sets up before hydrating. */
  state: SsrState
  /** 200, 404 when the route resolved to a not-found page, 500 on a failed loader, 302 when a route redirected. */
  status: number
  /** The site's look the page's head links before the first paint (server/lib/theme-sheet.ts). */
  styles: { themes: BootstrapData['themes']; defaultThemeId: number | null; customCssVersion: string }
}

/** The page's data block: the dehydrated query cache and the theme the markup was drawn with. */
export interface SsrState {
  cache: DehydratedState
  theme: typeof themeState
}

// One render at a time in a process: the session and theme stores and the cookie source are module
// singletons the components read, so two renders must not interleave.
let queue: Promise<unknown> = Promise.resolve()
/** The bootstrap data the session store holds now, as JSON. */
let appliedBootstrap = ''

/**
 * Renders `url` for a guest. `origin` is where this process answers (http://127.0.0.1:port): the
 * loaders' requests go there. The session store is a module singleton, so only guest renders may share
 * it: every guest sees the same bootstrap data (same settings, no user).
 */
export function render(url: string, origin: string, cookies = ''): Promise<ServerRender> {
  const next = queue.then(() => renderNow(url, origin, cookies))
  queue = next.catch(() => undefined)
  return next
}

async function renderNow(url: string, origin: string, cookies: string): Promise<ServerRender> {
  httpConfig.baseUrl = `${origin}/`
  // The page route counts this visitor's view; the loopback requests must not count the renderer's.
  httpConfig.extraHeaders = { [RENDER_HEADER]: '1' }
  setServerCookies(cookies)
  const queryClient = createQueryClient()
  // No retries on the server: a failing request makes the page fall back to the client-rendered shell.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const bootstrap = await http.get<BootstrapData>('bootstrap-data')
  queryClient.setQueryData(bootstrapKeys.all, bootstrap)
  // Every guest's bootstrap data is the same until a setting, theme or translation changes: the stores
  // (cloned and proxied anew by applyBootstrapData, a few ms a page) are set again only when it differs.
  const bootstrapJson = JSON.stringify(bootstrap)
  if (bootstrapJson !== appliedBootstrap) {
    applyBootstrapData(bootstrap)
    appliedBootstrap = bootstrapJson
  }
  // The OS preference is unknown here: "system" draws light; main.tsx corrects it after hydration.
  syncTheme()
  const styles = {
    themes: bootstrap.themes,
    defaultThemeId: Number(readSetting('themes.default_id', 0)) || null,
    customCssVersion: String(readSetting('custom_code.css_version', '')),
  }
  const router = createAppRouter(queryClient)
  // Scroll restoration's inline script is the browser's business (and CSP admits no inline script).
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [url] }), scrollRestoration: false })
  await router.load()
  const matches = router.state.matches
  // router-core's server load reports its outcome: a redirect (a guard's, as register's while registration is
  // closed, or to a canonical address) leaves the page to the browser; a not-found anywhere, the root's
  // included (its match stays "success" with `_notFound`), is a 404.
  const result = (router as { _serverResult?: { type: 'render'; status: number } | { type: 'redirect' } })._serverResult
  const redirected = result?.type === 'redirect'
  const notFound = matches.some((m) => m.status === 'notFound' || (m as { _notFound?: boolean })._notFound)
  const status = redirected ? 302 : result?.type === 'render' && result.status !== 200 ? result.status : notFound ? 404 : matches.some((m) => m.status === 'error') ? 500 : 200
  if (redirected) {
    queryClient.clear()
    return { html: '', state: { cache: { mutations: [], queries: [] }, theme: { ...themeState } }, status, styles }
  }
  const html = await new Promise<string>((resolve, reject) => {
    let out = ''
    const decoder = new TextDecoder()
    // React writes to anything with write/end/on (a Node Writable's surface): the page is collected whole.
    const sink = {
      write: (chunk: Uint8Array | string) => ((out += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })), true),
      end: () => {
        clearTimeout(timer)
        resolve(out + decoder.decode())
      },
      on: () => sink,
      once: () => sink,
      emit: () => false,
      removeListener: () => sink,
    }
    // Every Suspense boundary resolved first (lazy pieces included): the HTML is the complete first screen,
    // and the browser hydrates it without falling back to client rendering.
    const stream = renderToPipeableStream(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
      {
        // Never outlined: a boundary larger than the chunk size would arrive as a hidden copy that React's
        // inline script moves in place, and the page policy runs no inline script.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady: () => void stream.pipe(sink as unknown as Parameters<typeof stream.pipe>[0]),
        onShellError: reject,
        onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
      },
    )
    const timer = setTimeout(() => {
      stream.abort()
      reject(new Error('server render timed out'))
    }, 5000)
  })
  // Only successful answers travel: an error or pending query is asked for again by the browser.
  const cache = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' })
  queryClient.clear()
  const state: SsrState = { cache, theme: { ...themeState } }
  return { html, state, status, styles }
}
