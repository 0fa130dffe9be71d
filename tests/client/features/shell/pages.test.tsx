import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../../../src/client/lib/http'
import { listenForPreloadErrors } from '../../../../src/client/lib/chunk-reload'
import { NotFoundPage } from '../../../../src/client/features/shell/components/not-found-page'
import { RouteErrorPage } from '../../../../src/client/features/shell/components/route-error-page'
import { renderWithRouter } from '../../../helpers/render'

afterEach(cleanup)

describe('not-found page', () => {
  it('shows the exact texts and a link home', async () => {
    await renderWithRouter(NotFoundPage, { path: '/nowhere' })
    expect(screen.getByRole('heading', { name: "Looks like you've found the doorway to the great nothing" })).toBeTruthy()
    expect(screen.getByText('Sorry about that! Please visit our homepage to get where you need to go.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Take me there!' }).getAttribute('href')).toBe('/')
  })
})

describe('route error page', () => {
  const reset = () => undefined

  it('shows the not-found page for a 404 answer', async () => {
    await renderWithRouter(() => <RouteErrorPage error={new HttpError(404, {})} reset={reset} />, { path: '/album/1' })
    expect(screen.getByRole('heading', { name: "Looks like you've found the doorway to the great nothing" })).toBeTruthy()
  })

  /** A router whose /broken route fails as asked: in its loader, or while its component renders. */
  async function renderFailing(where: 'loader' | 'render') {
    const rootRoute = createRootRoute({ component: () => <Outlet />, errorComponent: RouteErrorPage })
    const fail = () => {
      throw new Error('boom')
    }
    const broken = createRoute({
      getParentRoute: () => rootRoute,
      path: '/broken',
      errorComponent: RouteErrorPage,
      loader: where === 'loader' ? fail : undefined,
      component: where === 'render' ? () => <p>{fail()}</p> : () => <p>fine</p>,
    })
    const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>home</p> })
    const router = createRouter({ routeTree: rootRoute.addChildren([broken, home]), history: createMemoryHistory({ initialEntries: ['/broken'] }) })
    await router.load()
    render(<RouterProvider router={router} />)
    return router
  }

  it('shows the generic texts when a route fails to load', async () => {
    await renderFailing('loader')
    expect(await screen.findByRole('heading', { name: 'There was an issue loading this page' })).toBeTruthy()
    expect(screen.getByText('Please try again later')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull()
  })

  it('shows "Unexpected Application Error!" with a way back when a component throws while rendering (issue 28)', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const router = await renderFailing('render')
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy()
    expect(screen.queryByText('There was an issue loading this page')).toBeNull()
    await userEvent.click(screen.getByRole('link', { name: 'Back to site' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByText('home')).toBeTruthy()
    spy.mockRestore()
  })

  it('offers a reload (not "Try again") for a chunk that failed to load once the automatic reload was used', async () => {
    // The guard already reloaded this tab for this build: the page must show the button, not spin or loop.
    sessionStorage.setItem('encore:chunk-reload', JSON.stringify({ buildId: 'test', at: Date.now() }))
    const error = new TypeError('Failed to fetch dynamically imported module: http://x/assets/abc.js')
    await renderWithRouter(() => <RouteErrorPage error={error} reset={reset} />, { path: '/track/1/song' })
    expect(screen.getByRole('heading', { name: 'There was an issue loading this page' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    sessionStorage.clear()
  })

  // The Firefox journey: a route chunk aborted by a navigation away must not reload (that cancelled the navigation).
  it('does not reload for a chunk that failed while the page is being left', async () => {
    sessionStorage.clear()
    const stop = listenForPreloadErrors(window, () => undefined)
    window.dispatchEvent(new Event('beforeunload'))
    const error = new TypeError('error loading dynamically imported module: http://x/assets/home.js')
    await renderWithRouter(() => <RouteErrorPage error={error} reset={reset} />, { path: '/' })
    stop()
    // No reload claimed (the guard records every automatic reload), and a way to reload by hand.
    expect(sessionStorage.getItem('encore:chunk-reload')).toBeNull()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
  })

  it('sends a guest to /login on 401 or 403', async () => {
    const { router } = await renderWithRouter(() => <RouteErrorPage error={new HttpError(401, {})} reset={reset} />, { path: '/library' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })
})

describe('relative time', () => {
  it('renders a <time> for valid dates and nothing for invalid ones', async () => {
    const { RelativeTime } = await import('../../../../src/client/features/shell/components/relative-time')
    const { render } = await import('@testing-library/react')
    const { container } = render(<RelativeTime date={new Date(Date.now() - 5000)} />)
    expect(container.querySelector('time')?.textContent).toBe('a few seconds ago')
    cleanup()
    const empty = render(<RelativeTime date="garbage" />)
    expect(empty.container.innerHTML).toBe('')
  })
})
