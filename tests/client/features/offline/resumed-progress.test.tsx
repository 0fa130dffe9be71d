// A save resumed after a reload counts what its album already holds: the offline page's total progress
// ("Saving 3 of 3") and the album's Save button ("Saving… 2/3") agree. Before, the resumed batch counted
// only what was left ("Saving 1 of 1" beside "2/3").
import 'fake-indexeddb/auto'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DownloadProgress } from '../../../../src/client/features/offline/components/download-progress'
import { SaveOfflineButton } from '../../../../src/client/features/offline/components/save-offline-button'
import { closeOfflineDb, OFFLINE_DB } from '../../../../src/client/features/offline/db'
import { setOfflineDeps } from '../../../../src/client/features/offline/deps'
import { offlineQueueIdle, resetOfflineManager, resumedDone, saveOffline, startOfflineSync } from '../../../../src/client/features/offline/manager'
import { offlineState } from '../../../../src/client/features/offline/store'
import { bytes, createFakeCaches, createFakeNetwork, makeDeps, makeTrack } from './fakes'

const album = { type: 'album' as const, id: 1, name: 'First album', image: null }
const files = {
  '/api/v1/tracks/1/stream': { bytes: bytes(1500), type: 'audio/wav' },
  '/api/v1/tracks/2/stream': { bytes: bytes(1500), type: 'audio/wav' },
  '/api/v1/tracks/3/stream': { bytes: bytes(1500), type: 'audio/wav' },
}

beforeEach(async () => {
  resetOfflineManager()
  await closeOfflineDb()
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB)
    request.onsuccess = request.onerror = () => resolve()
  })
})

afterEach(async () => {
  cleanup()
  await offlineQueueIdle()
})

describe('a resumed save', () => {
  it('counts the saved tracks of the albums still waiting, so the page total matches the Save button', async () => {
    const network = createFakeNetwork(files)
    const caches = createFakeCaches()
    setOfflineDeps(makeDeps(caches, network).deps)
    // Two of three saved, then the connection drops before the third.
    network.failOnce.add('/api/v1/tracks/3/stream')
    await saveOffline([makeTrack(1), makeTrack(2), makeTrack(3)], album)
    await offlineQueueIdle()
    expect(Object.keys(offlineState.saved)).toEqual(['1', '2'])

    // A reload: fresh module state, the same IndexedDB; the network is still down.
    resetOfflineManager()
    network.setOffline(true)
    await startOfflineSync()
    expect([offlineState.done, offlineState.batchTotal]).toEqual([2, 3])
    render(
      <>
        <DownloadProgress />
        <SaveOfflineButton tracks={[makeTrack(1), makeTrack(2), makeTrack(3)]} group={album} />
      </>,
    )
    expect(screen.getByText(/^Saving 3 of 3/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Saving… 2/3' })).toBeTruthy()
    const total = screen.getByRole('progressbar', { name: 'Total progress' }) as HTMLProgressElement
    expect([total.value, total.max]).toEqual([2, 3])

    // Back online: the third arrives and the batch ends at 3 of 3.
    network.setOffline(false)
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(offlineState.saved[3]).toBe(true))
    await offlineQueueIdle()
    expect(offlineState.done).toBe(3)
    expect(await screen.findByRole('button', { name: 'Remove from offline' })).toBeTruthy()
  })

  it('resumedDone counts saved tracks of waiting groups only, once each', () => {
    const group = (key: string, trackIds: number[]) => ({ key, type: 'album' as const, id: 1, name: key, image: null, trackIds, savedAt: 0 })
    const pending = [{ id: 3, track: makeTrack(3), groups: ['album:1'], addedAt: 0 }]
    const groups = [group('album:1', [1, 2, 3]), group('album:9', [1, 7, 8]), group('playlist:2', [2, 3])]
    expect(resumedDone(groups, pending, new Set([1, 2, 7, 8]))).toBe(2)
    expect(resumedDone(groups, [], new Set([1, 2]))).toBe(0)
  })
})
