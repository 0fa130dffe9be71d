// What survives a reload (queued likes show again once bootstrap data is replaced, entries from older
// builds too), play logs queued offline without ever telling the listener, and refusals at replay that
// end in a clear toast and take the change off the screen.
import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../../../src/client/features/library/toggle-like'
import { indicatorText } from '../../../../src/client/features/offline/components/offline-indicator'
import { closeMutationDb, listMutations } from '../../../../src/client/features/offline-queue/db'
import { enqueueMutation, offlineQueueState, replayQueue, startOfflineQueue } from '../../../../src/client/features/offline-queue/index'
import { sendPlayLog } from '../../../../src/client/player/play-log'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { dismissToast, toastState } from '../../../../src/client/stores/toasts'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'
import { addMutation, type QueuedMutation } from '../../../../src/client/features/offline-queue/db'
import { refreshPending } from '../../../../src/client/features/offline-queue/queue'
import { isLiked } from '../../../../src/client/stores/library-changes'
import { libraryState } from '../../../../src/client/stores/library-state'
import { createFakeServer, deleteMutationDb, installOnlineFlag, setOnline } from './fakes'

let server: ReturnType<typeof createFakeServer>
let stop: (() => void) | null = null

/** What a reload does: a fresh session from (cached) bootstrap data that has not seen the change. */
const reloadSession = () => applyBootstrapData(makeBootstrap({ user: makeUser(), likes: {}, playlists: [] }))
/** A fresh page: nothing read from the queue yet (a switch of account starts the library afresh). */
const freshPage = () => applyBootstrapData(makeBootstrap({ user: null }))
const liked = (id: number) => isLiked(libraryState.view, 'track', id)

