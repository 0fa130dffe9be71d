import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'

/** Renders a component as the page at `path` of a memory-history router with a fresh QueryClient. */
export async function renderWithRouter(Page: () => ReactNode, path = '/') {
  const rootRoute = createRootRoute({ component: () => <Outlet /> })
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Page })
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Page })
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, pageRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await router.load()
  return { ...result, router, queryClient }
}
