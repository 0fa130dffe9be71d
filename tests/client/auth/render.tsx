import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { vi } from 'vitest'

/** Renders `ui` in a memory router with a fresh query client (retry off). */
export async function renderAuth(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const rootRoute = createRootRoute({ component: () => <>{ui}</> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await router.load()
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...result, router, queryClient }
}

export interface Call {
  method: string
  url: string
  body: unknown
}

/** Replaces the network (fetch) with canned answers keyed by "METHOD path"; records every call. */
export function fakeServer(routes: Record<string, (body: unknown) => { status?: number; json: unknown }>) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost')
    const method = (init.headers as Record<string, string> | undefined)?.['X-HTTP-Method-Override'] ?? init.method ?? 'GET'
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body
    calls.push({ method, url: url.pathname, body })
    const handler = routes[`${method} ${url.pathname}`]
    const answer = handler ? handler(body) : { status: 404, json: { message: 'not found' } }
    return new Response(JSON.stringify(answer.json), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } })
  })
  return calls
}
