// The library reducers as event sequences: a server state, the changes in order, the state they show.
import { describe, expect, it } from 'vitest'
import {
  emptyLibrary, followsPlaylist, followsUser, isLibraryChange, isLiked, isReposted, libraryFromBootstrap, reduceAll, reduceLibrary,
  type CompactPlaylist, type Library, type LibraryChange,
} from '../../../src/client/stores/library-changes'

const playlist = (id: number, name = `P${id}`): CompactPlaylist => ({
  id, name, image: null, owner_id: 9, public: true, collaborative: false, updated_at: '2026-01-01', model_type: 'playlist',
})
const like = (id: number, type: 'track' | 'album' | 'artist' = 'track'): LibraryChange => ({ kind: 'like', payload: { type, id } })
const unlike = (id: number, type: 'track' | 'album' | 'artist' = 'track'): LibraryChange => ({ kind: 'unlike', payload: { type, id } })
const toggleRepost = (id: number, type: 'track' | 'album' = 'track'): LibraryChange => ({ kind: 'toggle-repost', payload: { type, id } })
const server = (over: Partial<Library> = {}): Library => ({ ...emptyLibrary(), ...over })

describe('likes', () => {
  it('a like then an unlike of the same track ends unliked; other types are apart', () => {
    const state = reduceAll(server(), [like(1), like(2), unlike(1), like(1, 'album')])
    expect([isLiked(state, 'track', 1), isLiked(state, 'track', 2), isLiked(state, 'album', 1)]).toEqual([false, true, true])
  })

  it('is idempotent and never touches the state it was given', () => {
    const before = server({ likes: { track: { '5': true } } })
    const frozen = structuredClone(before)
    expect(reduceLibrary(before, like(5))).toBe(before)
    const after = reduceAll(before, [unlike(5), like(6)])
    expect(before).toEqual(frozen)
    expect(after.likes).toEqual({ track: { '6': true } })
  })
})

describe('reposts', () => {
  it('toggles flip once each, as the server will: odd flips, even leaves', () => {
    const state = reduceAll(server({ reposts: { track: { '5': true } } }), [toggleRepost(5), toggleRepost(3, 'album'), toggleRepost(3, 'album'), toggleRepost(8)])
    expect([isReposted(state, 'track', 5), isReposted(state, 'album', 3), isReposted(state, 'track', 8)]).toEqual([false, false, true])
  })

  it('an absolute repost or unrepost (the server answer) wins over what came before', () => {
    const state = reduceAll(server(), [toggleRepost(4), { kind: 'unrepost', payload: { type: 'track', id: 4 } }, { kind: 'repost', payload: { type: 'album', id: 2 } }])
    expect([isReposted(state, 'track', 4), isReposted(state, 'album', 2)]).toEqual([false, true])
  })
})

describe('followed users', () => {
  it('follows and unfollows in order on a known list', () => {
    const state = reduceAll(server({ followedUsers: [3] }), [
      { kind: 'follow-user', payload: { userId: 4 } },
      { kind: 'unfollow-user', payload: { userId: 3 } },
      { kind: 'follow-user', payload: { userId: 4 } },
    ])
    expect(state.followedUsers).toEqual([4])
    expect([followsUser(state, 4), followsUser(state, 3)]).toEqual([true, false])
  })

  it('an unknown list stays unknown (a partial list would unfollow everyone else on screen)', () => {
    expect(reduceLibrary(server(), { kind: 'follow-user', payload: { userId: 4 } }).followedUsers).toBeNull()
  })
})

describe('playlists', () => {
  it('a follow puts the playlist first, from its payload; an unfollow removes it; the last change decides', () => {
    const state = reduceAll(server({ playlists: [playlist(4, 'Old'), playlist(5)] }), [
      { kind: 'follow-playlist', payload: { playlist: playlist(12, 'Road trip') } },
      { kind: 'unfollow-playlist', payload: { playlistId: 4 } },
      { kind: 'follow-playlist', payload: { playlist: playlist(6, 'Brief') } },
      { kind: 'unfollow-playlist', payload: { playlistId: 6 } },
      { kind: 'follow-playlist', payload: { playlist: playlist(5, 'Renamed') } },
    ])
    expect(state.playlists.map((p) => [p.id, p.name])).toEqual([[5, 'Renamed'], [12, 'Road trip']])
    expect([followsPlaylist(state, 12), followsPlaylist(state, 4)]).toEqual([true, false])
  })

  it('keeps only the compact fields of a full playlist', () => {
    const full = { ...playlist(7), description: 'long text', views: 3 } as CompactPlaylist
    expect(reduceLibrary(server(), { kind: 'follow-playlist', payload: { playlist: full } }).playlists[0]).toEqual(playlist(7))
  })
})

describe('seeding and kinds', () => {
  it('copies bootstrap data, so later changes to it never reach the library', () => {
    const data = { likes: { track: { '1': true as const } }, reposts: {}, playlists: [playlist(2)] }
    const library = libraryFromBootstrap(data)
    ;(data.likes.track as Record<string, true>)['9'] = true
    expect(library).toEqual({ likes: { track: { '1': true } }, reposts: {}, playlists: [playlist(2)], followedUsers: null })
  })

  it('tells library changes from the other queued kinds', () => {
    expect(isLibraryChange({ kind: 'like' })).toBe(true)
    expect(isLibraryChange({ kind: 'follow-playlist' })).toBe(true)
    expect(isLibraryChange({ kind: 'add-tracks' })).toBe(false)
    expect(isLibraryChange({ kind: 'legacy' })).toBe(false)
  })
})
