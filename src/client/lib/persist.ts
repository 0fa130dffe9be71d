import { openDB } from 'idb'
import type { QueryClient } from '@tanstack/react-query'
import { persistQueryClient, persistQueryClientSave, type PersistedClient, type Persister } from '@tanstack/query-persist-client-core'
import { buildId } from './env'

const DB_NAME = 'encore-query-cache'
const STORE = 'clients'
const KEY = 'query-client'
const SAVE_THROTTLE_MS = 1000
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

function openStore() {
  return openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE)
    },
  })
}

/**
 * Query data can hold valtio proxies: valtio wraps the nested objects of what it is given in place, so
 * tracks handed to the player (from a page's query data) end up with proxied artists. IndexedDB cannot
 * clone a Proxy, and one failed write would freeze the offline copy of every page visited afterwards;
 * the data is JSON from the API, so a JSON copy is exact.
 */
async function writeClient(value: PersistedClient): Promise<void> {
  const db = await openStore()
  try {
    await db.put(STORE, value, KEY)
  } catch (error) {
    // By name: the DOMException may come from another realm (a test's IndexedDB, an extension's shim).
    if ((error as { name?: unknown } | null)?.name !== 'DataCloneError') throw error
    await db.put(STORE, JSON.parse(JSON.stringify(value)) as PersistedClient, KEY)
  }
}

/** The running persister, so a sign-out can drop the saved copy at once (forgetPersistedCache). */
let active: Persister | null = null

/**
 * Deletes the saved cache now, with any throttled write still pending: after a sign-out the next reload
 * must not restore the previous user's pages (issue 24), whatever the throttle was about to write.
 */
export async function forgetPersistedCache(): Promise<void> {
  if (active) await active.removeClient()
  else if (typeof indexedDB !== 'undefined') await (await openStore()).delete(STORE, KEY)
}

/** IndexedDB persister; writes are throttled because the cache changes on every fetch. */
export function createIdbPersister(): Persister {
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending: PersistedClient | null = null
  return {
    persistClient(client) {
      pending = client
      if (timer) return
      timer = setTimeout(() => {
        timer = null
        const value = pending
        pending = null
        // A failed write must not break the app, but it must not go unnoticed either (it hid a
        // DataCloneError once): the cache then simply starts empty after a reload.
        if (value) void writeClient(value).catch((error: unknown) => console.warn('Could not persist the query cache', error))
      }, SAVE_THROTTLE_MS)
    },
    async restoreClient() {
      try {
        return (await (await openStore()).get(STORE, KEY)) as PersistedClient | undefined
      } catch {
        return undefined
      }
    },
    async removeClient() {
      pending = null
      await (await openStore()).delete(STORE, KEY)
    },
  }
}

/**
 * Restores the persisted cache and keeps saving it. A new build (buster = build id) drops the old
 * cache so contract changes never meet stale shapes. Returns the restore promise.
 *
 * Restored data shows at once (and is all there is offline), but it comes from an earlier page: it is
 * marked invalidated, so every query that mounts revalidates in the background instead of trusting
 * the 30 s freshness window across a reload. What the server rendered the page with (`fromServer`: query
 * hashes, docs/decisions/0034) is this page's own data and stays fresh.
 */
export function persistQueryCache(queryClient: QueryClient, fromServer: ReadonlySet<string> = new Set()): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve()
  const pageStart = Date.now()
  const persister = (active = createIdbPersister())
  const [, restored] = persistQueryClient({ queryClient, persister, buster: buildId, maxAge: MAX_AGE_MS })
  return restored.then(
    () => {
      for (const query of queryClient.getQueryCache().getAll()) {
        if (query.state.dataUpdatedAt < pageStart && !fromServer.has(query.queryHash)) query.invalidate()
      }
      // Saving follows cache events, and a server-rendered page may have none: its queries arrived with the
      // HTML, fresh, before the subscription. Without this its data (bootstrap-data included: the guest's
      // permissions) never reached IndexedDB, and an offline start could not play (decision 0034).
      void persistQueryClientSave({ queryClient, persister, buster: buildId })
    },
    () => undefined,
  )
}
