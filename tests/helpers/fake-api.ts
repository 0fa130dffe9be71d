// The one fake of the API for client tests: replaces fetch with canned answers keyed by "METHOD /path",
// records every call, and types (and checks) answers with the shared zod contracts through `reply`.
import type { ZodType, z } from 'zod'
import { afterEach, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
})

export interface ApiCall {
  method: string
  url: string
  search: URLSearchParams
  body: unknown
  headers: Record<string, string>
}

export interface Answer {
  status?: number
  json: unknown
}

export type Handler = (body: unknown, search: URLSearchParams) => Answer

/** An answer shaped by a response contract: the fixture is typed by it and must parse. */
export function reply<S extends ZodType>(schema: S, body: z.input<S>, status = 200): Answer {
  schema.parse(body)
  return { status, json: body }
}

/**
 * Stubs fetch: a route answers, an unknown one is a 404 `{message}` as the server gives. PUT/PATCH/DELETE
 * arrive as POST with X-HTTP-Method-Override (platform-core §7), so the override names the method.
 */
export function fakeApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost')
    const headers = (init.headers as Record<string, string> | undefined) ?? {}
    const method = headers['X-HTTP-Method-Override'] ?? init.method ?? 'GET'
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body
    calls.push({ method, url: url.pathname, search: url.searchParams, body, headers })
    const handler = routes[`${method} ${url.pathname}`]
    const answer = handler ? handler(body, url.searchParams) : { status: 404, json: { message: 'not found' } }
    return new Response(JSON.stringify(answer.json), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } })
  })
  return calls
}

/** Stubs fetch as a network that is down (fetch rejects, as browsers do offline). */
export function networkDown(): void {
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch')
  })
}
