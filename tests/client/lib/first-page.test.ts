import { describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { watchFirstPage, whenFirstPage } from '../../../src/client/lib/first-page'

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('first page', () => {
  it('is up after the first navigation has resolved and the page’s queries have their data, not before', async () => {
    const queryClient = new QueryClient()
    const rootRoute = createRootRoute()
    const routeTree = rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/' })])
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) })
    watchFirstPage(router, queryClient)
    let up = false
    void whenFirstPage().then(() => (up = true))

    // bootstrap-data fills the cache before the router starts: the router is idle then too.
    queryClient.setQueryData(['bootstrap-data'], { user: null })
    await settle()
    expect(up).toBe(false)

    let answer!: (value: string) => void
    void queryClient.fetchQuery({ queryKey: ['page'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) })
    await router.load()
    await settle()
    expect(up).toBe(false)

    answer('data')
    await vi.waitFor(() => expect(up).toBe(true))
  })
})
