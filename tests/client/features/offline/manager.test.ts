import 'fake-indexeddb/auto'
import { subscribe } from 'valtio'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AUDIO_CACHE, IMAGE_CACHE } from '../../../../src/client/features/offline/cache-names'
import { closeOfflineDb, OFFLINE_DB, openOfflineDb } from '../../../../src/client/features/offline/db'
import { setOfflineDeps } from '../../../../src/client/features/offline/deps'
import {
  offlineQueueIdle, removeAllOffline, removeFromOffline, resetOfflineManager, saveOffline, startOfflineSync,
} from '../../../../src/client/features/offline/manager'
import { QUOTA_MESSAGE, SAVED_MESSAGE } from '../../../../src/client/features/offline/messages'
import { offlineState } from '../../../../src/client/features/offline/store'
import { bytes, createFakeCaches, createFakeNetwork, makeDeps, makeTrack, type FakeFile } from './fakes'

const album = { type: 'album' as const, id: 1, name: 'First album', image: 'storage/track_image/album-1.png' }
const stream = (id: number) => `/api/v1/tracks/${id}/stream`
const files: Record<string, FakeFile> = {
  [stream(1)]: { bytes: bytes(400, 1), type: 'audio/wav' },
  [stream(2)]: { bytes: bytes(600, 3), type: 'audio/wav' },
  [stream(3)]: { bytes: bytes(300, 5), type: 'audio/mpeg' },
  [stream(4)]: { bytes: bytes(10), type: 'audio/wav', status: 403 },
  '/storage/track_image/album-1.png': { bytes: bytes(50), type: 'image/png' },
  '/storage/track_image/album-2.png': { bytes: bytes(60), type: 'image/png' },
}

let caches: ReturnType<typeof createFakeCaches>
let network: ReturnType<typeof createFakeNetwork>
let setup: ReturnType<typeof makeDeps>

function useFakes(quota = Infinity) {
  caches = createFakeCaches(quota)
  network = createFakeNetwork(files)
  setup = makeDeps(caches, network)
  setOfflineDeps(setup.deps)
}

async function deleteDb() {
  await closeOfflineDb()
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB)
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
}

beforeEach(async () => {
  resetOfflineManager()
  await deleteDb()
  useFakes()
})

afterEach(async () => {
  await offlineQueueIdle()
})

describe('saveOffline', () => {
  it('downloads whole files into the caches, then records metadata and progress', async () => {
    const received: number[] = []
    const stop = subscribe(offlineState, () => {
      const first = offlineState.queue[0]
      if (first?.status === 'downloading') received.push(first.received)
    })
    await saveOffline([makeTrack(1), makeTrack(2)], album)
    stop()

    expect(caches.entry(AUDIO_CACHE, stream(1))?.bytes).toEqual(files[stream(1)]!.bytes)
    expect(caches.entry(AUDIO_CACHE, stream(2))?.type).toBe('audio/wav')
    expect(caches.entry(IMAGE_CACHE, '/storage/track_image/album-1.png')?.type).toBe('image/png')
    // Whole files: never a Range request, always with credentials.
    const audioRequests = network.requests.filter((r) => r.url.includes('/stream'))
    expect(audioRequests.map((r) => r.url)).toEqual([stream(1), stream(2)])
    expect(audioRequests.every((r) => r.init.credentials === 'include' && !new Headers(r.init.headers).has('range'))).toBe(true)
    // The cover is shared by both tracks: fetched once.
    expect(network.requests.filter((r) => r.url.endsWith('.png'))).toHaveLength(1)

    const db = await openOfflineDb()
    const rows = await db.getAll('tracks')
    expect(rows.map((r) => [r.id, r.size, r.groups])).toEqual([[1, 400, ['album:1']], [2, 600, ['album:1']]])
    expect((await db.get('groups', 'album:1'))?.trackIds).toEqual([1, 2])
    expect(await db.getAll('pending')).toEqual([])

    expect(received.some((r) => r > 0 && r < 400)).toBe(true)
    expect(offlineState.saved).toEqual({ 1: true, 2: true })
    expect(offlineState.groups).toEqual({ 'album:1': true })
    expect(offlineState.queue).toEqual([])
    expect([offlineState.done, offlineState.batchTotal]).toEqual([2, 2])
    expect(setup.persist.calls).toBe(1)
    expect(setup.notes).toContainEqual({ message: SAVED_MESSAGE, type: 'positive' })
  })

  it('asks for persistent storage on the first save only', async () => {
    await saveOffline([makeTrack(1)])
    await saveOffline([makeTrack(2)])
    expect(setup.persist.calls).toBe(1)
  })

  it('skips a track the server refuses and saves the rest', async () => {
    await saveOffline([makeTrack(4), makeTrack(3)])
    expect(offlineState.saved).toEqual({ 3: true })
    expect(caches.entry(AUDIO_CACHE, stream(4))).toBeUndefined()
    expect(await (await openOfflineDb()).getAll('pending')).toEqual([])
  })

  it('leaves out tracks whose audio is not an upload (remote or YouTube)', async () => {
    await saveOffline([{ ...makeTrack(5), src: 'https://cdn.example/5.mp3' }, makeTrack(1)])
    expect(offlineState.saved).toEqual({ 1: true })
    expect(network.requests.some((r) => r.url === stream(5))).toBe(false)
  })

  it('waits for the connection after a drop, then resumes on "online"', async () => {
    network.failOnce.add(stream(2))
    await saveOffline([makeTrack(1), makeTrack(2), makeTrack(3)], album)
    expect(offlineState.saved).toEqual({ 1: true })
    expect(offlineState.waitingForNetwork).toBe(true)
    expect(offlineState.queue.map((q) => q.id)).toEqual([2, 3])
    expect(caches.entry(AUDIO_CACHE, stream(2))).toBeUndefined()

    window.dispatchEvent(new Event('online'))
    await offlineQueueIdle()
    expect(offlineState.saved).toEqual({ 1: true, 2: true, 3: true })
    expect(offlineState.waitingForNetwork).toBe(false)
  })

  it('resumes what was pending after a reload', async () => {
    network.setOffline(true)
    await saveOffline([makeTrack(1), makeTrack(2)], album)
    expect(offlineState.saved).toEqual({})

    // A reload: module state gone, IndexedDB kept, network back.
    resetOfflineManager()
    await closeOfflineDb()
    network.setOffline(false)
    await startOfflineSync()
    await offlineQueueIdle()
    expect(offlineState.saved).toEqual({ 1: true, 2: true })
    expect((await (await openOfflineDb()).getAll('tracks')).map((t) => t.id)).toEqual([1, 2])
  })

  it('stops with a clear message when storage is full and keeps what was saved', async () => {
    useFakes(500)
    await saveOffline([makeTrack(1), makeTrack(2)], album)
    expect(offlineState.error).toBe(QUOTA_MESSAGE)
    expect(setup.notes).toContainEqual({ message: QUOTA_MESSAGE, type: 'danger' })
    expect(caches.entry(AUDIO_CACHE, stream(1))?.bytes.byteLength).toBe(400)
    expect(caches.entry(AUDIO_CACHE, stream(2))).toBeUndefined()
    const db = await openOfflineDb()
    expect((await db.getAll('tracks')).map((t) => t.id)).toEqual([1])
    expect(await db.getAll('pending')).toEqual([])
    expect(offlineState.queue).toEqual([])
  })
})

