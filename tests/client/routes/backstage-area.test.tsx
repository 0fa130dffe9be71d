import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { backstageLink } from '../../../src/client/lib/links'
import { createAppRouter } from '../../../src/client/router'
import { BackstageApp } from '../../../src/client/routes/-components/backstage/backstage-app'
import { backstageSearch, guardBackstage } from '../../../src/client/routes/-components/backstage/guard'
import { resolveBackstagePage } from '../../../src/client/routes/-components/backstage/pages'
import { applyBootstrapData, sessionState } from '../../../src/client/stores/session'
import { fakeApi } from '../../helpers/fake-api'
import { renderWithRouter } from '../../helpers/render'
import { makeBootstrap, makeUser } from '../../helpers/session-fixtures'

// The backstage area is one splat route (routes/_app/_authed/backstage.$.tsx) and a page registry: every
// address it had as file routes still leads to its page, behind the signed-in layout and the same guards.
const router = createAppRouter(new QueryClient())
const routeIds = (path: string) => router.matchRoutes(path, {}).map((m) => m.routeId)

const PAGES: [string, string, Record<string, string>][] = [
  ['/backstage/requests', 'requests', {}],
  ['/backstage/requests/become-artist', 'requests/become-artist', {}],
  ['/backstage/requests/verify-artist', 'requests/verify-artist', {}],
  ['/backstage/requests/claim-artist', 'requests/claim-artist', {}],
  ['/backstage/requests/12/request-submitted', 'requests/:requestId/request-submitted', { requestId: '12' }],
  ['/backstage/upload', 'upload', {}],
  ['/backstage/tracks/new', 'tracks/new', {}],
  ['/backstage/albums/new', 'albums/new', {}],
  ['/backstage/tracks/7/edit', 'tracks/:trackId/edit', { trackId: '7' }],
  ['/backstage/albums/4/edit', 'albums/:albumId/edit', { albumId: '4' }],
  ['/backstage/artists/2/edit', 'artists/:artistId/edit', { artistId: '2' }],
  ['/backstage/tracks/7/insights', 'tracks/:trackId/insights', { trackId: '7' }],
  ['/backstage/albums/4/insights', 'albums/:albumId/insights', { albumId: '4' }],
  ['/backstage/artists/2/insights', 'artists/:artistId/insights', { artistId: '2' }],
]

/** What guardBackstage does for `splat`: 'ok', or where it redirects. */
function guardOutcome(splat: string): string {
  try {
    guardBackstage(splat)
    return 'ok'
  } catch (error) {
    if (!isRedirect(error)) throw error
    return error.options.href ?? String(error.options.to)
  }
}

afterEach(() => {
  sessionState.user = null
})

describe('the backstage area', () => {
  it('matches every backstage address in the signed-in layout and resolves it to its page', () => {
    for (const [url, pattern, params] of PAGES) {
      expect(routeIds(url), url).toEqual(['__root__', '/_app', '/_app/_authed', '/_app/_authed/backstage/$'])
      const resolved = resolveBackstagePage(url.replace('/backstage/', ''))
      expect(resolved?.page.path, url).toBe(pattern)
      expect(resolved?.params, url).toEqual(params)
    }
  })

  it('resolves nothing for addresses it has no page for', () => {
    for (const splat of ['', 'tracks', 'tracks/7', 'tracks/7/insights/more', 'requests/12']) expect(resolveBackstagePage(splat), splat).toBeNull()
  })

  it('sends a signed-in user without the permission to /404 and lets one with it through', () => {
    applyBootstrapData(makeBootstrap({ user: makeUser() }))
    for (const splat of ['requests', 'requests/become-artist', 'upload', 'tracks/new', 'albums/new/']) expect(guardOutcome(splat), splat).toBe('/404')
    // Edit and insights pages leave ownership to the server; the submitted page needs only a signed-in user.
    for (const splat of ['tracks/7/edit', 'albums/4/insights', 'requests/12/request-submitted']) expect(guardOutcome(splat), splat).toBe('ok')
    applyBootstrapData(makeBootstrap({ user: makeUser({ permissions: [{ name: 'music.create', restrictions: [] }] }) }))
    expect(guardOutcome('upload')).toBe('ok')
    expect(guardOutcome('requests')).toBe('/404')
  })

  it('keeps the insights range and valid upload ids, dropping the rest', () => {
    expect(backstageSearch({ range: '7d', from: '2026-01-01', to: 3, upload: 'u1,u2', other: 'x' })).toEqual({ range: '7d', from: '2026-01-01', to: undefined, upload: 'u1,u2' })
    expect(backstageSearch({ upload: 'bad id!' })).toEqual({ range: undefined, from: undefined, to: undefined })
  })

  it('builds links to the splat route with the same addresses as before', () => {
    expect(router.buildLocation(backstageLink('tracks/7/insights')).href).toBe('/backstage/tracks/7/insights')
    expect(router.buildLocation(backstageLink('albums/new', { upload: 'u2,u3' })).href).toBe('/backstage/albums/new?upload=u2%2Cu3')
    expect(router.buildLocation(backstageLink('requests/12/request-submitted')).href).toBe('/backstage/requests/12/request-submitted')
  })
})

describe('the backstage app', () => {
  const NOT_FOUND = "Looks like you've found the doorway to the great nothing"

  it('shows the not-found page for an address without a page, a malformed id and an id the server does not know', async () => {
    fakeApi({})
    for (const path of ['/tracks', '/tracks/abc/edit', '/albums/999/insights']) {
      await renderWithRouter(() => <BackstageApp />, { path })
      expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND }), path).toBeTruthy()
      cleanup()
    }
  })

  it('shows a request form page with its heading', async () => {
    applyBootstrapData(makeBootstrap({ user: makeUser() }))
    await renderWithRouter(() => <BackstageApp />, { path: '/requests/claim-artist' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim artist' })).toBeTruthy()
  })
})
