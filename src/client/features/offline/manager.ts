// "Save offline": queues tracks in IndexedDB (so a reload resumes) and downloads them one after another
// into Cache Storage with per-item and total progress. A dropped connection pauses the queue until the
// browser says it is online again; a full disk stops it with a clear message and keeps what was saved.
import type { Track } from '../../../shared/contracts/music'
import { isLocalSource, setOfflineAvailability } from '../../player'
import { toast } from '../../stores/toasts'
import { AUDIO_CACHE, imagePath, streamPath } from './cache-names'
import { groupKey, openOfflineDb, type GroupType, type OfflineDb, type PendingItem, type SavedGroupInput } from './db'
import { offlineDeps, type OfflineDeps } from './deps'
import { deleteCached, downloadAudio, downloadImage, isNetworkError, isQuotaError } from './media-cache'
import { QUOTA_MESSAGE, REMOVED_MESSAGE, SAVED_MESSAGE } from './messages'
import { removeAll, removeGroup, removeTrack } from './remove'
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
    if (typeof window !== 'undefined') window.addEventListener('online', () => void pump())
    const db = await openOfflineDb()
    const [tracks, groups, pending] = await Promise.all([db.getAll('tracks'), db.getAll('groups'), db.getAll('pending')])
    offlineState.saved = Object.fromEntries(tracks.map((t) => [t.id, true as const]))
    offlineState.groups = Object.fromEntries(groups.map((g) => [g.key, true as const]))
    offlineState.queue = sortPending(pending).map(toQueueEntry)
    offlineState.batchTotal = pending.length
    offlineState.done = 0
    offlineState.ready = true
    void pump()
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

const sortPending = (items: PendingItem[]) => items.slice().sort((a, b) => a.addedAt - b.addedAt)
const toQueueEntry = (item: PendingItem) => ({ id: item.id, name: item.track.name, status: 'waiting' as const, received: 0, total: null })

/** Saves `items` (and records the album, playlist or liked songs they came from). */
export async function saveOffline(all: readonly Track[], group?: SavedGroupInput): Promise<void> {
  // Only uploaded audio has a file to keep; remote and YouTube sources stream from elsewhere.
  const items = all.filter((t) => !t.src || isLocalSource(t.src))
  await startOfflineSync()
  const db = await openOfflineDb()
  const now = Date.now()
  if (!persistAsked && Object.keys(offlineState.saved).length === 0) {
    persistAsked = true
    // Not awaited: some browsers ask the listener, and the download should not wait for the answer.
    void deps().persist().catch(() => false)
  }
  const keyOf = (track: Track) => (group ? groupKey(group.type, group.id) : groupKey('track', track.id))
  if (group) {
    const key = groupKey(group.type, group.id)
    const existing = await db.get('groups', key)
    const trackIds = [...new Set([...(existing?.trackIds ?? []), ...items.map((t) => t.id)])]
    await db.put('groups', { key, type: group.type, id: group.id, name: group.name, image: imagePath(group.image), trackIds, savedAt: existing?.savedAt ?? now })
  } else {
    for (const track of items) {
      await db.put('groups', { key: keyOf(track), type: 'track', id: track.id, name: track.name, image: null, trackIds: [track.id], savedAt: now })
    }
  }
  if (offlineState.queue.length === 0) [offlineState.done, offlineState.batchTotal] = [0, 0]
  offlineState.error = null
  for (const [i, track] of items.entries()) {
    const saved = await db.get('tracks', track.id)
    if (saved) {
      // Already on the device: only record that this group holds it too.
      await db.put('tracks', { ...saved, groups: [...new Set([...saved.groups, keyOf(track)])] })
      continue
    }
    const pending = await db.get('pending', track.id)
    await db.put('pending', { id: track.id, track, groups: [...new Set([...(pending?.groups ?? []), keyOf(track)])], addedAt: pending?.addedAt ?? now + i })
    if (!pending) {
      offlineState.queue.push(toQueueEntry({ id: track.id, track, groups: [], addedAt: now + i }))
      offlineState.batchTotal += 1
    }
  }
  // Marked only now that its tracks are queued, so a button never flashes "Remove" before "Saving…".
  for (const key of new Set(items.map(keyOf))) offlineState.groups[key] = true
  offlineState.version += 1
  await pump()
}

