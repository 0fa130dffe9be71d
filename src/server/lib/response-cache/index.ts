/**
 * A response cache for public catalogue reads (docs/decisions/0018-response-cache.md). Routes opt in
 * with `cache.lookup(keyOf)` as their last preHandler; the key is built by the caller from the URL and
 * what varies the answer. Any successful write (a non-GET request that did not fail with a 4xx) clears
 * every entry in this process and, through pubsub, in every other one. Answers carry a strong ETag, and
 * a matching If-None-Match gets a 304.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { PubSub } from '../pubsub/index'
import { etagOf, makeResponseStore, type ResponseStore } from './store'

export { makeResponseStore, etagOf, type ResponseStore, type CachedResponse } from './store'

/** Pub/sub channel: a write happened somewhere; every process drops its cached answers. */
export const RESPONSES_CHANGED = 'responses.changed'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a cache lookup that missed: the key and generation its 200 answer is stored under. */
    responseCacheMiss: { key: string; generation: number } | null
  }
  interface FastifyContextConfig {
    /**
     * A write that changes nothing a cached page shows exactly (a play log: play counts may then lag by
     * up to RESPONSE_CACHE_MS), or a read sent as POST; it leaves the cache alone.
     */
    keepsResponseCache?: boolean
  }
}

export interface ResponseCache {
  store: ResponseStore
  /** Drops every entry here and tells the other processes to drop theirs. */
  invalidate(): void
  /** Drops every entry here only (another process announced its write, or settings changed). */
  clearLocal(): void
  /** Listens for other processes' writes; resolves once the subscription is live. */
  listen(): Promise<void>
  /**
   * A preHandler that answers from the cache (running `onHit` for the side effects the handler would
   * have had, such as counting a view), or marks the request so its 200 answer is stored. `keyOf`
   * returning null skips the cache for that request.
   */
  lookup(keyOf: (request: FastifyRequest) => string | null, onHit?: (request: FastifyRequest, reply: FastifyReply) => void): preHandlerAsyncHookHandler
}

export interface ResponseCacheOptions {
  ttlMs: number
  maxBytes?: number
  pubsub: PubSub
  onError?: (error: unknown) => void
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Browsers may keep the answer but ask again each time (If-None-Match); shared caches must not keep it. */
const REVALIDATE = 'private, no-cache'

export function makeResponseCache({ ttlMs, maxBytes = 16 * 1024 * 1024, pubsub, onError = () => {} }: ResponseCacheOptions): ResponseCache {
  const store = makeResponseStore({ ttlMs, maxBytes })
  // Our own announcements come back to us over the bus; the id lets us skip them.
  const origin = randomUUID()
  return {
    store,
    invalidate() {
      store.clear()
      pubsub.publish(RESPONSES_CHANGED, { origin }).catch(onError)
    },
    clearLocal: () => store.clear(),
    async listen() {
      await pubsub.subscribe(RESPONSES_CHANGED, (message) => {
        if ((message as { origin?: string } | null)?.origin !== origin) store.clear()
      })
    },
    lookup(keyOf, onHit) {
      return async (request, reply) => {
        if (!store.enabled || request.method !== 'GET') return
        const key = keyOf(request)
        if (key === null) return
        const hit = store.get(key)
        if (!hit) {
          request.responseCacheMiss = { key, generation: store.generation }
          return
        }
        onHit?.(request, reply)
        reply.header('etag', hit.etag).header('cache-control', REVALIDATE)
        if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send()
        return reply.type('application/json; charset=utf-8').send(hit.body)
      }
    },
  }
}

/**
 * The hooks every route shares: a write clears the cache before its answer leaves (so the writer's next
 * read sees it), and a looked-up read that missed stores its 200 answer and gets its ETag.
 */
export const responseCachePlugin = fp<{ cache: ResponseCache }>(
  async (app, { cache }) => {
    app.decorateRequest('responseCacheMiss', null)
    app.addHook('onSend', async (request, reply, payload) => {
      if (!READS.has(request.method)) {
        if (request.routeOptions.config?.keepsResponseCache) return payload
        // A refused write (4xx) changed nothing; a 5xx may have, part-way.
        if (reply.statusCode < 400 || reply.statusCode >= 500) cache.invalidate()
        return payload
      }
      const miss = request.responseCacheMiss
      if (!miss || reply.statusCode !== 200 || typeof payload !== 'string') return payload
      const etag = cache.store.set(miss.key, payload, miss.generation)?.etag ?? etagOf(payload)
      reply.header('etag', etag).header('cache-control', REVALIDATE)
      if (request.headers['if-none-match'] === etag) {
        reply.code(304)
        return null
      }
      return payload
    })
  },
  { name: 'response-cache' },
)
