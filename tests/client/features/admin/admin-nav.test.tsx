import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AdminNav } from '../../../../src/client/features/admin/components/admin-nav'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { DEFAULT_MENUS, type Menu } from '../../../../src/shared/lib/default-menus'
import { renderWithRouter } from '../../../helpers/render'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'

const grants = (...names: string[]) => names.map((name) => ({ name, restrictions: [] }))
const linkNames = () => within(screen.getByRole('navigation', { name: 'Admin' })).getAllByRole('link').map((a) => a.textContent)

describe('admin navigation from the admin-sidebar menu (appearance settings)', () => {
  it('shows the default menu, today\'s links, as far as the permissions allow', async () => {
    applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: grants('admin') }) }))
    const { unmount } = await renderWithRouter(<AdminNav />, { path: '/admin/tracks' })
    const all = linkNames()
    expect(all).toEqual(expect.arrayContaining(['Reports', 'Tracks', 'Upload', 'Lyrics', 'Appearance', 'Plans', 'Settings', 'Logs']))
    expect(screen.getByRole('link', { name: 'Tracks' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBeNull()
    unmount()

    applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: grants('admin.access', 'music.update') }) }))
    await renderWithRouter(<AdminNav />, { path: '/admin' })
    expect(linkNames()).toEqual(['Reports', 'Tracks', 'Albums', 'Artists'])
  })

  it('renders the items an admin saved in Appearance: renamed, reordered, removed and added', async () => {
    const edited: Menu = {
      id: 'admin-sidebar',
      name: 'Admin sidebar',
      positions: ['admin-sidebar'],
      items: [
        { id: 'a', label: 'Songs', type: 'route', action: '/admin/tracks', icon: 'note' },
        { id: 'b', label: 'Home', type: 'route', action: '/admin', icon: 'trending' },
        { id: 'c', label: 'Help desk', type: 'link', action: 'https://help.example.com', target: '_blank' },
        { id: 'd', label: 'Secret', type: 'route', action: '/admin/users', permissions: ['users.update'] },
      ],
    }
    const menus = [...DEFAULT_MENUS.filter((m) => m.id !== 'admin-sidebar'), edited]
    applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: grants('admin.access', 'music.update') }) }, { menus }))
    await renderWithRouter(<AdminNav />, { path: '/admin/tracks' })
    expect(linkNames()).toEqual(['Songs', 'Home', 'Help desk'])
    expect(screen.getByRole('link', { name: 'Songs' }).getAttribute('href')).toBe('/admin/tracks')
    expect(screen.getByRole('link', { name: 'Songs' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Help desk' }).getAttribute('href')).toBe('https://help.example.com')
  })

  it('falls back to the default menu when no menu is placed in the admin sidebar', async () => {
    applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: grants('admin') }) }, { menus: DEFAULT_MENUS.filter((m) => m.id !== 'admin-sidebar') }))
    await renderWithRouter(<AdminNav />, { path: '/admin' })
    expect(linkNames()).toContain('Settings')
  })
})
