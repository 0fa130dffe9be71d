import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bootstrapKeys, loadBootstrapData } from '../../../../src/client/features/shell/bootstrap'
import { createIdbPersister } from '../../../../src/client/lib/persist'
import { can, hasRole, isLoggedIn, sessionState } from '../../../../src/client/stores/session'
import { fakeApi, networkDown } from '../../../helpers/fake-api'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('bootstrap', () => {
  it('loads bootstrap-data into the session store and the query cache', async () => {
    const data = makeBootstrap({ user: makeUser({ roles: [{ id: 3, name: 'artists' }], permissions: [{ name: 'music.create', restrictions: [] }] }) })
    const calls = fakeApi({ 'GET /api/v1/bootstrap-data': () => ({ json: data }) })
    const queryClient = new QueryClient()
    await loadBootstrapData(queryClient, Promise.resolve())
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/bootstrap-data'])
    expect(isLoggedIn()).toBe(true)
    expect(hasRole(3)).toBe(true)
    expect(hasRole(1)).toBe(false)
    expect(can('music.create')).toBe(true)
    expect(can('admin.access')).toBe(false)
    expect(queryClient.getQueryData(bootstrapKeys.all)).toEqual(data)
  })

  it('falls back to the persisted copy when the network fails', async () => {
    const cached = makeBootstrap({ user: makeUser({ name: 'Offline Ann' }) })
    networkDown()
    const queryClient = new QueryClient()
    queryClient.setQueryData(bootstrapKeys.all, cached)
    await loadBootstrapData(queryClient, Promise.resolve())
    expect(sessionState.user?.name).toBe('Offline Ann')
  })

  it('uses the guest role for permission checks when logged out', async () => {
    fakeApi({ 'GET /api/v1/bootstrap-data': () => ({ json: makeBootstrap() }) })
    await loadBootstrapData(new QueryClient(), Promise.resolve())
    expect(isLoggedIn()).toBe(false)
    expect(can('music.view')).toBe(true)
    expect(can('music.create')).toBe(false)
  })
})

describe('IndexedDB persister', () => {
  it('saves (throttled), restores and removes the dehydrated cache', async () => {
    const persister = createIdbPersister()
    const client = { timestamp: 1, buster: 'b1', clientState: { queries: [], mutations: [] } }
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await persister.persistClient(client)
    await persister.persistClient({ ...client, timestamp: 2 })
    vi.advanceTimersByTime(1000)
    vi.useRealTimers()
    await vi.waitFor(async () => expect((await persister.restoreClient())?.timestamp).toBe(2))
    await persister.removeClient()
    expect(await persister.restoreClient()).toBeUndefined()
  })
})
