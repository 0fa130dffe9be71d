import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { frameOf } from '../../../src/client/features/shell'
import { createAppRouter } from '../../../src/client/router'

// The frame comes from the layout route a path matches in the real route tree (routes/_app, _bare, _embed).
const router = createAppRouter(new QueryClient())
const frame = (path: string) => frameOf(router.matchRoutes(path, {}))
const routeIds = (path: string) => router.matchRoutes(path, {}).map((m) => m.routeId)

describe('page frames from the route tree', () => {
  it('gives embeds no chrome at all', () => {
    expect(frame('/track/1/song/embed')).toBe('embed')
    expect(frame('/album/2/artist/album/embed')).toBe('embed')
  })

  it('gives auth screens the bare frame', () => {
    for (const path of ['/login', '/register', '/forgot-password', '/password/reset/abc', '/workspace/join/login']) {
      expect(frame(path), path).toBe('bare')
    }
  })

  it('gives everything else the app frame, unknown paths included', () => {
    for (const path of ['/', '/album/1/a/b', '/library/songs', '/account-settings', '/login-help', '/no/such/page']) {
      expect(frame(path), path).toBe('app')
    }
  })
})

describe('guards from the route tree', () => {
  it('puts the library and account settings behind the signed-in layout', () => {
    expect(routeIds('/library/songs')).toContain('/_app/_authed')
    expect(routeIds('/account-settings')).toContain('/_app/_authed')
    expect(routeIds('/library/offline')).not.toContain('/_app/_authed')
  })

  it('puts login and registration behind the guest layout, not the password reset', () => {
    for (const path of ['/login', '/register', '/forgot-password', '/workspace/join/register']) expect(routeIds(path), path).toContain('/_bare/_guest')
    expect(routeIds('/password/reset/abc')).not.toContain('/_bare/_guest')
  })
})
