// After an offline reload the session comes from (cached) bootstrap data that has not seen the waiting
// changes: repost toggles and playlist follows are re-derived from the queue, once per bootstrap copy.
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listMutations } from '../../../../src/client/features/offline-queue/db'
import { enqueueMutation, reapplyPendingEffects, startOfflineQueue } from '../../../../src/client/features/offline-queue/index'
import { playlistKeys } from '../../../../src/client/features/playlists/api'
import { RepostToggle } from '../../../../src/client/features/profiles/components/repost-toggle'
import { applyBootstrapData, sessionState } from '../../../../src/client/stores/session'
import type { BootstrapData } from '../../../../src/shared/contracts/bootstrap'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'
import { createFakeServer, deleteMutationDb, installOnlineFlag, setOnline } from './fakes'

type Reposts = BootstrapData['reposts']
let stop: (() => void) | null = null

/** What a reload does: a fresh session from bootstrap data without the waiting changes. */
function reloadSession(reposts: Reposts = {}, playlists: BootstrapData['playlists'] = []) {
  applyBootstrapData(makeBootstrap({ user: makeUser(), likes: {}, reposts, playlists }, { 'player.enable_repost': true }))
}

const toggle = (type: 'track' | 'album', id: number) => ({
  method: 'POST' as const, url: 'reposts/toggle', body: { repostable_id: id, repostable_type: type }, label: `Repost a ${type}`,
})
const reposted = (type: 'track' | 'album', id: number) => sessionState.bootstrap?.reposts?.[type]?.[String(id)] === true
const followed = () => sessionState.bootstrap?.playlists.map((p) => [p.id, p.name]) ?? []

beforeEach(async () => {
  await deleteMutationDb()
  installOnlineFlag()
  setOnline(false)
  reloadSession()
  vi.stubGlobal('fetch', createFakeServer().fetch)
})

afterEach(() => {
  stop?.()
  stop = null
  vi.unstubAllGlobals()
})

describe('repost toggles waiting in the queue', () => {
  it('an odd number flips the server state, an even number leaves it, however often effects run', async () => {
    await enqueueMutation(toggle('track', 5))
    await enqueueMutation(toggle('album', 3))
    await enqueueMutation(toggle('album', 3))
    await enqueueMutation(toggle('track', 8))
    reloadSession({ track: { '5': true } })

    await reapplyPendingEffects()
    expect([reposted('track', 5), reposted('album', 3), reposted('track', 8)]).toEqual([false, false, true])
    // Start, registration and new bootstrap data all re-apply: a toggle must not flip back.
    await reapplyPendingEffects()
    expect([reposted('track', 5), reposted('album', 3), reposted('track', 8)]).toEqual([false, false, true])

    reloadSession({ track: { '5': true } })
    await reapplyPendingEffects()
    expect([reposted('track', 5), reposted('album', 3), reposted('track', 8)]).toEqual([false, false, true])
  })

  it('are shown again when new bootstrap data replaces the session of the same account', async () => {
    stop = startOfflineQueue({ report: () => {} })
    await enqueueMutation(toggle('track', 8))
    expect(reposted('track', 8)).toBe(false)
    reloadSession()
    await waitFor(() => expect(reposted('track', 8)).toBe(true))
  })

  it('a toggle made in this session is not flipped again by a later re-apply', async () => {
    const rootRoute = createRootRoute({ component: () => <RepostToggle type="track" id={42} /> })
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
    await router.load()
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
    render(<QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>)
    await userEvent.click(await screen.findByRole('button', { name: 'Repost' }))
    await waitFor(async () => expect(await listMutations()).toHaveLength(1))
    await waitFor(() => expect(reposted('track', 42)).toBe(true))

    await act(() => reapplyPendingEffects())
    expect(screen.getByRole('button', { name: 'Reposted' })).toBeTruthy()

    // The reload: the button shows the queued state again, from the queue alone.
    await act(async () => reloadSession())
    expect(screen.getByRole('button', { name: 'Repost' })).toBeTruthy()
    await act(() => reapplyPendingEffects())
    expect(screen.getByRole('button', { name: 'Reposted' }).getAttribute('aria-pressed')).toBe('true')
  })
})

describe('playlist follows waiting in the queue', () => {
  const playlistPage = (id: number, name: string) => ({
    status: 'success' as const,
    playlist: {
      id, name, description: null, image: 'storage/p.jpg', public: true, collaborative: true, owner_id: 9, views: 0, plays: 0,
      created_at: '2026-01-01', updated_at: '2026-01-02', model_type: 'playlist' as const,
    },
    tracks: { data: [], current_page: 1, per_page: 30, from: 0, to: 0, next_page: null },
    totalDuration: 0,
    loader: 'playlistPage',
  })

  it('shows a followed playlist from its cached page once the queue starts with the cache', async () => {
    await enqueueMutation({ method: 'POST', url: 'playlists/12/follow', label: 'Follow “Road trip”' })
    const queryClient = new QueryClient()
    queryClient.setQueryData(playlistKeys.detail(12), playlistPage(12, 'Road trip'))
    reloadSession()

    stop = startOfflineQueue({ queryClient, report: () => {} })
    await waitFor(() => expect(followed()).toEqual([[12, 'Road trip']]))
    // The cached page's fields, so the track menu can offer this collaborative playlist.
    expect(sessionState.bootstrap?.playlists[0]).toMatchObject({ collaborative: true, owner_id: 9, image: 'storage/p.jpg' })
  })

  it('without a cached page a minimal entry marks it followed; unfollows and order are honoured', async () => {
    await enqueueMutation({ method: 'POST', url: 'playlists/12/follow', label: 'Follow “Road trip”' })
    await enqueueMutation({ method: 'POST', url: 'playlists/4/unfollow', label: 'Unfollow “Old”' })
    await enqueueMutation({ method: 'POST', url: 'playlists/6/follow', label: 'Follow “Brief”' })
    await enqueueMutation({ method: 'POST', url: 'playlists/6/unfollow', label: 'Unfollow “Brief”' })
    reloadSession({}, [{ id: 4, name: 'Old', image: null, owner_id: 9, public: true, collaborative: false, updated_at: '2026-01-01', model_type: 'playlist' }])

    await reapplyPendingEffects()
    await reapplyPendingEffects()
    expect(followed()).toEqual([[12, 'Road trip']])
    // Not offered as a playlist to add to: the minimal entry knows neither owner nor collaboration.
    expect(sessionState.bootstrap?.playlists[0]).toMatchObject({ owner_id: 0, collaborative: false })
  })
})
