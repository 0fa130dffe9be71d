// "Save offline" / "Remove from offline" in a track row's "More options" menu (issue 6), with the real
// offline manager over fake Cache Storage and network (./fakes) and the real IndexedDB code.
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { closeOfflineDb, OFFLINE_DB } from '../../../../src/client/features/offline/db'
import { setOfflineDeps } from '../../../../src/client/features/offline/deps'
import { offlineQueueIdle, resetOfflineManager, startOfflineSync } from '../../../../src/client/features/offline/manager'
import { offlineState } from '../../../../src/client/features/offline/store'
import { TrackMenu } from '../../../../src/client/features/track-menu/components/track-menu'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'
import { renderWithRouter } from '../../../helpers/render'
import { bytes, createFakeCaches, createFakeNetwork, makeDeps, makeTrack } from './fakes'

// Headless UI's floating panels measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

beforeEach(async () => {
  resetOfflineManager()
  await closeOfflineDb()
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB)
    request.onsuccess = request.onerror = () => resolve()
  })
  setOfflineDeps(makeDeps(createFakeCaches(), createFakeNetwork({ '/api/v1/tracks/3/stream': { bytes: bytes(1200), type: 'audio/wav' } })).deps)
  applyBootstrapData(makeBootstrap({ user: makeUser(), likes: {}, playlists: [] }))
  await startOfflineSync()
})

afterEach(async () => {
  cleanup()
  await offlineQueueIdle()
})

// The menu's links (Go to album, artist, track) need a router.
function renderMenu(track: ReturnType<typeof makeTrack>) {
  return renderWithRouter(<TrackMenu track={track} />)
}

async function openMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `More options for ${name}` }))
}

describe('track row menu', () => {
  it('saves one track offline, then offers to remove it', async () => {
    await renderMenu(makeTrack(3))
    await openMenu('Song 3')
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save offline' }))
    await waitFor(() => expect(offlineState.saved).toEqual({ 3: true }))
    expect(offlineState.groups).toEqual({ 'track:3': true })

    await openMenu('Song 3')
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove from offline' }))
    await waitFor(() => expect(offlineState.saved).toEqual({}))
    await openMenu('Song 3')
    expect(await screen.findByRole('menuitem', { name: 'Save offline' })).toBeTruthy()
  })

  it('offers nothing to save for a track that streams from elsewhere', async () => {
    await renderMenu({ ...makeTrack(4), src: 'https://www.youtube.com/watch?v=abc' })
    await openMenu('Song 4')
    expect(await screen.findByRole('menuitem', { name: 'New playlist' })).toBeTruthy()
    expect(screen.queryByRole('menuitem', { name: 'Save offline' })).toBeNull()
  })
})
