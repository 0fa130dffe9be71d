// The offline mutations of issue 6 beyond likes: each hook queues its change when the browser is
// offline (no request, no error), updates what the listener sees at once, and a later replay sends it
// with the key picked up front. Server doubles are the fake idempotent server of ./fakes.
import type { ReactNode } from 'react'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { commentKeys, usePostComment, useDeleteComment } from '../../../../src/client/features/comments/api'
import { CommentItem } from '../../../../src/client/features/comments/components/comment-item'
import { listMutations } from '../../../../src/client/features/offline-queue/db'
import { offlineQueueState, replayQueue } from '../../../../src/client/features/offline-queue/index'
import {
  playlistKeys, useAddTracks, useFollowPlaylist, useRemoveTracks, useReorderTracks,
} from '../../../../src/client/features/playlists/api'
import { useFollowUser } from '../../../../src/client/features/profiles/api'
import { RepostToggle } from '../../../../src/client/features/profiles/components/repost-toggle'
import { libraryState, setFollowedUsers } from '../../../../src/client/stores/library-state'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { dismissToast, toastState } from '../../../../src/client/stores/toasts'
import type { Comment } from '../../../../src/shared/contracts/comments'
import type { Playlist } from '../../../../src/shared/contracts/playlists'
import { track } from '../catalogue/fixtures'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'
import { createFakeServer, deleteMutationDb, installOnlineFlag, setOnline } from './fakes'

let server: ReturnType<typeof createFakeServer>
let queryClient: QueryClient

beforeEach(async () => {
  await deleteMutationDb()
  installOnlineFlag()
  applyBootstrapData(makeBootstrap({ user: makeUser(), likes: {}, playlists: [] }, { 'player.enable_repost': true }))
  server = createFakeServer()
  vi.stubGlobal('fetch', server.fetch)
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
})

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>

/** Runs a mutation offline; it must succeed (queued), send nothing and leave one item in IndexedDB. */
async function mutateOffline<V>(mutation: { current: { mutateAsync: (v: V) => Promise<unknown> } }, variables: V) {
  setOnline(false)
  let result: unknown
  await act(async () => {
    result = await mutation.current.mutateAsync(variables)
  })
  expect(result).toMatchObject({ queued: true })
  expect(server.seen).toEqual([])
  return result
}

const page = <T,>(data: T[]) => ({ status: 'success' as const, pagination: { data, current_page: 1, per_page: 30, from: 1, to: data.length, next_page: null } })

describe('follows offline', () => {
  it('queues a user follow, flips the button state at once, and replays it once', async () => {
    setFollowedUsers(7, [3])
    const { result } = renderHook(() => useFollowUser(4), { wrapper })
    await mutateOffline(result, true)
    expect(libraryState.view.followedUsers).toEqual([3, 4])
    const [queued] = await listMutations()
    expect(queued).toMatchObject({ kind: 'follow-user', payload: { userId: 4 }, method: 'POST', url: 'users/4/follow', userId: 7 })

    setOnline(true)
    await replayQueue({ report: () => {} })
    expect(server.applied.map((r) => r.url)).toEqual(['/api/v1/users/4/follow'])
    expect(server.applied[0]!.key).toBe(queued!.idempotencyKey)
  })

  it('queues a playlist follow and shows it among the followed playlists', async () => {
    const playlist = { id: 12, name: 'Road trip', image: null, owner_id: 9, public: true, collaborative: false, updated_at: '2026-01-01' } as Playlist
    const { result } = renderHook(() => useFollowPlaylist(playlist), { wrapper })
    await mutateOffline(result, true)
    expect(libraryState.view.playlists.map((p) => p.id)).toEqual([12])
    expect((await listMutations())[0]).toMatchObject({
      kind: 'follow-playlist', payload: { playlist: { id: 12, name: 'Road trip', owner_id: 9 } }, url: 'playlists/12/follow', label: 'Follow “Road trip”',
    })
  })
})

