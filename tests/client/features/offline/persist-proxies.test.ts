// Pages visited after something was played must still open offline: the player's valtio store wraps
// the nested objects of the tracks it is given in place (they are the page's query data), and IndexedDB
// cannot clone a Proxy. The persisted cache must keep being written anyway.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { proxy } from 'valtio'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { createIdbPersister } from '../../../../src/client/lib/persist'
import { buildId } from '../../../../src/client/lib/env'

afterEach(() => vi.restoreAllMocks())

describe('persisted query cache with proxied data', () => {
  it('is written even when query data holds valtio proxies', async () => {
    const client = new QueryClient()
    const track = { id: 1, name: 'Bright Radio', artists: [{ id: 3, name: 'Velvet Meridian' }] }
    client.setQueryData(['album', 1], { album: { id: 1, tracks: [track] } })
    // What playTracks does with a page's tracks: they become part of a valtio store.
    proxy({ queue: [{ meta: track }] })
    expect(() => structuredClone(track)).toThrow()

    const persister = createIdbPersister()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await persister.persistClient({ timestamp: Date.now(), buster: buildId, clientState: dehydrate(client) })
    // The write is throttled (1 s); a failed one warns.
    await vi.waitFor(async () => expect(warn.mock.calls.length + Number((await persister.restoreClient()) !== undefined)).toBeGreaterThan(0), { timeout: 3000 })

    const restored = await persister.restoreClient()
    expect(restored?.clientState.queries[0]?.state.data).toEqual({ album: { id: 1, tracks: [track] } })
    expect(warn.mock.calls).toEqual([])
  })
})
