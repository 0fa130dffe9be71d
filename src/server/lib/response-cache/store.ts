import { createHash } from 'node:crypto'

/** One cached answer: the serialised JSON body and its strong ETag (a hash of the body). */
export interface CachedResponse {
  body: string
  etag: string
  storedAt: number
}

export interface ResponseStoreOptions {
  /** How long an entry may be served; bounds staleness for writes that bypass the HTTP API (0 = disabled). */
  ttlMs: number
  /** Total body bytes kept; past it the least recently used entries go. */
  maxBytes: number
  now?: () => number
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

/**
 * The per-process store behind the response cache (docs/decisions/0018). Entries are keyed by the
 * caller (URL plus what varies the answer); `clear()` drops everything and moves the generation on, so
 * an answer computed from data read before a write can never be stored after that write's invalidation.
 */
export function makeResponseStore({ ttlMs, maxBytes, now = Date.now }: ResponseStoreOptions) {
  const entries = new Map<string, CachedResponse>()
  let bytes = 0
  let generation = 0

  function drop(key: string, entry: CachedResponse) {
    entries.delete(key)
    bytes -= entry.body.length
  }

  return {
    enabled: ttlMs > 0,
    /** Changes on every clear(); a lookup remembers it and its store is refused when it moved. */
    get generation() {
      return generation
    },
    get size() {
      return entries.size
    },
    get(key: string): CachedResponse | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() - entry.storedAt >= ttlMs) {
        drop(key, entry)
        return undefined
      }
      // Map order is insertion order: re-inserting marks the entry as the most recently used.
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    /** Stores `body` unless the cache was cleared since the lookup that saw `lookupGeneration`. */
    set(key: string, body: string, lookupGeneration: number): CachedResponse | null {
      if (ttlMs <= 0 || lookupGeneration !== generation || body.length > maxBytes) return null
      const previous = entries.get(key)
      if (previous) drop(key, previous)
      const entry = { body, etag: etagOf(body), storedAt: now() }
      entries.set(key, entry)
      bytes += body.length
      for (const [oldKey, old] of entries) {
        if (bytes <= maxBytes) break
        drop(oldKey, old)
      }
      return entry
    },
    clear(): void {
      generation++
      entries.clear()
      bytes = 0
    },
  }
}

export type ResponseStore = ReturnType<typeof makeResponseStore>
