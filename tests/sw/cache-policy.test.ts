import { describe, expect, it, vi } from 'vitest'
import { isShellNavigation, isSkipWaitingMessage, networkFirstNavigation } from '../../sw/cache-policy'

describe('isShellNavigation', () => {
  it.each(['/', '/albums/12', '/artist/3/some-name', '/search/query', '/embed/track/4', '/apis-are-not-api'])(
    'lets client route %s fall back to the shell',
    (path) => expect(isShellNavigation(path)).toBe(true),
  )

  it.each(['/api', '/api/v1/bootstrap-data', '/storage/track_media/a.mp3', '/ads/general_top', '/robots.txt', '/sw.js'])(
    'keeps %s away from the shell',
    (path) => expect(isShellNavigation(path)).toBe(false),
  )
})

describe('isSkipWaitingMessage', () => {
  it('accepts only {type: SKIP_WAITING}', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true)
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false)
    expect(isSkipWaitingMessage(null)).toBe(false)
    expect(isSkipWaitingMessage({ type: 'GET_VERSION' })).toBe(false)
  })
})

describe('networkFirstNavigation', () => {
  const request = new Request('https://encore.test/albums/1', { mode: 'same-origin' })
  const shell = () => new Response('<div id="root"></div>', { status: 200, headers: { 'content-type': 'text/html' } })

  it('returns the network answer when online', async () => {
    const matchShell = vi.fn(async () => shell())
    const response = await networkFirstNavigation(request, {
      fetch: async () => new Response('server page', { status: 200 }),
      matchShell,
    })
    expect(await response.text()).toBe('server page')
    expect(matchShell).not.toHaveBeenCalled()
  })

  it('keeps a 404 from the server (the SPA renders its own not-found)', async () => {
    const response = await networkFirstNavigation(request, {
      fetch: async () => new Response('missing', { status: 404 }),
      matchShell: async () => shell(),
    })
    expect(response.status).toBe(404)
  })

  it('answers from the precached shell when the network fails', async () => {
    const response = await networkFirstNavigation(request, {
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
      matchShell: async () => shell(),
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('id="root"')
  })

  it('replaces a server error with the shell when one is cached', async () => {
    const response = await networkFirstNavigation(request, {
      fetch: async () => new Response('bad gateway', { status: 502 }),
      matchShell: async () => shell(),
    })
    expect(response.status).toBe(200)
  })

  it('rethrows the network error when no shell is cached', async () => {
    await expect(
      networkFirstNavigation(request, {
        fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
        matchShell: async () => undefined,
      }),
    ).rejects.toThrow('Failed to fetch')
  })
})
