// After an offline reload the library is seeded from (cached) bootstrap data that has not seen the
// waiting changes: repost toggles and playlist follows show from the queue's typed entries, folded over
// that state by library-state, however often the queue is read again.
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listMutations } from '../../../../src/client/features/offline-queue/db'
import { enqueueMutation, startOfflineQueue } from '../../../../src/client/features/offline-queue/index'
import { RepostToggle } from '../../../../src/client/features/profiles/components/repost-toggle'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import type { BootstrapData } from '../../../../src/shared/contracts/bootstrap'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'
import { refreshPending } from '../../../../src/client/features/offline-queue/queue'
import { isReposted } from '../../../../src/client/stores/library-changes'
import { libraryState } from '../../../../src/client/stores/library-state'
import { createFakeServer, deleteMutationDb, installOnlineFlag, setOnline } from './fakes'

type Reposts = BootstrapData['reposts']
let stop: (() => void) | null = null

/** What a reload does: a fresh session from bootstrap data without the waiting changes. */
function reloadSession(reposts: Reposts = {}, playlists: BootstrapData['playlists'] = []) {
  applyBootstrapData(makeBootstrap({ user: makeUser(), likes: {}, reposts, playlists }, { 'player.enable_repost': true }))
}

const toggle = (type: 'track' | 'album', id: number) => ({
  kind: 'toggle-repost' as const, payload: { type, id },
  method: 'POST' as const, url: 'reposts/toggle', body: { repostable_id: id, repostable_type: type }, label: `Repost a ${type}`,
})
const compact = (id: number, name: string, extra: Partial<BootstrapData['playlists'][number]> = {}) => ({
  id, name, image: null, owner_id: 9, public: true, collaborative: false, updated_at: '2026-01-01', model_type: 'playlist' as const, ...extra,
})
const follow = (id: number, name: string, extra: Partial<BootstrapData['playlists'][number]> = {}) => ({
  kind: 'follow-playlist' as const, payload: { playlist: compact(id, name, extra) },
  method: 'POST' as const, url: `playlists/${id}/follow`, label: `Follow “${name}”`,
})
const unfollow = (id: number, name: string) => ({
  kind: 'unfollow-playlist' as const, payload: { playlistId: id },
  method: 'POST' as const, url: `playlists/${id}/unfollow`, label: `Unfollow “${name}”`,
})
const reposted = (type: 'track' | 'album', id: number) => isReposted(libraryState.view, type, id)
const followed = () => libraryState.view.playlists.map((p) => [p.id, p.name])

beforeEach(async () => {
  await deleteMutationDb()
  installOnlineFlag()
  setOnline(false)
  // A fresh page: nothing read from the queue yet (a switch of account starts the library afresh).
  applyBootstrapData(makeBootstrap({ user: null }))
  reloadSession()
  await refreshPending()
  vi.stubGlobal('fetch', createFakeServer().fetch)
})

afterEach(() => {
  stop?.()
  stop = null
  vi.unstubAllGlobals()
})

describe('repost toggles waiting in the queue', () => {
  it('an odd number flips the server state, an even number leaves it, however often the queue is read', async () => {
    await enqueueMutation(toggle('track', 5))
    await enqueueMutation(toggle('album', 3))
    await enqueueMutation(toggle('album', 3))
    await enqueueMutation(toggle('track', 8))
    reloadSession({ track: { '5': true } })

    await refreshPending()
    expect([reposted('track', 5), reposted('album', 3), reposted('track', 8)]).toEqual([false, false, true])
    // Start, a change and a switch of account all read the queue again: a toggle must not flip back.
    await refreshPending()
    expect([reposted('track', 5), reposted('album', 3), reposted('track', 8)]).toEqual([false, false, true])

    reloadSession({ track: { '5': true } })
    expect([reposted('track', 5), reposted('album', 3), reposted('track', 8)]).toEqual([false, false, true])
    // The server's state itself is untouched by the waiting toggles.
    expect(isReposted(libraryState.server, 'track', 5)).toBe(true)
  })

  it('are shown again when new bootstrap data replaces the session of the same account', async () => {
    stop = startOfflineQueue({ report: () => {} })
    await enqueueMutation(toggle('track', 8))
    await waitFor(() => expect(reposted('track', 8)).toBe(true))
    reloadSession()
    expect(reposted('track', 8)).toBe(true)
  })

  it('a toggle made in this session is not flipped again by a later read of the queue', async () => {
    const rootRoute = createRootRoute({ component: () => <RepostToggle type="track" id={42} /> })
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
    await router.load()
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
    render(<QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>)
    await userEvent.click(await screen.findByRole('button', { name: 'Repost' }))
    await waitFor(async () => expect(await listMutations()).toMatchObject([{ kind: 'toggle-repost', payload: { type: 'track', id: 42 } }]))
    await waitFor(() => expect(reposted('track', 42)).toBe(true))

    await act(() => refreshPending())
    expect(screen.getByRole('button', { name: 'Reposted' })).toBeTruthy()

    // The reload: the button shows the queued state again, from the queue alone.
    await act(async () => reloadSession())
    expect(screen.getByRole('button', { name: 'Reposted' }).getAttribute('aria-pressed')).toBe('true')
    await act(() => refreshPending())
    expect(screen.getByRole('button', { name: 'Reposted' }).getAttribute('aria-pressed')).toBe('true')
  })
})

describe('playlist follows waiting in the queue', () => {
  it('shows a followed playlist from the entry itself, with its owner and collaboration', async () => {
    await enqueueMutation(follow(12, 'Road trip', { collaborative: true, image: 'storage/p.jpg' }))
    reloadSession()

    stop = startOfflineQueue({ report: () => {} })
    await waitFor(() => expect(followed()).toEqual([[12, 'Road trip']]))
    // The track menu can offer this collaborative playlist after a reload, with no page in the cache.
    expect(libraryState.view.playlists[0]).toMatchObject({ collaborative: true, owner_id: 9, image: 'storage/p.jpg' })
  })

  it('unfollows and order are honoured', async () => {
    await enqueueMutation(follow(12, 'Road trip'))
    await enqueueMutation(unfollow(4, 'Old'))
    await enqueueMutation(follow(6, 'Brief'))
    await enqueueMutation(unfollow(6, 'Brief'))
    reloadSession({}, [compact(4, 'Old')])

    await refreshPending()
    await refreshPending()
    expect(followed()).toEqual([[12, 'Road trip']])
  })
})
