// The library store: seeded from bootstrap data (start, login, logout, an offline start from the saved
// copy), with waiting and in-flight changes shown over the server's state and settled without flicker.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isLiked, isReposted, type CompactPlaylist } from '../../../src/client/stores/library-changes'
import { readSavedLibrary } from '../../../src/client/stores/library-saved'
import {
  beginChange, forgetPlaylist, libraryState, rememberPlaylist, seedLibrary, setFollowedUsers, setLibraryStorage, setQueuedChanges,
  settleChange, settleQueued,
} from '../../../src/client/stores/library-state'
import { makeBootstrap, makeUser } from '../../helpers/session-fixtures'

const playlist = (id: number, name = `P${id}`): CompactPlaylist => ({
  id, name, image: null, owner_id: 7, public: true, collaborative: false, updated_at: '2026-01-01', model_type: 'playlist',
})
const bootstrap = (userId: number | null, likes: Record<string, Record<string, true>> = {}, playlists: CompactPlaylist[] = []) =>
  makeBootstrap({ user: userId === null ? null : makeUser({ id: userId }), likes, reposts: {}, playlists })
const liked = (id: number) => isLiked(libraryState.view, 'track', id)

beforeEach(() => {
  localStorage.clear()
  setLibraryStorage(localStorage)
  seedLibrary(bootstrap(null))
})

afterEach(() => setLibraryStorage(localStorage))

describe('seeding', () => {
  it('takes the library from bootstrap data and saves it for an offline start', () => {
    seedLibrary(bootstrap(7, { track: { '1': true } }, [playlist(3)]))
    expect(libraryState.userId).toBe(7)
    expect(liked(1)).toBe(true)
    expect(libraryState.view.playlists.map((p) => p.id)).toEqual([3])
    expect(readSavedLibrary(localStorage)).toMatchObject({ userId: 7, library: { likes: { track: { '1': true } } } })
  })

  it('an offline start prefers the saved library of the same account over the older bootstrap copy', () => {
    seedLibrary(bootstrap(7))
    const token = beginChange({ kind: 'like', payload: { type: 'track', id: 5 } })
    settleChange(token, { kind: 'like', payload: { type: 'track', id: 5 } })
    // The reload: bootstrap's copy in the persisted query cache is from before the like.
    seedLibrary(bootstrap(7), 'saved')
    expect(liked(5)).toBe(true)
  })

  it('ignores a saved library of another account, and a fresh server answer always wins', () => {
    seedLibrary(bootstrap(8, { track: { '2': true } }))
    seedLibrary(bootstrap(7, { track: { '3': true } }), 'saved')
    expect([liked(2), liked(3)]).toEqual([false, true])

    seedLibrary(bootstrap(7, { track: { '4': true } }), 'server')
    expect([liked(3), liked(4)]).toEqual([false, true])
  })

  it('keeps waiting changes for the same account and drops them on a switch (login, logout)', () => {
    seedLibrary(bootstrap(7))
    setQueuedChanges(7, [{ idempotencyKey: 'k1', kind: 'like', payload: { type: 'track', id: 9 } }])
    seedLibrary(bootstrap(7))
    expect(liked(9)).toBe(true)
    seedLibrary(bootstrap(null))
    expect(libraryState.queued).toEqual([])
    expect(liked(9)).toBe(false)
    // A list read for the previous owner while the account changed is not taken.
    setQueuedChanges(7, [{ idempotencyKey: 'k2', kind: 'like', payload: { type: 'track', id: 9 } }])
    expect(liked(9)).toBe(false)
  })

  it('keeps known followed users across a refresh of the same account (they are not in bootstrap data)', () => {
    seedLibrary(bootstrap(7))
    setFollowedUsers(7, [3, 4])
    seedLibrary(bootstrap(7))
    expect(libraryState.view.followedUsers).toEqual([3, 4])
    seedLibrary(bootstrap(8))
    expect(libraryState.view.followedUsers).toBeNull()
    // An answer for an account that is no longer signed in is not taken.
    setFollowedUsers(7, [1])
    expect(libraryState.view.followedUsers).toBeNull()
  })

  it('works without storage (privacy mode) and reads a corrupt saved copy as none', () => {
    localStorage.setItem('encore.library', '{not json')
    expect(readSavedLibrary(localStorage)).toBeNull()
    setLibraryStorage(null)
    seedLibrary(bootstrap(7, { track: { '1': true } }), 'saved')
    expect(liked(1)).toBe(true)
  })
})

