import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { http, HttpError, httpConfig, requestHeaders, resolveUrl } from '../../../src/client/lib/http'
import { createQueryClient } from '../../../src/client/lib/query-client'

type Call = { url: string; init: RequestInit }
let calls: Call[] = []
let answer: () => Response = () => json({ ok: true })

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function clearCookies() {
  for (const name of ['activeWorkspaceId', 'XSRF-TOKEN']) document.cookie = `${name}=; Max-Age=0; Path=/`
}

function last(): Call {
  const call = calls.at(-1)
  if (!call) throw new Error('no request was made')
  return call
}

function headers(call: Call): Record<string, string> {
  return call.init.headers as Record<string, string>
}

beforeEach(() => {
  calls = []
  answer = () => json({ ok: true })
  clearCookies()
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return answer()
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
  clearCookies()
})

describe('URL prefix', () => {
  it('prefixes relative URLs with api/v1/', async () => {
    await http.get('albums/1')
    expect(last().url).toBe('/api/v1/albums/1')
  })

  it('also prefixes auth and secure paths, because the server mounts them under /api/v1', () => {
    expect(resolveUrl('auth/login')).toBe('/api/v1/auth/login')
    expect(resolveUrl('secure/auth/social/google/login')).toBe('/api/v1/secure/auth/social/google/login')
  })

  it('leaves log-viewer, horizon and absolute URLs alone', () => {
    expect(resolveUrl('log-viewer/logs')).toBe('/log-viewer/logs')
    expect(resolveUrl('horizon')).toBe('/horizon')
    expect(resolveUrl('/storage/a.mp3')).toBe('/storage/a.mp3')
    expect(resolveUrl('https://cdn.example.com/x')).toBe('https://cdn.example.com/x')
  })

  it('takes the exclusion list from configuration', () => {
    httpConfig.unprefixed.push('auth')
    try {
      expect(resolveUrl('auth/login')).toBe('/auth/login')
    } finally {
      httpConfig.unprefixed.pop()
    }
  })
})

describe('request shape', () => {
  it('sends credentials and expects JSON', async () => {
    await http.get('health')
    expect(last().init.credentials).toBe('include')
    expect(headers(last()).Accept).toBe('application/json')
    expect(last().init.method).toBe('GET')
  })

  it('sends a JSON body on POST', async () => {
    await http.post('playlists', { body: { name: 'Road trip' } })
    expect(last().init.method).toBe('POST')
    expect(headers(last())['Content-Type']).toBe('application/json')
    expect(last().init.body).toBe('{"name":"Road trip"}')
  })

  it('passes FormData through untouched', async () => {
    const form = new FormData()
    form.set('file', 'x')
    await http.post('users/me/avatar', { body: form })
    expect(last().init.body).toBe(form)
    expect(headers(last())['Content-Type']).toBeUndefined()
  })
})

describe('list parameters on GET', () => {
  it('joins with, load and loadCount lists with commas', async () => {
    await http.get('albums/1', { params: { with: ['tracks', 'artists'], load: ['genres'], loadCount: ['plays', 'likes'] } })
    expect(last().url).toBe('/api/v1/albums/1?with=tracks%2Cartists&load=genres&loadCount=plays%2Clikes')
  })

  it('keeps other lists as repeated parameters and skips empty values', async () => {
    await http.get('tracks', { params: { ids: [1, 2], query: undefined, page: 2, flag: null } })
    expect(last().url).toBe('/api/v1/tracks?ids=1&ids=2&page=2')
  })

  it('does not join lists on POST', async () => {
    await http.post('player/tracks', { params: { with: ['a', 'b'] } })
    expect(last().url).toBe('/api/v1/player/tracks?with=a&with=b')
  })
})

describe('method override', () => {
  it.each(['PUT', 'PATCH', 'DELETE'] as const)('sends %s as POST with the header and _method', async (method) => {
    const call = { PUT: http.put, PATCH: http.patch, DELETE: http.delete }[method]
    await call('users/5', { body: { name: 'x' } })
    expect(last().init.method).toBe('POST')
    expect(headers(last())['X-HTTP-Method-Override']).toBe(method)
    expect(last().url).toBe(`/api/v1/users/5?_method=${method}`)
    expect(last().init.body).toBe('{"name":"x"}')
  })
})

