// Issue 24, "the sidebar holds your playlists": under the library links, "Create playlist", then the
// listener's own and followed playlists (first page, "Show all" to the library), the playing one marked,
// the list collapsible; a created playlist appears in it.
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SidebarPlaylists } from '../../../../src/client/features/playlists'
import { playlistIdOfQueue } from '../../../../src/client/features/playlists/components/sidebar-playlists'
import { Sidebar } from '../../../../src/client/features/shell/components/sidebar'
import { playTracks, resetPlayer } from '../../../../src/client/player/store'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'
import { asGuest, page, signIn, track } from '../../../helpers/client-session'
import { TrackTable } from '../../../../src/client/features/catalogue'
import { toastState } from '../../../../src/client/stores/toasts'
import { makeTracks } from '../../player/tracks'

const playlist = (id: number, name: string, owner = 7) => ({
  id, name, description: null, image: id === 2 ? 'storage/playlist_images/2.png' : null, public: true, collaborative: false, owner_id: owner,
  views: 0, plays: 0, created_at: '2026-01-01', updated_at: '2026-01-01', model_type: 'playlist' as const,
  owner: { id: owner, name: 'Someone', image: null, model_type: 'user' }, tracks_count: 1,
})

afterEach(resetPlayer)

const sidebar = () => (
  <Sidebar>
    <SidebarPlaylists />
  </Sidebar>
)

describe('sidebar playlists', () => {
  it('lists own and followed playlists with covers, marks the playing one and links Show all', async () => {
    signIn()
    fakeApi({ 'GET /api/v1/users/me/playlists': () => ({ json: page([playlist(1, 'Road trip'), playlist(2, 'Followed mix', 9)], 2) }) })
    playTracks(makeTracks(2), 0, 'playlist.2.*')
    await renderWithRouter(sidebar)
    const nav = screen.getByRole('navigation', { name: 'Your playlists' })
    const links = await within(nav).findAllByRole('link', { name: /Road trip|Followed mix/ })
    expect(links.map((l) => l.textContent)).toEqual(['Road trip', 'Followed mixPlaying'])
    expect(links[0]!.getAttribute('href')).toBe('/playlist/1/road-trip')
    expect(links[1]!.querySelector('img')?.getAttribute('src')).toContain('playlist_images/2.png')
    expect(within(nav).getByRole('link', { name: 'Show all' }).getAttribute('href')).toBe('/library/playlists')

    const toggle = within(nav).getByRole('button', { name: 'Your playlists' })
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(within(nav).queryByRole('link', { name: 'Road trip' })).toBeNull()
  })

  it('creates a playlist from "Create playlist", which then shows in the list', async () => {
    signIn()
    const mine = [playlist(1, 'Road trip')]
    const calls = fakeApi({
      'GET /api/v1/users/me/playlists': () => ({ json: page(mine) }),
      'POST /api/v1/playlists': (body) => {
        const created = { ...playlist(5, (body as { name: string }).name), editors: [] }
        mine.unshift(created)
        return { json: { status: 'success', playlist: created } }
      },
    })
    const { router } = await renderWithRouter(sidebar)
    const nav = screen.getByRole('navigation', { name: 'Your playlists' })
    await within(nav).findByRole('link', { name: 'Road trip' })
    expect(within(nav).queryByRole('link', { name: 'Show all' })).toBeNull()
    await userEvent.click(within(nav).getByRole('button', { name: 'Create playlist' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Night drive')
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(await within(nav).findByRole('link', { name: 'Night drive' })).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Night drive' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/playlist/5/night-drive'))
  })

  it('adds a track row dropped on a playlist the listener may edit, and takes no drop on a followed one', async () => {
    signIn()
    const calls = fakeApi({
      'GET /api/v1/users/me/playlists': () => ({ json: page([playlist(1, 'Road trip'), playlist(2, 'Followed mix', 9)]) }),
      'POST /api/v1/playlists/1/tracks/add': () => ({ json: { status: 'success', playlist: { ...playlist(1, 'Road trip'), editors: [] } } }),
    })
    await renderWithRouter(() => (
      <>
        {sidebar()}
        <TrackTable tracks={[track(3, 'Dragged song')]} queueId="album.1" />
      </>
    ))
    const nav = screen.getByRole('navigation', { name: 'Your playlists' })
    const own = (await within(nav).findByRole('link', { name: 'Road trip' })).closest('li')!
    const followed = within(nav).getByRole('link', { name: /Followed mix/ }).closest('li')!
    // jsdom has no DataTransfer: a minimal one carries the data from the row to the drop target.
    const data = new Map<string, string>()
    const dataTransfer = {
      setData: (type: string, value: string) => void data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() { return [...data.keys()] },
      effectAllowed: 'all',
      dropEffect: 'none',
    }
    fireEvent.dragStart(screen.getByText('Dragged song').closest('tr')!, { dataTransfer })
    expect(fireEvent.dragOver(followed, { dataTransfer })).toBe(true)
    expect(fireEvent.dragOver(own, { dataTransfer })).toBe(false)
    fireEvent.drop(own, { dataTransfer })
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/playlists/1/tracks/add')).toBe(true))
    expect(calls.find((c) => c.url === '/api/v1/playlists/1/tracks/add')?.body).toEqual({ ids: [3] })
    await waitFor(() => expect(toastState.current?.message).toBe('Added to Road trip'))
  })

  it('shows no playlists to a guest', async () => {
    asGuest()
    const calls = fakeApi({})
    await renderWithRouter(sidebar)
    expect(screen.queryByRole('navigation', { name: 'Your playlists' })).toBeNull()
    expect(calls).toHaveLength(0)
  })

  it('reads the playlist from the queue id the playlist page plays with', () => {
    expect(playlistIdOfQueue('playlist.12.*')).toBe(12)
    expect(playlistIdOfQueue('album.12')).toBeNull()
    expect(playlistIdOfQueue(undefined)).toBeNull()
  })
})
