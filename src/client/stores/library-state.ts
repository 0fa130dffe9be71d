// The one owner of the listener's library state (valtio). `server` is what the server has: seeded from
// bootstrap-data, then moved on by changes it confirmed. Changes waiting in the offline queue and
// changes on their way are kept apart and folded over it with the pure reducers (library-changes.ts),
// so `view`, what components show, never needs repairing after a reload, a refusal or a replay.
import { proxy, ref } from 'valtio'
import type { BootstrapData } from '../../shared/contracts/bootstrap'
import {
  emptyLibrary, isLibraryChange, libraryFromBootstrap, reduceAll, reduceLibrary, withoutPlaylist, withPlaylist,
  type CompactPlaylist, type Library, type LibraryChange,
} from './library-changes'
import { readSavedLibrary, saveLibrary } from './library-saved'
import { webStorage } from '../lib/web-storage'

export interface LibraryState {
  /** Owner of this library (null = guest). */
  userId: number | null
  server: Library
  /** Waiting in the offline queue (IndexedDB), in replay order, by idempotency key. */
  queued: readonly { key: string; change: LibraryChange }[]
  /** Sent now, no answer yet: shown at once, dropped again if the request fails. */
  sending: readonly { token: number; change: LibraryChange }[]
  /** server + queued + sending, folded with the reducers: what every Like, Follow and menu shows. */
  view: Library
}

// The libraries are immutable values replaced by the verbs below, so they are kept out of valtio's deep
// proxying (ref): a snapshot re-renders on replacement, and thousands of liked ids are not wrapped.
export const libraryState = proxy<LibraryState>({
  userId: null,
  server: ref(emptyLibrary()),
  queued: ref([]),
  sending: ref([]),
  view: ref(emptyLibrary()),
})

let storage: Storage | null = typeof window === 'undefined' ? null : webStorage('local')

/** Tests give their own storage (or none). */
export function setLibraryStorage(next: Storage | null): void {
  storage = next
}

function recompute(): void {
  const afterQueue = reduceAll(libraryState.server, libraryState.queued.map((q) => q.change))
  libraryState.view = ref(reduceAll(afterQueue, libraryState.sending.map((s) => s.change)))
}

function setServer(next: Library): void {
  libraryState.server = ref(next)
  if (storage) saveLibrary(storage, { userId: libraryState.userId, library: next })
}

/**
 * Seeds the library from bootstrap-data (start, login, register, logout). `saved` marks the copy an
 * offline start reads from the persisted query cache: then the library saved on this device after the
 * last confirmed change is newer and wins, when it belongs to the same account.
 */
export function seedLibrary(data: Pick<BootstrapData, 'user' | 'likes' | 'reposts' | 'playlists'>, origin: 'server' | 'saved' = 'server'): void {
  const userId = data.user?.id ?? null
  const saved = storage ? readSavedLibrary(storage) : null
  const sameSaved = saved && saved.userId === userId ? saved.library : null
  const sameUser = userId === libraryState.userId
  // Followed users are not in bootstrap-data: keep the account's known list until it is fetched again.
  const followedUsers = sameSaved?.followedUsers ?? (sameUser ? libraryState.server.followedUsers : null)
  const next = origin === 'saved' && sameSaved ? sameSaved : { ...libraryFromBootstrap(data), followedUsers }
  if (!sameUser) {
    // Another account's waiting changes are not this one's; the queue reports the new owner's own.
    libraryState.queued = ref([])
    libraryState.sending = ref([])
  }
  libraryState.userId = userId
  setServer(next)
  recompute()
}

/** A queue entry as library-state reads it; the idempotency key names it across tabs and reloads. */
export interface QueuedEntry {
  idempotencyKey: string
  kind: string
  payload: unknown
}

/** Queue entries already moved out of `queued` (sent or refused), even if IndexedDB still lists them. */
const settled = new Set<string>()

const libraryChangeOf = ({ kind, payload }: QueuedEntry): LibraryChange | null => {
  const change = { kind, payload } as { kind: string }
  return isLibraryChange(change) ? change : null
}

/**
 * The owner's waiting offline changes in replay order (other features' entries are skipped). A list
 * read for another account (the owner changed while IndexedDB answered) is not taken.
 */
export function setQueuedChanges(userId: number | null, entries: readonly QueuedEntry[]): void {
  if (userId !== libraryState.userId) return
  const queued: { key: string; change: LibraryChange }[] = []
  for (const entry of entries) {
    const change = libraryChangeOf(entry)
    if (change && !settled.has(entry.idempotencyKey)) queued.push({ key: entry.idempotencyKey, change })
  }
  // Changes that left the queue without settleQueued were replayed by another tab (the replay lock is
  // shared): the server has them now, so they stay shown as its state instead of vanishing.
  const now = new Set(queued.map((q) => q.key))
  const gone = libraryState.queued.filter((q) => !now.has(q.key))
  for (const q of gone) settled.add(q.key)
  if (gone.length > 0) setServer(reduceAll(libraryState.server, gone.map((q) => q.change)))
  libraryState.queued = ref(queued)
  recompute()
}

/**
 * A queued change leaves the queue: sent (the server has it now) or refused. Called before it is
 * deleted from IndexedDB, in one step, so the view never shows it twice (a toggle would flip back)
 * nor not at all in between; a second call for the same entry does nothing.
 */
export function settleQueued(entry: QueuedEntry, applied: boolean): void {
  if (settled.has(entry.idempotencyKey)) return
  settled.add(entry.idempotencyKey)
  const change = libraryChangeOf(entry)
  if (applied && change) setServer(reduceLibrary(libraryState.server, change))
  libraryState.queued = ref(libraryState.queued.filter((q) => q.key !== entry.idempotencyKey))
  recompute()
}

let lastToken = 0

/** Shows a change at once while it is sent; settle it with the token. */
export function beginChange(change: LibraryChange): number {
  const token = ++lastToken
  libraryState.sending = ref([...libraryState.sending, { token, change }])
  recompute()
  return token
}

/**
 * Ends a change begun with beginChange: `confirmed` is what the server now has (often the change itself;
 * for a repost, what its answer says); null when it failed or waits in the offline queue (already listed
 * by setQueuedChanges by then, so the view does not flicker).
 */
export function settleChange(token: number, confirmed: LibraryChange | null): void {
  if (confirmed) setServer(reduceLibrary(libraryState.server, confirmed))
  libraryState.sending = ref(libraryState.sending.filter((s) => s.token !== token))
  recompute()
}

/** The server's answer to users/me/followed-users/ids, for the account it was asked for. */
export function setFollowedUsers(userId: number, ids: readonly number[]): void {
  if (libraryState.userId !== userId) return
  setServer({ ...libraryState.server, followedUsers: [...ids] })
  recompute()
}

/** A playlist the server created, changed or added tracks to: first in menus. */
export function rememberPlaylist(playlist: CompactPlaylist): void {
  setServer({ ...libraryState.server, playlists: withPlaylist(libraryState.server.playlists, playlist) })
  recompute()
}

/** A playlist the server deleted. */
export function forgetPlaylist(id: number): void {
  setServer({ ...libraryState.server, playlists: withoutPlaylist(libraryState.server.playlists, id) })
  recompute()
}
