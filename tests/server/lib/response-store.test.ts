import { describe, expect, it } from 'vitest'
import { makeResponseStore } from '../../../src/server/lib/response-cache/index'

describe('response store (decision 0018)', () => {
  it('refuses to store an answer computed before a clear: a write during the read wins', () => {
    const store = makeResponseStore({ ttlMs: 60_000, maxBytes: 1024 })
    const lookedUpAt = store.generation
    store.clear()
    expect(store.set('album 1', '{"name":"old"}', lookedUpAt)).toBeNull()
    expect(store.get('album 1')).toBeUndefined()
    expect(store.set('album 1', '{"name":"new"}', store.generation)?.body).toBe('{"name":"new"}')
    expect(store.get('album 1')?.body).toBe('{"name":"new"}')
  })

  it('gives the same body the same strong ETag and a different body another', () => {
    const store = makeResponseStore({ ttlMs: 60_000, maxBytes: 1024 })
    const a = store.set('a', '{"x":1}', store.generation)!
    const b = store.set('b', '{"x":1}', store.generation)!
    const c = store.set('c', '{"x":2}', store.generation)!
    expect(a.etag).toMatch(/^"[\w-]+"$/)
    expect(b.etag).toBe(a.etag)
    expect(c.etag).not.toBe(a.etag)
  })

  it('expires entries after the TTL and evicts the least recently used past the byte budget', () => {
    let now = 0
    const store = makeResponseStore({ ttlMs: 1000, maxBytes: 10, now: () => now })
    store.set('a', '1234', store.generation)
    store.set('b', '5678', store.generation)
    expect(store.get('a')?.body).toBe('1234') // a is now the most recently used
    store.set('c', '9012', store.generation) // 12 bytes: b goes
    expect(store.get('b')).toBeUndefined()
    expect(store.get('a')?.body).toBe('1234')
    now = 1000
    expect(store.get('a')).toBeUndefined()
    expect(store.size).toBe(1)
  })

  it('stores nothing when disabled (TTL 0), as under NODE_ENV=test by default', () => {
    const store = makeResponseStore({ ttlMs: 0, maxBytes: 1024 })
    expect(store.enabled).toBe(false)
    expect(store.set('a', '{}', store.generation)).toBeNull()
  })
})
