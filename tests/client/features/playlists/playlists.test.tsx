import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PlaylistPage } from '../../../../src/client/features/playlists'
// The form itself: the feature's index hands other features a lazy copy (lazy-dialogs.ts).
import { PlaylistFormDialog } from '../../../../src/client/features/playlists/components/playlist-form-dialog'
import { TrackMenuTrigger } from '../../../../src/client/features/track-menu'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'
import { page, signIn, track } from '../../../helpers/client-session'
import { libraryState } from '../../../../src/client/stores/library-state'

const playlist = (over: Record<string, unknown> = {}) => ({
  id: 4, name: 'Road trip', description: null, image: null, public: true, collaborative: false, owner_id: 7, views: 0, plays: 0,
  created_at: '2026-01-01', updated_at: '2026-01-01', model_type: 'playlist', owner: { id: 7, name: 'Ann Lee', image: null, model_type: 'user' },
  editors: [{ id: 7, name: 'Ann Lee', image: null, model_type: 'user' }], tracks_count: 3, ...over,
})

describe('playlist page', () => {
  it('shows the header and reorders with Move down, sending the full new order', async () => {
    signIn()
    let tracks = [track(1, 'One'), track(2, 'Two'), track(3, 'Three')]
    const calls = fakeApi({
      'GET /api/v1/playlists/4': () => ({ json: { status: 'success', playlist: playlist(), tracks: page(tracks).pagination, totalDuration: 555000, loader: 'playlistPage' } }),
      'GET /api/v1/playlists/4/tracks': () => ({ json: page(tracks) }),
      // Like the real server: the refetch after the change returns the new order.
      'POST /api/v1/playlists/4/tracks/order': (body) => {
        const { ids } = body as { ids: number[] }
        tracks = ids.map((id) => tracks.find((t) => t.id === id)!)
        return { json: { status: 'success' } }
      },
    })
    await renderWithRouter(<PlaylistPage playlistId={4} rowMenu={(t, items) => <TrackMenuTrigger track={t}>{items || undefined}</TrackMenuTrigger>} />)
    expect(await screen.findByRole('heading', { name: 'Road trip' })).toBeTruthy()
    expect(screen.getByText(/3 tracks, 9:15/)).toBeTruthy()
    await screen.findByRole('link', { name: 'One' })
    await userEvent.click(screen.getByRole('button', { name: 'More options for One' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }))
    const names = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('link')[0]!.textContent)
    expect(names()).toEqual(['Two', 'One', 'Three'])
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/tracks/order'))?.body).toEqual({ ids: [2, 1, 3] }))

    // The editor's items sit in the one track menu, beside the items every row has.
    await userEvent.click(screen.getByRole('button', { name: 'More options for Three' }))
    expect(await screen.findByRole('menuitem', { name: 'Play next' })).toBeTruthy()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove from this playlist' }))
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/tracks/remove'))?.body).toEqual({ ids: [3] }))
  })

  it('offers Follow instead of editing on someone else\'s playlist', async () => {
    signIn()
    const calls = fakeApi({
      'GET /api/v1/playlists/4': () => ({ json: { status: 'success', playlist: playlist({ owner_id: 8, editors: [] }), tracks: page([]).pagination, totalDuration: 0, loader: 'playlistPage' } }),
      'GET /api/v1/playlists/4/tracks': () => ({ json: page([]) }),
      'POST /api/v1/playlists/4/follow': () => ({ json: { status: 'success' } }),
    })
    await renderWithRouter(<PlaylistPage playlistId={4} rowMenu={(t, items) => <TrackMenuTrigger track={t}>{items || undefined}</TrackMenuTrigger>} />)
    const follow = await screen.findByRole('button', { name: 'Follow' })
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
    await userEvent.click(follow)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unfollow' }).getAttribute('aria-pressed')).toBe('true'))
    // The request follows the optimistic change once runOrQueue has loaded the offline queue's parts.
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/playlists/4/follow')).toBe(true))
  })
})

describe('playlist form', () => {
  it('checks lengths on the client and maps server errors to fields', async () => {
    signIn()
    const calls = fakeApi({
      'POST /api/v1/playlists': () => ({ status: 422, json: { message: 'Invalid', errors: { name: ['You already have a playlist with this name.'] } } }),
    })
    await renderWithRouter(<PlaylistFormDialog onClose={() => {}} />)
    const name = screen.getByRole('textbox', { name: 'Name' })
    await userEvent.type(name, 'ab')
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(screen.getByText('The name must be between 3 and 250 characters.')).toBeTruthy()
    expect(calls).toHaveLength(0)
    await userEvent.type(name, 'c')
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'too short')
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(screen.getByText('The description must be between 20 and 170 characters.')).toBeTruthy()
    await userEvent.clear(screen.getByRole('textbox', { name: 'Description' }))
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('You already have a playlist with this name.')).toBeTruthy()
    expect(calls[0]!.body).toEqual({ name: 'abc', description: null, public: false, collaborative: false })
    expect(libraryState.view.playlists).toEqual([])
  })
})
