import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listMutations } from '../../../../src/client/features/offline-queue/db'
import {
  enqueueMutation, offlineQueueState, runOrQueue, sendOrQueue, startOfflineQueue, useOfflineQueue, type RefusedMutation,
} from '../../../../src/client/features/offline-queue/index'
import { http } from '../../../../src/client/lib/http'
import { createFakeServer, deleteMutationDb, installOnlineFlag, setOnline, signIn } from './fakes'

let server: ReturnType<typeof createFakeServer>
let stop: (() => void) | null = null

beforeEach(async () => {
  await deleteMutationDb()
  installOnlineFlag()
  signIn(7)
  server = createFakeServer()
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => {
  stop?.()
  stop = null
  vi.unstubAllGlobals()
})

const follow = { kind: 'follow-user' as const, payload: { userId: 4 }, method: 'POST' as const, url: 'users/4/follow', label: 'Follow Ada' }

describe('runOrQueue', () => {
  it('runs the change online and passes the Idempotency-Key to it', async () => {
    const result = await runOrQueue((headers) => http.post<{ ok: boolean }>('users/4/follow', { headers }), follow)
    expect(result).toEqual({ queued: false, data: { ok: true } })
    expect(server.seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(await listMutations()).toEqual([])
  })

  it('queues the change on a network error, under the key the lost attempt used', async () => {
    server.plan('users/4/follow', 'answer-lost')
    const result = await sendOrQueue(follow)
    expect(result.queued).toBe(true)
    const [queued] = await listMutations()
    expect(queued!.idempotencyKey).toBe(server.seen[0]!.key)
    expect(offlineQueueState.pending).toBe(1)
  })

  it('queues without trying when the browser is offline', async () => {
    setOnline(false)
    const mutationFn = vi.fn()
    const result = await runOrQueue(mutationFn, { ...follow, body: { x: 1 } })
    expect(result).toMatchObject({ queued: true, mutation: { url: 'users/4/follow', body: { x: 1 }, userId: 7 } })
    expect(mutationFn).not.toHaveBeenCalled()
    expect(server.seen).toEqual([])
  })

  it('lets server refusals reach the caller as usual', async () => {
    server.plan('users/4/follow', { status: 403, body: { message: 'This action is unauthorized.' } })
    await expect(sendOrQueue(follow)).rejects.toMatchObject({ status: 403 })
    expect(await listMutations()).toEqual([])
  })

  it('puts a new change behind the ones still waiting, so the order holds', async () => {
    setOnline(false)
    await sendOrQueue({ kind: 'add-tracks', payload: { playlistId: 3, trackIds: [1] }, method: 'POST', url: 'playlists/3/tracks', body: { ids: [1] }, label: 'Add to “Road trip”' })
    setOnline(true)
    const reported: RefusedMutation[][] = []
    stop = startOfflineQueue({ report: (r) => void reported.push(r) })
    await vi.waitFor(() => expect(offlineQueueState.pending).toBe(0))
    server.seen.length = 0

    setOnline(false)
    await sendOrQueue({ kind: 'reorder-tracks', payload: { playlistId: 3, trackIds: [1, 2] }, method: 'PUT', url: 'playlists/3/tracks/order', body: { ids: [1, 2] }, label: 'Reorder' })
    // Back online while one change still waits: a new change must not overtake it.
    setOnline(true)
    const result = await sendOrQueue({ kind: 'remove-tracks', payload: { playlistId: 3, trackIds: [2] }, method: 'DELETE', url: 'playlists/3/tracks', body: { ids: [2] }, label: 'Remove' })
    expect(result.queued).toBe(true)
    await vi.waitFor(() => expect(offlineQueueState.pending).toBe(0))
    expect(server.seen.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT /api/v1/playlists/3/tracks/order', 'DELETE /api/v1/playlists/3/tracks'])
    expect(reported.flat()).toEqual([])
  })
})

describe('startOfflineQueue', () => {
  it('replays when the browser comes back online, then refetches queries', async () => {
    setOnline(false)
    await enqueueMutation(follow)
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    stop = startOfflineQueue({ queryClient, report: () => {} })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(server.seen).toEqual([])

    setOnline(true)
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(offlineQueueState.pending).toBe(0))
    expect(server.applied.map((r) => r.url)).toEqual(['/api/v1/users/4/follow'])
    expect(invalidate).toHaveBeenCalled()
  })

  it('replays after a successful query even when no online event came', async () => {
    const queryClient = new QueryClient()
    stop = startOfflineQueue({ queryClient, report: () => {}, minGapMs: 0 })
    server.plan('users/4/follow', 'network-down')
    await sendOrQueue(follow)
    expect(offlineQueueState.pending).toBe(1)

    await queryClient.fetchQuery({ queryKey: ['health'], queryFn: () => http.get('health') })
    await vi.waitFor(() => expect(offlineQueueState.pending).toBe(0))
    expect(server.applied.map((r) => r.url)).toEqual(['/api/v1/health', '/api/v1/users/4/follow'])
  })
})

function PendingBadge() {
  const { pending } = useOfflineQueue()
  return <span role="status">{pending} changes waiting</span>
}

describe('useOfflineQueue', () => {
  it('shows the pending count and follows it', async () => {
    setOnline(false)
    await enqueueMutation(follow)
    render(<PendingBadge />)
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '1 changes waiting')
    await act(async () => {
      await enqueueMutation({ ...follow, payload: { userId: 5 }, url: 'users/5/follow' })
    })
    expect(screen.getByRole('status').textContent).toBe('2 changes waiting')
  })
})
