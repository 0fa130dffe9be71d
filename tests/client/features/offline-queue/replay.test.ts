import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeMutationDb, listMutations } from '../../../../src/client/features/offline-queue/db'
import {
  enqueueMutation, offlineQueueState, replayQueue, type RefusedMutation,
} from '../../../../src/client/features/offline-queue/index'
import { toastState, dismissToast } from '../../../../src/client/stores/toasts'
import { createFakeServer, deleteMutationDb, installOnlineFlag, signIn } from './fakes'

let server: ReturnType<typeof createFakeServer>
let reported: RefusedMutation[][]
const report = (refused: RefusedMutation[]) => void reported.push(refused)

beforeEach(async () => {
  await deleteMutationDb()
  installOnlineFlag()
  signIn(7)
  server = createFakeServer()
  reported = []
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

const like = (id: number) => ({ kind: 'like' as const, payload: { type: 'track' as const, id }, method: 'POST' as const, url: `tracks/${id}/like`, label: `Like track ${id}` })

describe('offline mutation queue', () => {
  it('keeps changes in IndexedDB in order, across a re-open of the database', async () => {
    await enqueueMutation(like(1))
    await enqueueMutation({ kind: 'reorder-tracks', payload: { playlistId: 3, trackIds: [5, 4] }, method: 'PUT', url: 'playlists/3/tracks/order', body: { ids: [5, 4] }, label: 'Reorder “Road trip”' })
    await enqueueMutation({ kind: 'remove-tracks', payload: { playlistId: 3, trackIds: [4] }, method: 'DELETE', url: 'playlists/3/tracks', body: { ids: [4] }, label: 'Remove from “Road trip”' })
    expect(offlineQueueState.pending).toBe(3)

    // What a reload does to the connection: the next call opens the database again.
    await closeMutationDb()
    const stored = await listMutations()
    expect(stored.map((m) => m.url)).toEqual(['tracks/1/like', 'playlists/3/tracks/order', 'playlists/3/tracks'])
    expect(new Set(stored.map((m) => m.idempotencyKey)).size).toBe(3)
    expect(stored.every((m) => m.userId === 7)).toBe(true)

    const onApplied = vi.fn()
    const result = await replayQueue({ report, onApplied })
    expect(result).toEqual({ applied: 3, refused: [], stopped: 'done' })
    expect(server.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/v1/tracks/1/like',
      'PUT /api/v1/playlists/3/tracks/order',
      'DELETE /api/v1/playlists/3/tracks',
    ])
    expect(server.seen.map((r) => r.key)).toEqual(stored.map((m) => m.idempotencyKey))
    expect(server.seen[1]!.body).toEqual({ ids: [5, 4] })
    expect(await listMutations()).toEqual([])
    expect(offlineQueueState.pending).toBe(0)
    expect(onApplied).toHaveBeenCalledOnce()
  })

  it('stops at the first network failure, keeps the rest, and retries with the same key', async () => {
    await enqueueMutation(like(1))
    await enqueueMutation(like(2))
    await enqueueMutation(like(3))
    server.plan('tracks/2/like', 'network-down')

    const first = await replayQueue({ report })
    expect(first).toMatchObject({ applied: 1, stopped: 'network' })
    expect(server.seen.map((r) => r.url)).toEqual(['/api/v1/tracks/1/like', '/api/v1/tracks/2/like'])
    expect((await listMutations()).map((m) => m.url)).toEqual(['tracks/2/like', 'tracks/3/like'])
    expect(offlineQueueState.pending).toBe(2)

    const second = await replayQueue({ report })
    expect(second).toMatchObject({ applied: 2, stopped: 'done' })
    const attemptsOfTwo = server.seen.filter((r) => r.url === '/api/v1/tracks/2/like')
    expect(attemptsOfTwo).toHaveLength(2)
    expect(attemptsOfTwo[0]!.key).toBe(attemptsOfTwo[1]!.key)
    expect(server.applied.map((r) => r.url)).toEqual(['/api/v1/tracks/1/like', '/api/v1/tracks/2/like', '/api/v1/tracks/3/like'])
    expect(reported.flat()).toEqual([])
  })

  it('applies a change once when its first answer was lost and the replay repeats it', async () => {
    await enqueueMutation(like(1))
    server.plan('tracks/1/like', 'answer-lost')
    expect((await replayQueue({ report })).stopped).toBe('network')
    expect((await replayQueue({ report })).stopped).toBe('done')
    expect(server.applied).toHaveLength(1)
    expect(server.seen).toHaveLength(2)
  })

  it('drops a change the server refuses with 4xx, reports it and goes on with the next', async () => {
    await enqueueMutation({ kind: 'add-tracks', payload: { playlistId: 9, trackIds: [1] }, method: 'POST', url: 'playlists/9/tracks', body: { ids: [1] }, label: 'Add to “Gone”' })
    await enqueueMutation(like(2))
    server.plan('playlists/9/tracks', { status: 404, body: { message: 'The playlist could not be found.' } })

    const result = await replayQueue({ report })
    expect(result.applied).toBe(1)
    expect(result.refused).toHaveLength(1)
    expect(reported).toHaveLength(1)
    expect(reported[0]![0]).toMatchObject({ status: 404, message: 'The playlist could not be found.', mutation: { label: 'Add to “Gone”' } })
    expect(await listMutations()).toEqual([])
  })

  it('says so in a danger toast by default, never silently', async () => {
    await enqueueMutation({ kind: 'add-tracks', payload: { playlistId: 9, trackIds: [1] }, method: 'POST', url: 'playlists/9/tracks', body: { ids: [1] }, label: 'Add to “Gone”' })
    server.plan('playlists/9/tracks', { status: 404, body: { message: 'The playlist could not be found.' } })
    await replayQueue()
    expect(toastState.current).toMatchObject({
      type: 'danger',
      message: 'Couldn\'t apply an offline change: Add to “Gone” — The playlist could not be found.',
    })
  })

  it('keeps a change the server failed on (5xx) for a later try, and gives up after five', async () => {
    await enqueueMutation(like(1))
    await enqueueMutation(like(2))
    server.plan('tracks/1/like', ...Array.from({ length: 5 }, () => ({ status: 503, body: { message: 'Down for maintenance.' } })))

    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await replayQueue({ report })).toMatchObject({ applied: 0, stopped: 'server' })
      expect((await listMutations())[0]).toMatchObject({ url: 'tracks/1/like', attempts: attempt })
    }
    const last = await replayQueue({ report })
    expect(last).toMatchObject({ applied: 1, stopped: 'done' })
    expect(reported.flat().map((r) => [r.status, r.message])).toEqual([[503, 'Down for maintenance.']])
  })

  it('keeps changes while the session has lapsed (401) instead of dropping them', async () => {
    await enqueueMutation(like(1))
    server.plan('tracks/1/like', { status: 401, body: { message: 'Unauthenticated.' } })
    expect(await replayQueue({ report })).toMatchObject({ stopped: 'auth', refused: [] })
    expect(await listMutations()).toHaveLength(1)
  })

  it('replays only the signed-in owner’s changes', async () => {
    await enqueueMutation(like(1))
    signIn(8)
    await enqueueMutation(like(2))
    expect((await replayQueue({ report })).applied).toBe(1)
    expect(server.seen.map((r) => r.url)).toEqual(['/api/v1/tracks/2/like'])
    signIn(7)
    expect((await replayQueue({ report })).applied).toBe(1)
    expect(await listMutations()).toEqual([])
  })

  it('runs one replay at a time: a second call joins the first', async () => {
    await enqueueMutation(like(1))
    const [a, b] = await Promise.all([replayQueue({ report }), replayQueue({ report })])
    expect(a).toBe(b)
    expect(server.seen).toHaveLength(1)
  })
})
