// The download side of "Save offline" (manager.ts loads it on first use): records what to save in
// IndexedDB, then downloads the queue one item after another into Cache Storage.
import type { Track } from '../../../shared/contracts/catalogue'
import { AUDIO_CACHE, imagePath, streamPath } from './cache-names'
import { groupKey, openOfflineDb, type OfflineDb, type PendingItem, type SavedGroupInput } from './db'
import type { OfflineDeps } from './deps'
import { sortPending, toQueueEntry } from './pending-order'
import { deleteCached, downloadAudio, downloadImage, isNetworkError, isQuotaError } from './media-cache'
import { QUOTA_MESSAGE, SAVED_MESSAGE } from './messages'
import { offlineState } from './store'
import { activeStreamChoice, withChoice } from '../../player'

/** Records `items` (and the album, playlist or liked songs they came from) as saved or waiting. */
export async function queueForSave(items: readonly Track[], group: SavedGroupInput | undefined): Promise<void> {
  const db = await openOfflineDb()
  const now = Date.now()
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
}

/** Runs the queue until it is empty or stopped; 'network' when it paused for the connection. */
export async function runQueue(deps: () => OfflineDeps): Promise<'done' | 'network'> {
  const db = await openOfflineDb()
  offlineState.waitingForNetwork = false
  let savedAny = false
  for (;;) {
    const [next] = sortPending(await db.getAll('pending'))
    if (!next) break
    const outcome = await saveOne(db, deps, next)
    if (outcome === 'network') {
      offlineState.waitingForNetwork = true
      return 'network'
    }
    if (outcome === 'quota') {
      await stopForQuota(db, deps)
      return 'done'
    }
    savedAny ||= outcome === 'saved'
    offlineState.queue = offlineState.queue.filter((item) => item.id !== next.id)
    offlineState.done += 1
    offlineState.version += 1
  }
  if (savedAny) deps().notify(SAVED_MESSAGE, 'positive')
  return 'done'
}

type Outcome = 'saved' | 'skipped' | 'network' | 'quota'

/** Audio first, then its cover, then the metadata row; a failure removes what this item wrote. */
async function saveOne(db: OfflineDb, deps: () => OfflineDeps, item: PendingItem): Promise<Outcome> {
  const entry = offlineState.queue.find((q) => q.id === item.id)
  if (entry) entry.status = 'downloading'
  const audio = streamPath(item.id)
  const image = imagePath(item.track.image ?? item.track.album?.image)
  try {
    // Saved at the listener's streaming quality (a 64 kb/s Opus copy is a twentieth of a WAV).
    const size = await downloadAudio(deps(), audio, (received, total) => {
      if (entry) Object.assign(entry, { received, total })
    }, withChoice(audio, activeStreamChoice()))
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

async function stopForQuota(db: OfflineDb, deps: () => OfflineDeps): Promise<void> {
  // What is saved stays; what was still waiting is dropped so a reload does not hit the wall again.
  await db.clear('pending')
  offlineState.queue = []
  offlineState.error = QUOTA_MESSAGE
  offlineState.version += 1
  deps().notify(QUOTA_MESSAGE, 'danger')
}
