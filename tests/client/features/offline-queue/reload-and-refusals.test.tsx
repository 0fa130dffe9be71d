// What survives a reload (queued likes show again once bootstrap data is replaced), play logs queued
// offline without ever telling the listener, and refusals at replay that end in a clear toast.
import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isLikedIn } from '../../../../src/client/features/library/likes-state'
import '../../../../src/client/features/library/toggle-like'
import { indicatorText } from '../../../../src/client/features/offline/components/offline-indicator'
import { closeMutationDb, listMutations } from '../../../../src/client/features/offline-queue/db'
import {
  enqueueMutation, offlineQueueState, reapplyPendingEffects, registerPendingEffect, replayQueue, startOfflineQueue,
} from '../../../../src/client/features/offline-queue/index'
import { sendPlayLog } from '../../../../src/client/player/play-log'
import { applyBootstrapData, sessionState } from '../../../../src/client/stores/session'
import { dismissToast, toastState } from '../../../../src/client/stores/toasts'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'
import { createFakeServer, deleteMutationDb, installOnlineFlag, setOnline } from './fakes'

let server: ReturnType<typeof createFakeServer>
let stop: (() => void) | null = null

/** What a reload does: a fresh session from (cached) bootstrap data that has not seen the change. */
const reloadSession = () => applyBootstrapData(makeBootstrap({ user: makeUser(), likes: {}, playlists: [] }))

beforeEach(async () => {
  await deleteMutationDb()
  installOnlineFlag()
  reloadSession()
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
  method: 'POST' as const,
  url: add ? 'users/me/add-to-library' : 'users/me/remove-from-library',
  body: { likeables: [{ likeable_id: id, likeable_type: 'track' }] },
  label: 'Add a track to your library',
})

describe('queued changes after a reload', () => {
  it('shows a queued like again once the session is rebuilt from bootstrap data', async () => {
    setOnline(false)
    await enqueueMutation(like(42))
    await closeMutationDb()
    reloadSession()
    expect(isLikedIn(sessionState.bootstrap?.likes, 'track', 42)).toBe(false)

    await reapplyPendingEffects()
    expect(isLikedIn(sessionState.bootstrap?.likes, 'track', 42)).toBe(true)
  })

  it('applies waiting changes in order (liked, then unliked, ends unliked) and to late registrations', async () => {
    await enqueueMutation(like(42))
    await enqueueMutation(like(42, false))
    await enqueueMutation({ method: 'POST', url: 'users/4/follow', label: 'Follow a user' })
    const seen: string[] = []
    registerPendingEffect((m) => void seen.push(m.url))
    await vi.waitFor(() => expect(seen).toHaveLength(3))
    expect(seen).toEqual(['users/me/add-to-library', 'users/me/remove-from-library', 'users/4/follow'])
    await reapplyPendingEffects()
    expect(isLikedIn(sessionState.bootstrap?.likes, 'track', 42)).toBe(false)
  })

  it('startOfflineQueue re-applies them on start', async () => {
    setOnline(false)
    await enqueueMutation(like(7))
    reloadSession()
    stop = startOfflineQueue({ report: () => {} })
    await vi.waitFor(() => expect(isLikedIn(sessionState.bootstrap?.likes, 'track', 7)).toBe(true))
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
    await enqueueMutation({ method: 'POST', url: 'tracks/plays/5/log', body: { queueId: null }, label: 'Log a play', silent: true })
    server.plan('tracks/plays/5/log', { status: 404, body: { message: 'Not found' } })
    const result = await replayQueue()
    expect(result.refused).toHaveLength(1)
    expect(toastState.current).toBeNull()

    await enqueueMutation({ method: 'POST', url: 'playlists/9/tracks/add', body: { ids: [3] }, label: 'Add a track to a playlist' })
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
