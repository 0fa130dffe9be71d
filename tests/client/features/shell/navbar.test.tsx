import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Navbar } from '../../../../src/client/features/shell/components/navbar'
import { Sidebar } from '../../../../src/client/features/shell/components/sidebar'
import { MobileBottomMenu } from '../../../../src/client/features/shell/components/mobile-bottom-menu'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { THEME_COOKIE } from '../../../../src/client/stores/theme'
import { renderWithRouter } from '../../../helpers/render'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'

// Headless UI's floating panels measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('navbar for guests', () => {
  it('shows Register and Login', async () => {
    applyBootstrapData(makeBootstrap())
    await renderWithRouter(Navbar)
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register')
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login')
  })

  it('offers the theme switch to guests when users may change the theme', async () => {
    applyBootstrapData(makeBootstrap())
    const user = userEvent.setup()
    await renderWithRouter(Navbar)
    await user.click(screen.getByRole('button', { name: 'Dark mode' }))
    expect(document.cookie).toContain(`${THEME_COOKIE}=dark`)
    cleanup()
    await act(async () => applyBootstrapData(makeBootstrap({}, { themes: { user_change: false } })))
    await renderWithRouter(Navbar)
    expect(screen.queryByRole('button', { name: /mode$/ })).toBeNull()
  })

  it('links the logo home for everyone, admins too (issue 28)', async () => {
    for (const user of [null, makeUser(), makeUser({ permissions: [{ name: 'admin', restrictions: [] }] })]) {
      await act(async () => applyBootstrapData(makeBootstrap({ user })))
      await renderWithRouter(Navbar)
      expect(screen.getByRole('link', { name: 'Encore home' }).getAttribute('href')).toBe('/')
      cleanup()
    }
  })

  it('hides Register when registration is disabled', async () => {
    applyBootstrapData(makeBootstrap({}, { registration: { disable: true } }))
    await renderWithRouter(Navbar)
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy()
  })
})

describe('user menu', () => {
  let router: Awaited<ReturnType<typeof renderWithRouter>>['router']
  async function openMenu() {
    const user = userEvent.setup()
    ;({ router } = await renderWithRouter(Navbar))
    // Two lazy modules load on the first render (the user menu and the pwa feature's Install entry); jsdom
    // transforms them on first use, which can take longer than findBy's default second on a busy machine.
    await user.click(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 }))
    return user
  }

  it('lists the permitted custom items, Profile page, the theme switch and Log out', async () => {
    applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: [{ name: 'music.create', restrictions: [] }] }) }))
    await openMenu()
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent)
    expect(names).toEqual(['Account settings', 'Upload', 'Profile page', 'Dark mode', 'Log out'])
  })

  const requester = [{ name: 'backstageRequests.create', restrictions: [] }]
  const artistGrants = [...requester, { name: 'music.create', restrictions: [] }]

  it('offers "Become an artist" to a signed-in listener, straight to the request form; the admin can hide it (issue 28)', async () => {
    applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: requester }) }, { player: { show_become_artist_btn: true } }))
    await openMenu()
    expect(screen.getByRole('menuitem', { name: 'Become an artist' }).getAttribute('href')).toBe('/backstage/requests/become-artist')
    expect(screen.queryByRole('group', { name: 'Backstage' })).toBeNull()
    cleanup()
    await act(async () => applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: requester }) }, { player: { show_become_artist_btn: false } })))
    await openMenu()
    expect(screen.queryByRole('menuitem', { name: 'Become an artist' })).toBeNull()
  })

  it("gives an artist Backstage (upload, requests, their artist's insights) instead of the way in (issue 28)", async () => {
    const artists = [{ id: 12, name: 'Paper Moons', image_small: null, role: 'artist' }]
    applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: artistGrants, artists }) }, { player: { show_become_artist_btn: true } }))
    const user = await openMenu()
    expect(screen.queryByRole('menuitem', { name: 'Become an artist' })).toBeNull()
    const backstage = screen.getByRole('group', { name: 'Backstage' })
    expect(within(backstage).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Upload', 'Requests', 'Insights'])
    await user.click(within(backstage).getByRole('menuitem', { name: 'Insights' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/backstage/artists/12/insights'))
  })

  it('hides the theme switch when users may not change the theme', async () => {
    applyBootstrapData(makeBootstrap({ user: makeUser() }, { themes: { user_change: false } }))
    await openMenu()
    expect(screen.queryByRole('menuitem', { name: 'Dark mode' })).toBeNull()
  })

  it('switches to dark mode through the be-active-theme cookie', async () => {
    applyBootstrapData(makeBootstrap({ user: makeUser() }))
    const user = await openMenu()
    await user.click(screen.getByRole('menuitem', { name: 'Dark mode' }))
    expect(document.cookie).toContain(`${THEME_COOKIE}=dark`)
  })

  it('shows Notifications with the unread count on mobile only', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 768px'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }))
    applyBootstrapData(makeBootstrap({ user: makeUser({ unread_notifications_count: 4 }) }))
    await openMenu()
    expect(screen.getByRole('menuitem', { name: /^Notifications/ }).textContent).toBe('Notifications4')
  })
})

describe('sidebar and mobile menu', () => {
  it('renders the Primary sidebar for everyone and the library menu for users', async () => {
    applyBootstrapData(makeBootstrap())
    await renderWithRouter(<Sidebar />)
    expect(screen.getByRole('link', { name: 'Popular Albums' }).getAttribute('href')).toBe('/popular-albums')
    expect(screen.queryByRole('link', { name: 'History' })).toBeNull()
    cleanup()
    await act(async () => applyBootstrapData(makeBootstrap({ user: makeUser() })))
    await renderWithRouter(<Sidebar />)
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/library/history')
  })

  it('renders the Mobile bottom menu items', async () => {
    applyBootstrapData(makeBootstrap())
    await renderWithRouter(MobileBottomMenu)
    const nav = screen.getByRole('navigation', { name: 'Mobile navigation' })
    expect(Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)).toEqual(['Discover', 'Search', 'Your Music'])
  })
})

describe('navbar Upload button (player.show_upload_btn, issue 25)', () => {
  const uploader = () => makeUser({ permissions: [{ name: 'music.create', restrictions: [] }] })

  it('shows Upload to users who may upload while the setting is on, and to no one otherwise', async () => {
    await act(async () => applyBootstrapData(makeBootstrap({ user: uploader() }, { player: { show_upload_btn: true } })))
    await renderWithRouter(Navbar)
    expect(screen.getByRole('link', { name: 'Upload' }).getAttribute('href')).toBe('/backstage/upload')
    cleanup()
    await act(async () => applyBootstrapData(makeBootstrap({ user: uploader() }, { player: { show_upload_btn: false } })))
    await renderWithRouter(Navbar)
    expect(screen.queryByRole('link', { name: 'Upload' })).toBeNull()
    cleanup()
    await act(async () => applyBootstrapData(makeBootstrap({ user: makeUser() }, { player: { show_upload_btn: true } })))
    await renderWithRouter(Navbar)
    expect(screen.queryByRole('link', { name: 'Upload' })).toBeNull()
  })
})