describe('changes over the server state', () => {
  beforeEach(() => seedLibrary(bootstrap(7, {}, [playlist(1)])))

  it('shows a change at once and drops it when it fails', () => {
    const token = beginChange({ kind: 'like', payload: { type: 'track', id: 2 } })
    expect(liked(2)).toBe(true)
    settleChange(token, null)
    expect(liked(2)).toBe(false)
    expect(isLiked(libraryState.server, 'track', 2)).toBe(false)
  })

  it('a confirmed change becomes the server state; the server answer decides a repost', () => {
    const token = beginChange({ kind: 'repost', payload: { type: 'album', id: 3 } })
    settleChange(token, { kind: 'unrepost', payload: { type: 'album', id: 3 } })
    expect(isReposted(libraryState.view, 'album', 3)).toBe(false)
    expect(libraryState.sending).toEqual([])
  })

  it('a queued toggle shows once, and settling it at replay neither shows it twice nor drops it', () => {
    const toggle = { kind: 'toggle-repost', payload: { type: 'track', id: 8 } } as const
    setQueuedChanges(7, [{ idempotencyKey: 'k4', ...toggle }, { idempotencyKey: 'k5', kind: 'add-tracks', payload: { playlistId: 1, trackIds: [2] } }])
    expect(libraryState.queued).toHaveLength(1)
    expect(isReposted(libraryState.view, 'track', 8)).toBe(true)
    settleQueued({ idempotencyKey: 'k4', ...toggle }, true)
    expect(isReposted(libraryState.server, 'track', 8)).toBe(true)
    expect(isReposted(libraryState.view, 'track', 8)).toBe(true)
    // IndexedDB still lists it for a moment (deleted after settling), and the queue is read again.
    setQueuedChanges(7, [{ idempotencyKey: 'k4', ...toggle }])
    settleQueued({ idempotencyKey: 'k4', ...toggle }, true)
    setQueuedChanges(7, [])
    expect(isReposted(libraryState.view, 'track', 8)).toBe(true)
  })

  it('a change another tab sent (gone from the queue, never settled here) stays shown as the server state', () => {
    setQueuedChanges(7, [{ idempotencyKey: 'k7', kind: 'like', payload: { type: 'track', id: 12 } }])
    setQueuedChanges(7, [])
    expect(isLiked(libraryState.server, 'track', 12)).toBe(true)
    expect(liked(12)).toBe(true)
  })

  it('a queued change the server refused is dropped from the view', () => {
    setQueuedChanges(7, [{ idempotencyKey: 'k6', kind: 'unfollow-playlist', payload: { playlistId: 1 } }])
    expect(libraryState.view.playlists).toEqual([])
    settleQueued({ idempotencyKey: 'k6', kind: 'unfollow-playlist', payload: { playlistId: 1 } }, false)
    expect(libraryState.view.playlists.map((p) => p.id)).toEqual([1])
  })

  it('remembers created or changed playlists first and forgets deleted ones', () => {
    rememberPlaylist(playlist(2, 'New'))
    rememberPlaylist(playlist(1, 'Renamed'))
    expect(libraryState.view.playlists.map((p) => p.name)).toEqual(['Renamed', 'New'])
    forgetPlaylist(2)
    expect(libraryState.view.playlists.map((p) => p.id)).toEqual([1])
    expect(readSavedLibrary(localStorage)?.library.playlists.map((p) => p.id)).toEqual([1])
  })
})
