// "Save offline": queues tracks in IndexedDB (so a reload resumes) and downloads them one after another
// into Cache Storage with per-item and total progress. A dropped connection pauses the queue until the
// browser says it is online again; a full disk stops it with a clear message and keeps what was saved.
// Every page starts this module (the offline pill): it only reads the saved set. The downloads
// (download-queue.ts) and removal (remove.ts) load when there is one to run.
import type { Track } from '../../../shared/contracts/catalogue'
import { isLocalSource, setOfflineAvailability } from '../../player'
import { toast } from '../../stores/toasts'
import { groupKey, openOfflineDb, type GroupType, type PendingItem, type SavedGroup, type SavedGroupInput } from './db'
import { offlineDeps, type OfflineDeps } from './deps'
import { REMOVED_MESSAGE } from './messages'
import { sortPending, toQueueEntry } from './pending-order'
import { isTrackSaved, offlineState } from './store'

const notify: OfflineDeps['notify'] = (message, type) => void (type === 'default' ? toast(message) : toast[type](message))
const deps = () => offlineDeps(notify)

let started: Promise<void> | null = null
let pumping: Promise<void> | null = null
let persistAsked = false
let retryTimer: ReturnType<typeof setTimeout> | null = null
const RETRY_MS = 30_000

/** Loads the saved set, lets the player know what can play offline, and resumes pending downloads. */
export function startOfflineSync(): Promise<void> {
  started ??= (async () => {
    setOfflineAvailability(isTrackSaved)
    // Only with something to download: the download code stays unloaded otherwise.
    if (typeof window !== 'undefined') window.addEventListener('online', () => void (hasWork() && pump()))
    const db = await openOfflineDb()
    const [tracks, groups, pending] = await Promise.all([db.getAll('tracks'), db.getAll('groups'), db.getAll('pending')])
    offlineState.saved = Object.fromEntries(tracks.map((t) => [t.id, true as const]))
    offlineState.groups = Object.fromEntries(groups.map((g) => [g.key, true as const]))
    offlineState.queue = sortPending(pending).map(toQueueEntry)
    // A resumed batch counts what its albums and playlists already hold, as their Save buttons do
    // ("Saving… 4/10"), not only what is left: otherwise the page said "Saving 1 of 6" beside "4/10".
    const resumed = resumedDone(groups, pending, new Set(tracks.map((t) => t.id)))
    offlineState.done = resumed
    offlineState.batchTotal = resumed + pending.length
    offlineState.ready = true
    if (pending.length > 0) void pump()
  })().catch(() => {
    // IndexedDB unavailable (private mode in some browsers): offline saving is simply off.
    started = null
  })
  return started
}

/** Test hook: forget module state so each case starts like a fresh page. */
export function resetOfflineManager(): void {
  started = null
  pumping = null
  persistAsked = false
  if (retryTimer) clearTimeout(retryTimer)
  retryTimer = null
  Object.assign(offlineState, { saved: {}, groups: {}, queue: [], done: 0, batchTotal: 0, waitingForNetwork: false, error: null, ready: false })
}

/** Saved tracks of the groups that still wait for downloads: the finished part of a resumed batch. */
export function resumedDone(groups: readonly SavedGroup[], pending: readonly PendingItem[], saved: ReadonlySet<number>): number {
  const waiting = new Set(pending.flatMap((item) => item.groups))
  const ids = new Set(groups.filter((g) => waiting.has(g.key)).flatMap((g) => g.trackIds))
  return [...ids].filter((id) => saved.has(id)).length
}

const hasWork = () => offlineState.queue.length > 0 || offlineState.waitingForNetwork

/** Saves `items` (and records the album, playlist or liked songs they came from). */
export async function saveOffline(all: readonly Track[], group?: SavedGroupInput): Promise<void> {
  // Only uploaded audio has a file to keep; remote and YouTube sources stream from elsewhere.
  const items = all.filter((t) => !t.src || isLocalSource(t.src))
  await startOfflineSync()
  if (!persistAsked && Object.keys(offlineState.saved).length === 0) {
    persistAsked = true
    // Not awaited: some browsers ask the listener, and the download should not wait for the answer.
    void deps().persist().catch(() => false)
  }
  const { queueForSave } = await import('./download-queue')
  await queueForSave(items, group)
  await pump()
}

/** Runs the queue; one runner at a time, resolves when the queue is empty, paused or stopped. */
function pump(): Promise<void> {
  pumping ??= runPump().finally(() => (pumping = null))
  return pumping
}

async function runPump(): Promise<void> {
  if (retryTimer) clearTimeout(retryTimer)
  retryTimer = null
  const { runQueue } = await import('./download-queue')
  // 'online' resumes at once; the timer covers a server that was down while the browser stayed online.
  if ((await runQueue(deps)) === 'network') retryTimer = setTimeout(() => void pump(), RETRY_MS)
}

export async function removeFromOffline(target: { trackId: number } | { type: GroupType; id: number | string }): Promise<void> {
  await startOfflineSync()
  const { removeGroup, removeTrack } = await import('./remove')
  if ('trackId' in target) await removeTrack(deps(), target.trackId)
  else await removeGroup(deps(), groupKey(target.type, target.id))
  deps().notify(REMOVED_MESSAGE, 'default')
}

export async function removeAllOffline(): Promise<void> {
  await startOfflineSync()
  const { removeAll } = await import('./remove')
  await removeAll(deps())
}

/** Waits for the running queue (tests, the e2e bench). */
export const offlineQueueIdle = (): Promise<void> => pumping ?? Promise.resolve()
