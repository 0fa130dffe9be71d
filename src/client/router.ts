import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { NotFoundPage, RouteErrorPage, RouteSpinner, type PageFrame } from './features/shell'
import { routeTree } from './routeTree.gen'

// The root route reads the context type from router-context.ts: routeTree.gen.ts imports every route,
// so a route importing this file would close a cycle.
export type { RouterContext } from './router-context'

export function createAppRouter(queryClient: QueryClient) {
  let firstRender = true
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders go through the query cache, which owns freshness.
    defaultPreloadStaleTime: 0,
    // A new page starts at the top, except the first: a page the server drew may have been scrolled before
    // the app hydrated it (or the browser put a reload back where it was), and the router's reset to the
    // top would throw the visitor back up (a click aimed at a lower row then lands on the header).
    scrollRestoration: () => {
      const first = firstRender
      firstRender = false
      return !(first && window.scrollY > 0)
    },
    // platform-core §9: the route spinner appears after 500 ms and then stays at least 200 ms.
    defaultPendingComponent: RouteSpinner,
    defaultPendingMs: 500,
    defaultPendingMinMs: 200,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  /** What a layout route tells the root layout (routes/_app.tsx, _bare.tsx, _embed.tsx). */
  interface StaticDataRouteOption {
    frame?: PageFrame
  }
}
