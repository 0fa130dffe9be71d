import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { applyBootstrapData } from '../../../src/client/stores/session'
import { makeBootstrap, makeUser } from '../shell/session-fixtures'

export { renderAuth as renderWithClient } from '../auth/render'
export { track } from '../catalogue/fixtures'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A signed-in session (user 7) with the given likes map, or a guest session. */
export function signIn(likes: Record<string, Record<string, true>> = {}, playlists: ReturnType<typeof makeBootstrap>['playlists'] = []) {
  applyBootstrapData(makeBootstrap({ user: makeUser(), likes, playlists }, { 'player.track_comments': true }))
}

export function asGuest() {
  applyBootstrapData(makeBootstrap({ user: null, likes: {} }))
}

export function page<T>(data: T[], next: number | null = null) {
  return { status: 'success', pagination: { data, current_page: 1, per_page: 30, from: data.length ? 1 : null, to: data.length || null, next_page: next } }
}

export interface Call {
  method: string
  url: string
  search: URLSearchParams
  body: unknown
}

/** Replaces fetch with canned answers keyed by "METHOD path"; records every call with its query. */
export function fakeServer(routes: Record<string, (body: unknown, search: URLSearchParams) => { status?: number; json: unknown }>) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost')
    const method = (init.headers as Record<string, string> | undefined)?.['X-HTTP-Method-Override'] ?? init.method ?? 'GET'
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body
    calls.push({ method, url: url.pathname, search: url.searchParams, body })
    const handler = routes[`${method} ${url.pathname}`]
    const answer = handler ? handler(body, url.searchParams) : { status: 404, json: { message: 'not found' } }
    return new Response(JSON.stringify(answer.json), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } })
  })
  return calls
}