describe('playlist edits offline', () => {
  const tracks = [track(1, 'One'), track(2, 'Two'), track(3, 'Three')]
  const seed = () => queryClient.setQueryData(playlistKeys.tracks(5), { pages: [page(tracks)], pageParams: [1] })
  const names = () =>
    (queryClient.getQueryData(playlistKeys.tracks(5)) as { pages: { pagination: { data: { name: string }[] } }[] }).pages[0]!.pagination.data.map((t) => t.name)

  it('queues "add tracks" without an error', async () => {
    const { result } = renderHook(() => useAddTracks(), { wrapper })
    await mutateOffline(result, { playlistId: 5, trackIds: [8] })
    expect((await listMutations())[0]).toMatchObject({ url: 'playlists/5/tracks/add', body: { ids: [8] } })
  })

  it('queues a removal and drops the row from the cached list', async () => {
    seed()
    const { result } = renderHook(() => useRemoveTracks(5), { wrapper })
    await mutateOffline(result, [2])
    expect(names()).toEqual(['One', 'Three'])
    expect((await listMutations())[0]).toMatchObject({ url: 'playlists/5/tracks/remove', body: { ids: [2] } })
  })

  it('queues a reorder and keeps the new order in the cache (it survives a reload with the persisted cache)', async () => {
    seed()
    const { result } = renderHook(() => useReorderTracks(5), { wrapper })
    await mutateOffline(result, [3, 1, 2])
    expect(names()).toEqual(['Three', 'One', 'Two'])
    expect((await listMutations())[0]).toMatchObject({ url: 'playlists/5/tracks/order', body: { ids: [3, 1, 2] } })
  })

  it('puts the rows back when the server refuses a removal online', async () => {
    seed()
    server.plan('playlists/5/tracks/remove', { status: 403, body: { message: 'This action is unauthorized.' } })
    const { result } = renderHook(() => useRemoveTracks(5), { wrapper })
    await act(async () => {
      await result.current.mutateAsync([2]).catch(() => undefined)
    })
    expect(names()).toEqual(['One', 'Two', 'Three'])
    expect(await listMutations()).toEqual([])
  })
})

const comment = (over: Partial<Comment>): Comment => ({
  id: 1, content: 'Lovely bridge', parent_id: null, path: '1', depth: 0, user_id: 9, user: { id: 9, name: 'Bo', image: null, model_type: 'user' },
  commentable_id: 30, commentable_type: 'track', deleted: false, upvotes: 0, downvotes: 0, position: 0, viewer_vote: null,
  created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', model_type: 'comment', ...over,
})

describe('comments offline', () => {
  const key = commentKeys.of('track', 30)
  const thread = () => (queryClient.getQueryData(key) as { pages: { pagination: { data: Comment[] } }[] }).pages[0]!.pagination.data

  it('queues a new comment and shows it on top of the thread as pending until the replay', async () => {
    queryClient.setQueryData(key, { pages: [page([comment({})])], pageParams: [1] })
    const { result } = renderHook(() => usePostComment(), { wrapper })
    await mutateOffline(result, { commentable_type: 'track' as const, commentable_id: 30, content: 'Written on a plane' })
    const [pending] = thread()
    expect(pending).toMatchObject({ content: 'Written on a plane', user: { name: 'Ann Lee' }, depth: 0 })
    expect(pending!.id).toBeLessThan(0)

    render(<QueryClientProvider client={queryClient}><ul><CommentItem comment={pending!} durationMs={null} viewerId={7} canPost /></ul></QueryClientProvider>)
    expect(screen.getByText(/Waiting to be sent/)).toBeTruthy()
    // Not on the server yet: nothing to reply to or delete.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull()
    expect((await listMutations())[0]).toMatchObject({ url: 'comment', body: { content: 'Written on a plane' }, label: 'Comment “Written on a plane”' })
  })

  it('puts a queued reply under its parent', async () => {
    queryClient.setQueryData(key, { pages: [page([comment({ replies: [] })])], pageParams: [1] })
    const { result } = renderHook(() => usePostComment(), { wrapper })
    await mutateOffline(result, { commentable_type: 'track' as const, commentable_id: 30, content: 'Agreed', inReplyTo: 1 })
    expect(thread()).toHaveLength(1)
    expect(thread()[0]!.replies).toMatchObject([{ content: 'Agreed', parent_id: 1, depth: 1 }])
  })

  it('queues a deletion and shows the comment deleted', async () => {
    queryClient.setQueryData(key, { pages: [page([comment({ user_id: 7 })])], pageParams: [1] })
    const { result } = renderHook(() => useDeleteComment('track', 30), { wrapper })
    await mutateOffline(result, 1)
    expect(thread()[0]).toMatchObject({ deleted: true, content: '' })
    expect((await listMutations())[0]).toMatchObject({ method: 'DELETE', url: 'comment/1' })
  })
})

describe('reposts offline', () => {
  it('queues the toggle and shows "Reposted" without an error toast', async () => {
    setOnline(false)
    const rootRoute = createRootRoute({ component: () => <RepostToggle type="track" id={42} /> })
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
    await router.load()
    render(<QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>)
    await userEvent.click(await screen.findByRole('button', { name: 'Repost' }))
    await waitFor(() => expect(offlineQueueState.pending).toBe(1))
    expect(screen.getByRole('button', { name: 'Reposted' }).getAttribute('aria-pressed')).toBe('true')
    expect(toastState.current).toBeNull()
    expect((await listMutations())[0]).toMatchObject({ url: 'reposts/toggle', body: { repostable_id: 42, repostable_type: 'track' } })
    expect(server.seen).toEqual([])
  })
})
