// "Add to playlist" for users with many playlists: the track menu lists the recent few from
// bootstrap-data, and "More playlists…" opens a picker paging users/me/playlists with a search.
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TrackMenu } from '../../../../src/client/features/track-menu/components/track-menu'
import { MENU_PLAYLISTS } from '../../../../src/client/features/playlists/components/add-to-playlist'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'
import { page, signIn } from '../../../helpers/client-session'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

const ME = 7
const compact = (id: number, name: string, owner = ME, collaborative = false) => ({
  id, name, image: null, owner_id: owner, public: true, collaborative, updated_at: '2026-01-01', model_type: 'playlist' as const,
})
const full = (id: number, name: string, owner = ME, collaborative = false) => ({
  ...compact(id, name, owner, collaborative), description: null, views: 0, plays: 0, created_at: '2026-01-01',
  owner: { id: owner, name: 'Someone', image: null, model_type: 'user' }, tracks_count: 1,
})

/** 30 recent playlists in bootstrap (its cap), 45 on the server in two pages, one of them followed only. */
function manyPlaylists() {
  const recent = Array.from({ length: 30 }, (_, i) => compact(i + 1, `Mix ${i + 1}`))
  signIn({}, recent)
  const first = [
    ...Array.from({ length: 28 }, (_, i) => full(i + 1, `Mix ${i + 1}`)),
    full(100, 'Followed only', 9),
    full(101, 'Shared jam', 9, true),
  ]
  const second = [...Array.from({ length: 14 }, (_, i) => full(i + 29, `Mix ${i + 29}`)), full(55, 'Zebra nights')]
  return fakeApi({
    'GET /api/v1/users/me/playlists': (_body, search) => ({ json: search.get('page') === '2' ? page(second) : page(first, 2) }),
    'POST /api/v1/playlists/55/tracks/add': () => ({ json: { status: 'success', playlist: { ...full(55, 'Zebra nights'), editors: [] } } }),
  })
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'More options for Song' }))
}

describe('add to playlist', () => {
  it('lists the recent few in the menu and the rest in a searchable, paged picker', async () => {
    const calls = manyPlaylists()
    await renderWithRouter(<TrackMenu track={{ id: 3, name: 'Song' }} />)
    await openMenu()
    const items = await screen.findAllByRole('menuitem')
    const names = items.map((i) => i.textContent)
    expect(names.filter((n) => n?.startsWith('Mix '))).toHaveLength(MENU_PLAYLISTS)
    await userEvent.click(screen.getByRole('menuitem', { name: 'More playlists…' }))

    const dialog = await screen.findByRole('dialog')
    const list = await within(dialog).findByRole('list', { name: 'Your playlists' })
    // Own and collaborative playlists only; one page loaded until asked for more.
    expect(within(list).getByRole('button', { name: 'Shared jam' })).toBeTruthy()
    expect(within(list).queryByRole('button', { name: 'Followed only' })).toBeNull()
    expect(within(list).queryByRole('button', { name: 'Zebra nights' })).toBeNull()
    expect(calls.filter((c) => c.url === '/api/v1/users/me/playlists')).toHaveLength(1)

    // Searching reaches the playlist on the second page.
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search playlists' }), 'zebra')
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Zebra nights' }))
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/playlists/55/tracks/add')).toBe(true))
    expect(calls.find((c) => c.url === '/api/v1/playlists/55/tracks/add')?.body).toEqual({ ids: [3] })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('says when no playlist matches and pages on with Load more', async () => {
    manyPlaylists()
    await renderWithRouter(<TrackMenu track={{ id: 3, name: 'Song' }} />)
    await openMenu()
    await userEvent.click(await screen.findByRole('menuitem', { name: 'More playlists…' }))
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('button', { name: 'Mix 1' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }))
    expect(await within(dialog).findByRole('button', { name: 'Zebra nights' })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull()
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search playlists' }), 'nothing like it')
    expect(await within(dialog).findByText('No playlist matches this search.')).toBeTruthy()
  })

  it('shows no picker entry when the menu already lists every playlist', async () => {
    signIn({}, [compact(1, 'Road trip'), compact(2, 'Shared', 9, true), compact(3, 'Followed', 9)])
    fakeApi({})
    await renderWithRouter(<TrackMenu track={{ id: 3, name: 'Song' }} />)
    await openMenu()
    const names = (await screen.findAllByRole('menuitem')).map((i) => i.textContent)
    expect(names).toContain('Road trip')
    expect(names).toContain('Shared')
    expect(names).not.toContain('Followed')
    expect(names).not.toContain('More playlists…')
  })
})
