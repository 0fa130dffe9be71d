// /library/offline (issue 16): saved tracks in the app's track rows (cover, linked artists, duration,
// like, menu, playing state), over the real offline manager with fake Cache Storage and network. A like
// made here offline goes to the offline queue as a typed change, like every other offline like.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route } from '../../../src/client/routes/_app/library_.offline'
import { closeOfflineDb, OFFLINE_DB } from '../../../src/client/features/offline/db'
import { setOfflineDeps } from '../../../src/client/features/offline/deps'
import { offlineQueueIdle, resetOfflineManager, saveOffline } from '../../../src/client/features/offline/manager'
import { pendingMutations } from '../../../src/client/features/offline-queue'
import { configurePlayer, currentItem, playerState, resetPlayer } from '../../../src/client/player/store'
import { sessionState } from '../../../src/client/stores/session'
import { renderWithRouter } from '../../helpers/render'
import { fakeApi } from '../../helpers/fake-api'
import { signIn } from '../../helpers/client-session'
import { createFakeEngine } from '../player/fake-engine'
import { bytes, createFakeCaches, createFakeNetwork, makeDeps, makeTrack } from '../features/offline/fakes'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

const artist = { id: 3, name: 'Velvet Meridian', image_small: null, verified: true, plays: 1, views: 1, spotify_followers: null, created_at: '2024-01-01', model_type: 'artist' as const }
const saved = (id: number) => ({ ...makeTrack(id), duration: 185_000, artists: [artist] })

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value })
}

beforeEach(async () => {
  resetOfflineManager()
  resetPlayer()
  configurePlayer({ engine: createFakeEngine().engine, fetchMore: async () => [], logPlay: () => undefined, notify: () => undefined, canPlay: () => true })
  await closeOfflineDb()
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB)
    request.onsuccess = request.onerror = () => resolve()
  })
  const network = createFakeNetwork({
    '/api/v1/tracks/1/stream': { bytes: bytes(1500), type: 'audio/wav' },
    '/api/v1/tracks/2/stream': { bytes: bytes(2500), type: 'audio/wav' },
  })
  setOfflineDeps(makeDeps(createFakeCaches(), network).deps)
  await saveOffline([saved(1), saved(2)], { type: 'album', id: 1, name: 'First album', image: null })
})

afterEach(async () => {
  setOnline(true)
  await offlineQueueIdle()
})

const OfflineRoute = Route.options.component!

describe('/library/offline', () => {
  it('draws saved tracks as track rows: cover, linked track and artists, duration, like and menu', async () => {
    signIn()
    fakeApi({})
    await renderWithRouter(<OfflineRoute />, { path: '/library/offline' })
    const tracks = await screen.findByRole('region', { name: 'Tracks' })
    const rows = within(tracks).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    const first = rows[0]!
    expect(within(first).getByRole('link', { name: 'Song 1' }).getAttribute('href')).toBe('/track/1/song-1')
    expect(within(first).getByRole('link', { name: 'Velvet Meridian' }).getAttribute('href')).toBe('/artist/3/velvet-meridian')
    expect(first.querySelector('img')).not.toBeNull()
    expect(within(first).getByText('3:05')).toBeTruthy()
    expect(within(first).getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('false')
    expect(within(first).getByRole('button', { name: 'More options for Song 1' })).toBeTruthy()
  })

  it('likes a saved track offline through the offline queue', async () => {
    signIn()
    const calls = fakeApi({ 'POST /api/v1/users/me/add-to-library': () => ({ json: { status: 'success' } }) })
    setOnline(false)
    await renderWithRouter(<OfflineRoute />, { path: '/library/offline' })
    const tracks = await screen.findByRole('region', { name: 'Tracks' })
    const like = within(within(tracks).getAllByRole('row')[2]!).getByRole('button', { name: 'Like' })
    await userEvent.click(like)
    expect(like.getAttribute('aria-pressed')).toBe('true')
    const userId = sessionState.user?.id ?? null
    await waitFor(async () => expect(await pendingMutations(userId)).toHaveLength(1))
    expect((await pendingMutations(userId))[0]).toMatchObject({ kind: 'like', payload: { type: 'track', id: 2 } })
    expect(calls).toHaveLength(0)
  })

  it('plays a row (its button turns to Pause), queues another next, and removes one from its menu', async () => {
    signIn()
    fakeApi({})
    await renderWithRouter(<OfflineRoute />, { path: '/library/offline' })
    const tracks = await screen.findByRole('region', { name: 'Tracks' })
    await userEvent.click(within(tracks).getByRole('button', { name: 'Play Song 2' }))
    expect(currentItem()?.id).toBe(2)
    playerState.playing = true
    expect(await within(tracks).findByRole('button', { name: 'Pause Song 2' })).toBeTruthy()

    await userEvent.click(within(tracks).getByRole('button', { name: 'More options for Song 1' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Play next' }))
    expect(playerState.shuffledQueue.map((i) => i.id)).toEqual([1, 2, 1])
    expect(playerState.shuffledQueue[playerState.index + 1]?.id).toBe(1)

    await userEvent.click(within(tracks).getByRole('button', { name: 'More options for Song 1' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove from offline' }))
    await waitFor(() => expect(within(tracks).queryByRole('link', { name: 'Song 1' })).toBeNull())
  })
})
