// The cued track's actions in the player (issue 16): the like goes through library-state and, offline,
// the offline queue as a typed `like` change; the menu adds to playlists, saves offline, goes to the
// album and artist pages and shares. Guests get the menu's pages and sharing only.
import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PlayerTrackActions } from '../../../../src/client/features/track-menu'
import { pendingMutations } from '../../../../src/client/features/offline-queue'
import { isLiked } from '../../../../src/client/stores/library-changes'
import { libraryState } from '../../../../src/client/stores/library-state'
import { sessionState } from '../../../../src/client/stores/session'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'
import { asGuest, signIn, track } from '../../../helpers/client-session'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value })
}

const cued = { ...track(31, 'Night Drive'), album: { id: 5, name: 'Weather of the Valley', image: null } }
const playlist = { id: 4, name: 'Road trip', image: null, owner_id: 7, public: true, collaborative: false, updated_at: '2026-01-01', model_type: 'playlist' as const }

describe('PlayerTrackActions', () => {
  afterEach(() => setOnline(true))

  it('likes the cued track offline through the offline queue, shown at once', async () => {
    signIn()
    const calls = fakeApi({ 'POST /api/v1/users/me/add-to-library': () => ({ json: { status: 'success' } }) })
    setOnline(false)
    await renderWithRouter(<PlayerTrackActions track={cued} placement="bar" />)
    const like = screen.getByRole('button', { name: 'Like' })
    expect(like.getAttribute('aria-pressed')).toBe('false')

    await userEvent.click(like)

    expect(like.getAttribute('aria-pressed')).toBe('true')
    const userId = sessionState.user?.id ?? null
    await waitFor(async () => expect(await pendingMutations(userId)).toHaveLength(1))
    expect((await pendingMutations(userId))[0]).toMatchObject({ kind: 'like', payload: { type: 'track', id: 31 }, url: 'users/me/add-to-library' })
    expect(calls).toHaveLength(0)
    expect(isLiked(libraryState.view, 'track', 31)).toBe(true)
  })

  it("offers add to playlist, save offline, the album and artist pages and share in the bar's menu", async () => {
    signIn({}, [playlist])
    const calls = fakeApi({
      'POST /api/v1/playlists/4/tracks/add': () => ({ json: { status: 'success', playlist: { ...playlist, description: null, views: 0, plays: 0, created_at: '2026-01-01', owner: { id: 7, name: 'Me', image: null, model_type: 'user' }, tracks_count: 1, editors: [] } } }),
    })
    const { router } = await renderWithRouter(<PlayerTrackActions track={cued} placement="overlay" />)

    await userEvent.click(screen.getByRole('button', { name: 'More options for Night Drive' }))
    expect(await screen.findByRole('menuitem', { name: 'Road trip' })).toBeTruthy()
    expect(screen.getByRole('menuitem', { name: 'Save offline' })).toBeTruthy()
    expect(screen.getByRole('menuitem', { name: 'Go to album' }).getAttribute('href')).toBe('/album/5/velvet-meridian/weather-of-the-valley')
    expect(screen.getByRole('menuitem', { name: 'Go to artist' }).getAttribute('href')).toBe('/artist/1/velvet-meridian')
    await userEvent.click(screen.getByRole('menuitem', { name: 'Road trip' }))
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/v1/playlists/4/tracks/add').map((c) => c.body)).toEqual([{ ids: [31] }]))

    await userEvent.click(screen.getByRole('button', { name: 'More options for Night Drive' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Share' }))
    const dialog = await screen.findByRole('dialog', { name: 'Share Night Drive' })
    expect(within(dialog).getByDisplayValue(/\/track\/31\/night-drive$/)).toBeTruthy()

    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('button', { name: 'More options for Night Drive' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Go to artist' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/1/velvet-meridian'))
  })

  it('gives guests the pages and sharing, and the mini bar the like alone', async () => {
    asGuest()
    fakeApi({})
    await renderWithRouter(() => (
      <>
        <PlayerTrackActions track={cued} placement="bar" />
        <div data-testid="mini"><PlayerTrackActions track={cued} placement="mini" /></div>
      </>
    ))
    const mini = screen.getByTestId('mini')
    expect([...mini.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual(['Like'])

    await userEvent.click(screen.getByRole('button', { name: 'More options for Night Drive' }))
    expect(await screen.findByRole('menuitem', { name: 'Go to album' })).toBeTruthy()
    expect(screen.getByRole('menuitem', { name: 'Share' })).toBeTruthy()
    expect(screen.queryByRole('menuitem', { name: 'New playlist' })).toBeNull()
    expect(screen.queryByRole('menuitem', { name: 'Save offline' })).toBeNull()
  })
})