describe('removing', () => {
  it('keeps a track another saved group still needs', async () => {
    await saveOffline([makeTrack(1), makeTrack(2)], album)
    await saveOffline([makeTrack(2, 2), makeTrack(3, 2)], { type: 'playlist', id: 7, name: 'Mix', image: 'storage/track_image/album-2.png' })
    expect(network.requests.filter((r) => r.url === stream(2))).toHaveLength(1)

    await removeFromOffline({ type: 'album', id: 1 })
    expect(offlineState.saved).toEqual({ 2: true, 3: true })
    expect(caches.entry(AUDIO_CACHE, stream(1))).toBeUndefined()
    expect(caches.entry(AUDIO_CACHE, stream(2))).toBeDefined()
    // Track 2 still shows the album-1 cover, so it stays.
    expect(caches.entry(IMAGE_CACHE, '/storage/track_image/album-1.png')).toBeDefined()
    const db = await openOfflineDb()
    expect((await db.get('tracks', 2))?.groups).toEqual(['playlist:7'])
    expect(await db.get('groups', 'album:1')).toBeUndefined()
    expect(offlineState.groups).toEqual({ 'playlist:7': true })
  })

  it('removes one track from every group and drops an unused cover', async () => {
    await saveOffline([makeTrack(3, 2)], { type: 'playlist', id: 7, name: 'Mix', image: null })
    await removeFromOffline({ trackId: 3 })
    expect(offlineState.saved).toEqual({})
    expect(caches.entry(AUDIO_CACHE, stream(3))).toBeUndefined()
    expect(caches.entry(IMAGE_CACHE, '/storage/track_image/album-2.png')).toBeUndefined()
    expect(await (await openOfflineDb()).get('groups', 'playlist:7')).toBeUndefined()
  })

  it('"Remove all" empties the caches and the metadata', async () => {
    await saveOffline([makeTrack(1), makeTrack(2)], album)
    await removeAllOffline()
    expect(caches.stores.get(AUDIO_CACHE)?.size).toBe(0)
    expect(caches.stores.get(IMAGE_CACHE)?.size).toBe(0)
    const db = await openOfflineDb()
    expect([await db.count('tracks'), await db.count('groups'), await db.count('pending')]).toEqual([0, 0, 0])
    expect(offlineState.saved).toEqual({})
  })
})
