import { describe, expect, it } from 'vitest'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { createIdbPersister, persistQueryCache } from '../../../src/client/lib/persist'
import { buildId } from '../../../src/client/lib/env'

describe('persisted query cache', () => {
  it('restores data from an earlier page but marks it for revalidation', async () => {
    const earlier = new QueryClient()
    earlier.setQueryData(['user-sessions'], { sessions: [{ id: 1 }, { id: 2 }] }, { updatedAt: Date.now() - 5_000 })
    await createIdbPersister().restoreClient() // opens the store
    const { openDB } = await import('idb')
    const db = await openDB('encore-query-cache', 1)
    await db.put('clients', { timestamp: Date.now(), buster: buildId, clientState: dehydrate(earlier) }, 'query-client')

    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } })
    await persistQueryCache(client)

    const query = client.getQueryCache().find({ queryKey: ['user-sessions'] })!
    expect(query.state.data).toEqual({ sessions: [{ id: 1 }, { id: 2 }] })
    // Within the 30 s window it would count as fresh; restored from disk it must revalidate.
    expect(query.state.isInvalidated).toBe(true)
    expect(query.isStaleByTime(30_000)).toBe(true)
  })

  it("saves a server-rendered page's data at once, though nothing in the cache changes after the restore", async () => {
    const { openDB } = await import('idb')
    const db = await openDB('encore-query-cache', 1)
    await db.delete('clients', 'query-client')
    // The page's queries arrive with the HTML (hydrated before persistence starts) and stay fresh: no fetch,
    // no cache event. Before, nothing was written, and an offline start had no bootstrap-data.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } })
    client.setQueryData(['bootstrap-data'], { guest_role: { permissions: [{ name: 'music.play' }] } })
    const fromServer = new Set(client.getQueryCache().getAll().map((q) => q.queryHash))
    await persistQueryCache(client, fromServer)
    // Writes are throttled (1 s).
    await new Promise((resolve) => setTimeout(resolve, 1_300))
    const saved = (await db.get('clients', 'query-client')) as { clientState: { queries: { queryKey: unknown; state: { data: unknown } }[] } } | undefined
    expect(saved?.clientState.queries.map((q) => q.queryKey)).toEqual([['bootstrap-data']])
    expect(saved?.clientState.queries[0]?.state.data).toEqual({ guest_role: { permissions: [{ name: 'music.play' }] } })
  })
})