/** Runs the queue; one runner at a time, resolves when the queue is empty, paused or stopped. */
function pump(): Promise<void> {
  pumping ??= runQueue().finally(() => (pumping = null))
  return pumping
}

async function runQueue(): Promise<void> {
  if (retryTimer) clearTimeout(retryTimer)
  retryTimer = null
  const db = await openOfflineDb()
  offlineState.waitingForNetwork = false
  let savedAny = false
  for (;;) {
    const [next] = sortPending(await db.getAll('pending'))
    if (!next) break
    const outcome = await saveOne(db, next)
    if (outcome === 'network') {
      offlineState.waitingForNetwork = true
      // 'online' resumes at once; the timer covers a server that was down while the browser stayed online.
      retryTimer = setTimeout(() => void pump(), RETRY_MS)
      return
    }
    if (outcome === 'quota') return stopForQuota(db)
    savedAny ||= outcome === 'saved'
    offlineState.queue = offlineState.queue.filter((item) => item.id !== next.id)
    offlineState.done += 1
    offlineState.version += 1
  }
  if (savedAny) deps().notify(SAVED_MESSAGE, 'positive')
}

type Outcome = 'saved' | 'skipped' | 'network' | 'quota'

/** Audio first, then its cover, then the metadata row; a failure removes what this item wrote. */
async function saveOne(db: OfflineDb, item: PendingItem): Promise<Outcome> {
  const entry = offlineState.queue.find((q) => q.id === item.id)
  if (entry) entry.status = 'downloading'
  const audio = streamPath(item.id)
  const image = imagePath(item.track.image ?? item.track.album?.image)
  try {
    const size = await downloadAudio(deps(), audio, (received, total) => {
      if (entry) Object.assign(entry, { received, total })
    })
    if (image) await downloadImage(deps(), image)
    // Removed while it downloaded: drop the file instead of resurrecting the save.
    const still = await db.get('pending', item.id)
    if (!still) {
      await deleteCached(deps(), AUDIO_CACHE, audio)
      return 'skipped'
    }
    await db.put('tracks', { id: item.id, track: item.track, size, image, groups: still.groups, savedAt: Date.now() })
    await db.delete('pending', item.id)
    offlineState.saved[item.id] = true
    return 'saved'
  } catch (error) {
    await deleteCached(deps(), AUDIO_CACHE, audio).catch(() => undefined)
    if (entry) Object.assign(entry, { status: 'waiting', received: 0 })
    if (isQuotaError(error)) return 'quota'
    if (isNetworkError(error)) return 'network'
    // Refused (403 plan, 404 gone): not something a retry fixes; leave it out and go on.
    await db.delete('pending', item.id)
    return 'skipped'
  }
}

async function stopForQuota(db: OfflineDb): Promise<void> {
  // What is saved stays; what was still waiting is dropped so a reload does not hit the wall again.
  await db.clear('pending')
  offlineState.queue = []
  offlineState.error = QUOTA_MESSAGE
  offlineState.version += 1
  deps().notify(QUOTA_MESSAGE, 'danger')
}

export async function removeFromOffline(target: { trackId: number } | { type: GroupType; id: number | string }): Promise<void> {
  await startOfflineSync()
  if ('trackId' in target) await removeTrack(deps(), target.trackId)
  else await removeGroup(deps(), groupKey(target.type, target.id))
  deps().notify(REMOVED_MESSAGE, 'default')
}

export async function removeAllOffline(): Promise<void> {
  await startOfflineSync()
  await removeAll(deps())
}

/** Waits for the running queue (tests, the e2e bench). */
export const offlineQueueIdle = (): Promise<void> => pumping ?? Promise.resolve()
