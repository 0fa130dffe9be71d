import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeOfflineDb, OFFLINE_DB } from '../../../../src/client/features/offline/db'
import { setOfflineDeps } from '../../../../src/client/features/offline/deps'
import {
  offlineQueueIdle, removeFromOffline, resetOfflineManager, saveOffline, startOfflineSync,
} from '../../../../src/client/features/offline/manager'
import { offlineState } from '../../../../src/client/features/offline/store'
import { bytes, createFakeCaches, createFakeNetwork, makeDeps, makeTrack } from './fakes'

// The manager starts on every page (the offline pill): the download and removal code must load only when
// there is something to download or remove. Counts the first evaluation of each module.
const loaded = vi.hoisted(() => ({ downloads: 0, removal: 0 }))
vi.mock('../../../../src/client/features/offline/download-queue', async (importOriginal) => {
  loaded.downloads += 1
  return importOriginal()
})
vi.mock('../../../../src/client/features/offline/remove', async (importOriginal) => {
  loaded.removal += 1
  return importOriginal()
})

const files = { '/api/v1/tracks/1/stream': { bytes: bytes(400, 1), type: 'audio/wav' } }

beforeEach(async () => {
  resetOfflineManager()
  await closeOfflineDb()
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB)
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
  setOfflineDeps(makeDeps(createFakeCaches(), createFakeNetwork(files)).deps)
})

afterEach(() => offlineQueueIdle())

describe('offline manager start', () => {
  it('reads the saved set without loading the download or removal code, and loads each on first use', async () => {
    await startOfflineSync()
    window.dispatchEvent(new Event('online'))
    await offlineQueueIdle()
    expect(offlineState.ready).toBe(true)
    expect(loaded).toEqual({ downloads: 0, removal: 0 })

    await saveOffline([makeTrack(1)])
    expect(offlineState.saved[1]).toBe(true)
    expect(loaded.downloads).toBe(1)
    expect(loaded.removal).toBe(0)

    await removeFromOffline({ trackId: 1 })
    expect(offlineState.saved[1]).toBeUndefined()
    expect(loaded.removal).toBe(1)
  })
})