describe('workspaceId', () => {
  it('is added to GET, POST and PUT when a workspace is selected', async () => {
    document.cookie = 'activeWorkspaceId=7; Path=/'
    await http.get('notifications')
    expect(last().url).toBe('/api/v1/notifications?workspaceId=7')
    await http.post('playlists')
    expect(last().url).toBe('/api/v1/playlists?workspaceId=7')
    await http.put('playlists/1')
    expect(last().url).toBe('/api/v1/playlists/1?workspaceId=7&_method=PUT')
  })

  it('is not added to PATCH or DELETE', async () => {
    document.cookie = 'activeWorkspaceId=7; Path=/'
    await http.patch('playlists/1')
    expect(last().url).toBe('/api/v1/playlists/1?_method=PATCH')
    await http.delete('playlists/1')
    expect(last().url).toBe('/api/v1/playlists/1?_method=DELETE')
  })

  it('is not added when the request already has one, or for the default workspace 0', async () => {
    document.cookie = 'activeWorkspaceId=7; Path=/'
    await http.get('notifications', { params: { workspaceId: 3 } })
    expect(last().url).toBe('/api/v1/notifications?workspaceId=3')
    document.cookie = 'activeWorkspaceId=0; Path=/'
    await http.get('notifications')
    expect(last().url).toBe('/api/v1/notifications')
  })
})

describe('XSRF header', () => {
  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on state-changing requests only', async () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('abc/123=')}; Path=/`
    await http.post('auth/logout')
    expect(headers(last())['X-XSRF-TOKEN']).toBe('abc/123=')
    await http.delete('access-tokens/1')
    expect(headers(last())['X-XSRF-TOKEN']).toBe('abc/123=')
    await http.get('users/me')
    expect(headers(last())['X-XSRF-TOKEN']).toBeUndefined()
  })
})

describe('web client header', () => {
  it('goes with every request, so the server includes the fields it keeps from other callers', async () => {
    await http.get('albums/1')
    expect(headers(last())['x-encore-client']).toBe('web')
    await http.post('player/tracks', { body: { queueId: 'album.1.*' } })
    expect(headers(last())['x-encore-client']).toBe('web')
  })

  it('is given with the XSRF echo to requests made outside http (uploads, downloads)', () => {
    expect(requestHeaders()).toEqual({ 'x-encore-client': 'web' })
    document.cookie = 'XSRF-TOKEN=t0k; Path=/'
    expect(requestHeaders()).toEqual({ 'x-encore-client': 'web', 'X-XSRF-TOKEN': 't0k' })
  })
})

describe('answers', () => {
  it('parses the answer with the given schema', async () => {
    answer = () => json({ id: 3, extra: true })
    const data = await http.get('albums/3', { schema: z.object({ id: z.number() }) })
    expect(data).toEqual({ id: 3 })
  })

  it('rejects an answer that breaks the contract', async () => {
    answer = () => json({ id: 'three' })
    await expect(http.get('albums/3', { schema: z.object({ id: z.number() }) })).rejects.toThrow()
  })

  it('throws a typed HttpError with the server body', async () => {
    answer = () => json({ message: 'The given data was invalid.', errors: { email: ['Taken.', 'Other'] } }, 422)
    const error = await http.post('auth/register').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    const httpError = error as HttpError
    expect(httpError.status).toBe(422)
    expect(httpError.message).toBe('The given data was invalid.')
    expect(httpError.fieldError('email')).toBe('Taken.')
  })

  it('turns a network failure into HttpError status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const error = (await http.get('health').catch((e: unknown) => e)) as HttpError
    expect(error).toBeInstanceOf(HttpError)
    expect(error.status).toBe(0)
  })

  it('returns undefined for 204', async () => {
    answer = () => new Response(null, { status: 204 })
    expect(await http.delete('tracks/1')).toBeUndefined()
  })
})

describe('query client', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean

  it('keeps data fresh for 30 s', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(30_000)
  })

  it('retries twice, never on 401, 403 or 404', () => {
    expect(retry(0, new HttpError(500, {}))).toBe(true)
    expect(retry(1, new HttpError(500, {}))).toBe(true)
    expect(retry(2, new HttpError(500, {}))).toBe(false)
    for (const status of [401, 403, 404]) expect(retry(0, new HttpError(status, {}))).toBe(false)
  })
})
