// The one render helper of the client tests (STYLE 7.7): a fresh QueryClient with retries off and a
// memory-history router, so Links, useParams-free pages and loaders render as in the app.
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { cleanup, render } from '@testing-library/react'
import { afterEach } from 'vitest'

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

/** Retries off (a failing request fails the test at once); data stays fresh unless a test invalidates it. */
export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } })
}

export interface RenderOptions {
  /** The memory history's first entry; every path renders the same page. */
  path?: string
  queryClient?: QueryClient
}

/** Renders `ui` (an element, or a component) as the page at `path` of a memory router with a fresh query client. */
export async function renderWithRouter(ui: ReactNode | (() => ReactNode), { path = '/', queryClient = newQueryClient() }: RenderOptions = {}) {
  const Page = typeof ui === 'function' ? ui : () => <>{ui}</>
  const rootRoute = createRootRoute({ component: () => <Outlet /> })
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Page })
  const anyRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Page })
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, anyRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...result, router, queryClient }
}
