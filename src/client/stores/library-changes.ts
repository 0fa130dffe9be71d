// The listener's library (likes, reposts, followed users, own and followed playlists) and the changes
// that can be made to it, as data. Pure: no valtio, no storage, no network. library-state.ts folds these
// reducers over the server's state to show changes that wait in the offline queue or are being sent.
import type { BootstrapData } from '../../shared/contracts/bootstrap'
import type { LikeableType } from '../../shared/contracts/library'

export type RepostableType = 'track' | 'album'
/** Bootstrap's compact playlist: enough for menus and "following" checks (music-catalog §3.9). */
export type CompactPlaylist = BootstrapData['playlists'][number]
/** type → id → true, as bootstrap-data sends likes and reposts. */
export type IdMap = Readonly<Record<string, Readonly<Record<string, true>>>>

export interface Library {
  likes: IdMap
  reposts: IdMap
  /** Own and followed playlists, most recently changed first. */
  playlists: readonly CompactPlaylist[]
  /** Not in bootstrap-data: null until users/me/followed-users/ids answered once. */
  followedUsers: readonly number[] | null
}

/** A change to the library; queued offline changes carry the same kind and payload. */
export type LibraryChange =
  | { kind: 'like'; payload: { type: LikeableType; id: number } }
  | { kind: 'unlike'; payload: { type: LikeableType; id: number } }
  /** The server's reposts endpoint toggles: a waiting toggle flips the state once, as the server will. */
  | { kind: 'toggle-repost'; payload: { type: RepostableType; id: number } }
  | { kind: 'repost'; payload: { type: RepostableType; id: number } }
  | { kind: 'unrepost'; payload: { type: RepostableType; id: number } }
  | { kind: 'follow-user'; payload: { userId: number } }
  | { kind: 'unfollow-user'; payload: { userId: number } }
  /** Carries the playlist itself, so a reload shows it in menus without its page or a request. */
  | { kind: 'follow-playlist'; payload: { playlist: CompactPlaylist } }
  | { kind: 'unfollow-playlist'; payload: { playlistId: number } }

export type LibraryChangeKind = LibraryChange['kind']

const LIBRARY_KINDS: ReadonlySet<string> = new Set<LibraryChangeKind>([
  'like', 'unlike', 'toggle-repost', 'repost', 'unrepost', 'follow-user', 'unfollow-user', 'follow-playlist', 'unfollow-playlist',
])

/** Offline-queue entries of other features (playlist tracks, comments, play logs) pass through untouched. */
export function isLibraryChange(change: { kind: string }): change is LibraryChange {
  return LIBRARY_KINDS.has(change.kind)
}

export const emptyLibrary = (): Library => ({ likes: {}, reposts: {}, playlists: [], followedUsers: null })

/** The library part of bootstrap-data, copied so later changes never touch the caller's object. */
export function libraryFromBootstrap(data: Pick<BootstrapData, 'likes' | 'reposts' | 'playlists'>): Library {
  return structuredClone({ likes: data.likes ?? {}, reposts: data.reposts ?? {}, playlists: data.playlists ?? [], followedUsers: null })
}

export function compactPlaylist(p: CompactPlaylist): CompactPlaylist {
  return {
    id: p.id, name: p.name, image: p.image, owner_id: p.owner_id, public: p.public,
    collaborative: p.collaborative, updated_at: p.updated_at, model_type: 'playlist',
  }
}

function setIn(map: IdMap, type: string, id: number, on: boolean): IdMap {
  const key = String(id)
  const forType = map[type] ?? {}
  if ((forType[key] === true) === on) return map
  const next: Record<string, true> = { ...forType }
  if (on) next[key] = true
  else delete next[key]
  return { ...map, [type]: next }
}

const has = (map: IdMap, type: string, id: number): boolean => map[type]?.[String(id)] === true

/** Adds or moves a playlist to the front (the most recently changed one), as bootstrap orders them. */
export function withPlaylist(playlists: readonly CompactPlaylist[], playlist: CompactPlaylist): CompactPlaylist[] {
  return [compactPlaylist(playlist), ...playlists.filter((p) => p.id !== playlist.id)]
}

export function withoutPlaylist(playlists: readonly CompactPlaylist[], id: number): readonly CompactPlaylist[] {
  return playlists.some((p) => p.id === id) ? playlists.filter((p) => p.id !== id) : playlists
}

function withUser(ids: readonly number[] | null, userId: number, on: boolean): readonly number[] | null {
  // Unknown stays unknown: a partial list would show every other followed user as not followed.
  if (ids === null || ids.includes(userId) === on) return ids
  return on ? [...ids, userId] : ids.filter((id) => id !== userId)
}

/** One change applied to a library; returns the same object when the change changes nothing. */
export function reduceLibrary(state: Library, change: LibraryChange): Library {
  switch (change.kind) {
    case 'like':
    case 'unlike': {
      const likes = setIn(state.likes, change.payload.type, change.payload.id, change.kind === 'like')
      return likes === state.likes ? state : { ...state, likes }
    }
    case 'toggle-repost':
    case 'repost':
    case 'unrepost': {
      const { type, id } = change.payload
      const on = change.kind === 'toggle-repost' ? !has(state.reposts, type, id) : change.kind === 'repost'
      const reposts = setIn(state.reposts, type, id, on)
      return reposts === state.reposts ? state : { ...state, reposts }
    }
    case 'follow-user':
    case 'unfollow-user': {
      const followedUsers = withUser(state.followedUsers, change.payload.userId, change.kind === 'follow-user')
      return followedUsers === state.followedUsers ? state : { ...state, followedUsers }
    }
    case 'follow-playlist':
      return { ...state, playlists: withPlaylist(state.playlists, change.payload.playlist) }
    case 'unfollow-playlist': {
      const playlists = withoutPlaylist(state.playlists, change.payload.playlistId)
      return playlists === state.playlists ? state : { ...state, playlists }
    }
  }
}

/** Changes folded over a library in order (replay order: the last one decides). */
export const reduceAll = (state: Library, changes: Iterable<LibraryChange>): Library => {
  let next = state
  for (const change of changes) next = reduceLibrary(next, change)
  return next
}

export const isLiked = (library: Library, type: LikeableType, id: number): boolean => has(library.likes, type, id)
export const isReposted = (library: Library, type: RepostableType, id: number): boolean => has(library.reposts, type, id)
export const followsPlaylist = (library: Library, id: number): boolean => library.playlists.some((p) => p.id === id)
export const followsUser = (library: Library, id: number): boolean => library.followedUsers?.includes(id) ?? false
