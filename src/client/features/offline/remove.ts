// "Remove from offline": deletes cache entries and metadata. A track stays while another saved group
// (or its own save) still needs it; an image stays while any saved track or group still shows it.
import { AUDIO_CACHE, IMAGE_CACHE, streamPath } from './cache-names'
import { openOfflineDb, type OfflineDb } from './db'
import type { OfflineDeps } from './deps'
import { deleteCached } from './media-cache'
import { offlineState } from './store'

async function deleteTrackEverywhere(db: OfflineDb, deps: OfflineDeps, id: number): Promise<void> {
  // Metadata first: a row without its file would promise music that cannot play; a file without a row
  // is only wasted space, and "Remove all" clear the caches anyway.
  await db.delete('tracks', id)
  await deleteCached(deps, AUDIO_CACHE, streamPath(id))
  delete offlineState.saved[id]
}

async function removeUnusedImages(db: OfflineDb, deps: OfflineDeps, candidates: (string | null)[]): Promise<void> {
  const wanted = candidates.filter((c): c is string => !!c)
  if (wanted.length === 0) return
  const [tracks, groups] = await Promise.all([db.getAll('tracks'), db.getAll('groups')])
  const used = new Set([...tracks.map((t) => t.image), ...groups.map((g) => g.image)])
  for (const image of new Set(wanted)) if (!used.has(image)) await deleteCached(deps, IMAGE_CACHE, image)
}

function dropFromQueue(id: number): void {
  offlineState.queue = offlineState.queue.filter((item, i) => i === 0 || item.id !== id)
}

/** Removes a whole group; its tracks go unless another group still holds them. */
export async function removeGroup(deps: OfflineDeps, key: string): Promise<void> {
  const db = await openOfflineDb()
  const group = await db.get('groups', key)
  const images: (string | null)[] = [group?.image ?? null]
  for (const id of group?.trackIds ?? []) {
    const row = await db.get('tracks', id)
    if (!row) continue
    const groups = row.groups.filter((g) => g !== key)
    images.push(row.image)
    if (groups.length === 0) await deleteTrackEverywhere(db, deps, id)
    else await db.put('tracks', { ...row, groups })
  }
  for (const item of await db.getAll('pending')) {
    if (!item.groups.includes(key)) continue
    const groups = item.groups.filter((g) => g !== key)
    if (groups.length === 0) {
      await db.delete('pending', item.id)
      dropFromQueue(item.id)
    } else await db.put('pending', { ...item, groups })
  }
  await db.delete('groups', key)
  delete offlineState.groups[key]
  await removeUnusedImages(db, deps, images)
  offlineState.version += 1
}

/** Removes one track whatever holds it (the listener asked for exactly this track to go). */
export async function removeTrack(deps: OfflineDeps, id: number): Promise<void> {
  const db = await openOfflineDb()
  const row = await db.get('tracks', id)
  await db.delete('pending', id)
  dropFromQueue(id)
  if (row) await deleteTrackEverywhere(db, deps, id)
  const images: (string | null)[] = [row?.image ?? null]
  for (const group of await db.getAll('groups')) {
    if (!group.trackIds.includes(id)) continue
    const trackIds = group.trackIds.filter((t) => t !== id)
    if (trackIds.length > 0 && group.type !== 'track') {
      await db.put('groups', { ...group, trackIds })
      continue
    }
    await db.delete('groups', group.key)
    delete offlineState.groups[group.key]
    images.push(group.image)
  }
  await removeUnusedImages(db, deps, images)
  offlineState.version += 1
}

/** "Remove all": empties both caches and every store, including what is still waiting to download. */
export async function removeAll(deps: OfflineDeps): Promise<void> {
  const db = await openOfflineDb()
  await Promise.all([db.clear('tracks'), db.clear('groups'), db.clear('pending')])
  for (const name of [AUDIO_CACHE, IMAGE_CACHE]) {
    const cache = await deps.caches.open(name)
    for (const request of await cache.keys()) await cache.delete(request)
  }
  offlineState.saved = {}
  offlineState.groups = {}
  offlineState.queue = offlineState.queue.slice(0, 1)
  offlineState.version += 1
}
