// Offline, a page whose data is not cached shows the offline state at once: queries do not retry
// while the browser says it is offline (each retry waited 1-2 s before the error component showed).
import { afterEach, describe, expect, it } from 'vitest'
import { HttpError } from '../../../../src/client/lib/http'
import { createQueryClient } from '../../../../src/client/lib/query-client'

const setOnLine = (value: boolean) => Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value })

afterEach(() => setOnLine(true))

describe('query retries and the network', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean

  it('retries a failed request while online, not while the browser is offline', () => {
    const networkError = new HttpError(0, {})
    expect(retry(0, networkError)).toBe(true)
    setOnLine(false)
    expect(retry(0, networkError)).toBe(false)
    expect(retry(0, new HttpError(500, {}))).toBe(false)
  })

  it('never retries a client error: a 422 or 404 shows the error page at once, a 500 is tried again (issue 24)', () => {
    for (const status of [401, 403, 404, 422]) expect(retry(0, new HttpError(status, {}))).toBe(false)
    expect(retry(0, new HttpError(500, {}))).toBe(true)
    expect(retry(2, new HttpError(500, {}))).toBe(false)
  })

  it('an uncached page errors without waiting for retries offline', async () => {
    setOnLine(false)
    const client = createQueryClient()
    let calls = 0
    await expect(client.fetchQuery({ queryKey: ['album', 7], queryFn: () => (calls++, Promise.reject(new HttpError(0, {}))) })).rejects.toThrow()
    expect(calls).toBe(1)
  })
})
