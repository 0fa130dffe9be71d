import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { HttpError } from '../../../../src/client/lib/http'
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

  it('shows the generic texts for any other error', async () => {
    await renderWithRouter(() => <RouteErrorPage error={new Error('boom')} reset={reset} />, { path: '/album/1' })
    expect(screen.getByRole('heading', { name: 'There was an issue loading this page' })).toBeTruthy()
    expect(screen.getByText('Please try again later')).toBeTruthy()
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
