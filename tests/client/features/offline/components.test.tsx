import 'fake-indexeddb/auto'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OfflineIndicator } from '../../../../src/client/features/offline/components/offline-indicator'
import { OfflineLibraryPage } from '../../../../src/client/features/offline/components/offline-library-page'
import { SaveOfflineButton } from '../../../../src/client/features/offline/components/save-offline-button'
import { closeOfflineDb, OFFLINE_DB } from '../../../../src/client/features/offline/db'
import { setOfflineDeps } from '../../../../src/client/features/offline/deps'
import { formatBytes } from '../../../../src/client/lib/format-bytes'
import { offlineQueueIdle, resetOfflineManager, saveOffline } from '../../../../src/client/features/offline/manager'
import { offlineState } from '../../../../src/client/features/offline/store'
import { configurePlayer, currentItem, playerState, resetPlayer } from '../../../../src/client/player/store'
import { connectivityState } from '../../../../src/client/stores/connectivity'
import { createFakeEngine } from '../../player/fake-engine'
import { bytes, createFakeCaches, createFakeNetwork, makeDeps, makeTrack } from './fakes'

const album = { type: 'album' as const, id: 1, name: 'First album', image: null }
const network = () =>
  createFakeNetwork({
    '/api/v1/tracks/1/stream': { bytes: bytes(1500), type: 'audio/wav' },
    '/api/v1/tracks/2/stream': { bytes: bytes(2500), type: 'audio/wav' },
  })

beforeEach(async () => {
  resetOfflineManager()
  resetPlayer()
  await closeOfflineDb()
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB)
    request.onsuccess = request.onerror = () => resolve()
  })
  setOfflineDeps(makeDeps(createFakeCaches(), network()).deps)
})

afterEach(async () => {
  cleanup()
  await offlineQueueIdle()
  connectivityState.online = true
})

describe('SaveOfflineButton', () => {
  it('saves an album, then offers to remove it', async () => {
    render(<SaveOfflineButton tracks={[makeTrack(1), makeTrack(2)]} group={album} />)
    await userEvent.click(screen.getByRole('button', { name: 'Save offline' }))
    await waitFor(() => expect(offlineState.saved).toEqual({ 1: true, 2: true }))
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from offline' }))
    expect(await screen.findByRole('button', { name: 'Save offline' })).toBeTruthy()
  })
})

/** The route draws the rows with the catalogue's TrackTable (tests/client/routes/library-offline.test.tsx); here, names only. */
const names = (tracks: readonly { id: number; name: string }[]) => <ul>{tracks.map((t) => <li key={t.id}>{t.name}</li>)}</ul>

describe('OfflineLibraryPage', () => {
  it('shows the empty state when nothing is saved', async () => {
    render(<OfflineLibraryPage trackList={names} />)
    expect(await screen.findByText('No music saved for offline listening')).toBeTruthy()
  })

  it('lists saved tracks and albums with their sizes, plays them and frees space', async () => {
    const fake = createFakeEngine()
    configurePlayer({ engine: fake.engine, fetchMore: async () => [], logPlay: () => undefined, notify: () => undefined, canPlay: () => true })
    await saveOffline([makeTrack(1), makeTrack(2)], album)
    render(<OfflineLibraryPage trackList={names} />)

    const tracks = await screen.findByRole('region', { name: 'Tracks' })
    expect(within(tracks).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Song 1', 'Song 2'])
    expect(screen.getByTestId('offline-total-size').textContent).toBe('4.0 KB')
    expect(screen.getByText(/Album · 2 of 2 tracks · 4\.0 KB/)).toBeTruthy()
    expect(screen.getByText('Space left')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Play all' }))
    expect(currentItem()?.id).toBe(1)
    expect(playerState.shuffledQueue.map((i) => i.id)).toEqual([1, 2])

    await userEvent.click(screen.getByRole('button', { name: /^Remove from offline\s*First album$/ }))
    expect(await screen.findByText('No music saved for offline listening')).toBeTruthy()
    await saveOffline([makeTrack(1)])
    await userEvent.click(await screen.findByRole('button', { name: 'Remove all' }))
    expect(await screen.findByText('No music saved for offline listening')).toBeTruthy()
  })
})

describe('OfflineIndicator', () => {
  it('says "You\'re offline" only while offline', async () => {
    render(<OfflineIndicator />)
    expect(screen.queryByRole('status')).toBeNull()
    connectivityState.online = false
    expect((await screen.findByRole('status')).textContent).toBe("You're offline")
  })
})

describe('formatBytes', () => {
  it.each([[0, '0 B'], [999, '999 B'], [1500, '1.5 KB'], [3_400_000, '3.4 MB'], [250_000_000, '250 MB']])('%d -> %s', (n, text) =>
    expect(formatBytes(n)).toBe(text))
})