beforeEach(async () => {
  await deleteMutationDb()
  installOnlineFlag()
  freshPage()
  reloadSession()
  await refreshPending()
  server = createFakeServer()
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => {
  stop?.()
  stop = null
  vi.unstubAllGlobals()
  dismissToast()
})

const like = (id: number, add = true) => ({
  kind: add ? ('like' as const) : ('unlike' as const),
  payload: { type: 'track' as const, id },
  method: 'POST' as const,
  url: add ? 'users/me/add-to-library' : 'users/me/remove-from-library',
  body: { likeables: [{ likeable_id: id, likeable_type: 'track' }] },
  label: 'Add a track to your library',
})

describe('queued changes after a reload', () => {
  it('shows a queued like again once the queue is read after the session was rebuilt', async () => {
    setOnline(false)
    await enqueueMutation(like(42))
    await closeMutationDb()
    freshPage()
    reloadSession()
    expect(liked(42)).toBe(false)

    await refreshPending()
    expect(liked(42)).toBe(true)
    expect(isLiked(libraryState.server, 'track', 42)).toBe(false)
  })

  it('applies waiting changes in order (liked, then unliked, ends unliked)', async () => {
    await enqueueMutation(like(42))
    await enqueueMutation(like(42, false))
    await enqueueMutation({ kind: 'follow-user', payload: { userId: 4 }, method: 'POST', url: 'users/4/follow', label: 'Follow a user' })
    expect((await listMutations()).map((m) => m.kind)).toEqual(['like', 'unlike', 'follow-user'])
    await refreshPending()
    expect(liked(42)).toBe(false)
  })

  it('startOfflineQueue shows them on start', async () => {
    setOnline(false)
    await enqueueMutation(like(7))
    freshPage()
    reloadSession()
    stop = startOfflineQueue({ report: () => {} })
    await vi.waitFor(() => expect(liked(7)).toBe(true))
  })

  it('reads entries queued before kinds existed: recognised ones show, all are still sent', async () => {
    setOnline(false)
    const legacy = (url: string, body?: unknown) => ({
      method: 'POST', url, ...(body === undefined ? {} : { body }), label: 'Old change', idempotencyKey: crypto.randomUUID(),
      userId: 7, queuedAt: Date.now(), attempts: 0,
    }) as unknown as QueuedMutation
    await addMutation(legacy('users/me/add-to-library', { likeables: [{ likeable_id: 31, likeable_type: 'track' }] }))
    await addMutation(legacy('playlists/12/follow'))
    // Not sendable at all: no request to replay, so it is dropped.
    await addMutation({ label: 'Broken' } as unknown as QueuedMutation)
    expect((await listMutations()).map((m) => [m.kind, m.payload])).toEqual([
      ['like', { type: 'track', id: 31 }],
      ['legacy', null],
    ])
    await refreshPending()
    expect(liked(31)).toBe(true)

    setOnline(true)
    await replayQueue({ report: () => {} })
    expect(server.applied.map((r) => r.url)).toEqual(['/api/v1/users/me/add-to-library', '/api/v1/playlists/12/follow'])
    // Sent: now the server's state, no longer a waiting change.
    expect(isLiked(libraryState.server, 'track', 31)).toBe(true)
    expect(libraryState.queued).toEqual([])
  })

  it('a like the server refuses at replay is taken off the screen with the toast', async () => {
    setOnline(false)
    await enqueueMutation(like(9))
    expect(liked(9)).toBe(true)
    setOnline(true)
    server.plan('users/me/add-to-library', { status: 422, body: { message: 'Gone.' } })
    await replayQueue()
    expect(liked(9)).toBe(false)
    expect(toastState.current).toMatchObject({ type: 'danger' })
  })
})

describe('play logs', () => {
  it('are queued offline once the queue started, silently, and replayed in order', async () => {
    stop = startOfflineQueue({ report: () => {} })
    setOnline(false)
    sendPlayLog('tracks/plays/5/log', { queueId: 'album.2.*' })
    await vi.waitFor(async () => expect(await listMutations()).toHaveLength(1))
    expect((await listMutations())[0]).toMatchObject({ url: 'tracks/plays/5/log', body: { queueId: 'album.2.*' }, silent: true })
    expect(server.seen).toEqual([])

    setOnline(true)
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    await vi.waitFor(() => expect(offlineQueueState.pending).toBe(0))
    expect(server.applied.map((r) => r.url)).toEqual(['/api/v1/tracks/plays/5/log'])
  })

  it('a refused play log is dropped without a toast; a refused playlist change gets one', async () => {
    await enqueueMutation({ kind: 'log-play', payload: { queueId: null }, method: 'POST', url: 'tracks/plays/5/log', body: { queueId: null }, label: 'Log a play', silent: true })
    server.plan('tracks/plays/5/log', { status: 404, body: { message: 'Not found' } })
    const result = await replayQueue()
    expect(result.refused).toHaveLength(1)
    expect(toastState.current).toBeNull()

    await enqueueMutation({
      kind: 'add-tracks', payload: { playlistId: 9, trackIds: [3] }, method: 'POST', url: 'playlists/9/tracks/add', body: { ids: [3] },
      label: 'Add a track to a playlist',
    })
    server.plan('playlists/9/tracks/add', { status: 404, body: { message: 'The playlist no longer exists.' } })
    await replayQueue()
    expect(toastState.current).toMatchObject({
      type: 'danger',
      message: 'Couldn\'t apply an offline change: Add a track to a playlist — The playlist no longer exists.',
    })
    expect(await listMutations()).toEqual([])
  })

  it('go straight out while no queue is registered, and never reject', async () => {
    server.plan('tracks/plays/5/log', 'network-down')
    sendPlayLog('tracks/plays/5/log', { queueId: null })
    await vi.waitFor(() => expect(server.seen).toHaveLength(1))
    expect(await listMutations()).toEqual([])
  })
})

describe('offline indicator text', () => {
  it('says offline, counts waiting changes, and hides when there is nothing to say', () => {
    expect(indicatorText(false, 0)).toBe("You're offline")
    expect(indicatorText(false, 1)).toBe("You're offline · 1 change waiting to be sent")
    expect(indicatorText(true, 3)).toBe('3 changes waiting to be sent')
    expect(indicatorText(true, 0)).toBeNull()
  })
})
