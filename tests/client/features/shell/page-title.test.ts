import { QueryClient } from '@tanstack/react-query'
import type { AnyRoute } from '@tanstack/react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { byArtists, channelHeadTitle, pageHead, routeTitleOf } from '../../../../src/client/features/shell'
import { HttpError } from '../../../../src/client/lib/http'
import { createAppRouter } from '../../../../src/client/router'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { makeBootstrap } from '../../../helpers/session-fixtures'

const router = createAppRouter(new QueryClient())
const routes = router.routesById as unknown as Record<string, AnyRoute>

/** What a route's `head` names the page, given its loader data and params (as the router calls it). */
function titleOf(routeId: string, { loaderData, params = {} }: { loaderData?: unknown; params?: Record<string, string> } = {}) {
  const route = routes[routeId]
  expect(route, routeId).toBeDefined()
  const head = route!.options.head?.({ loaderData, params, matches: [], match: {} } as never) as { meta?: unknown } | undefined
  return routeTitleOf([{ status: 'success', meta: head?.meta }])
}

const artists = [{ name: 'Mira Vale' }, { name: 'The Low Suns' }]

beforeEach(() => {
  applyBootstrapData(makeBootstrap({ i18n: { language: 'en', lines: {} } }, { branding: { site_name: 'Night Radio' } }))
})

describe('routeTitleOf', () => {
  it('takes the deepest route that declares a title', () => {
    const matches = [
      { status: 'success', meta: [{ title: 'Your music - Encore' }] },
      { status: 'success', meta: [{ name: 'description', content: 'x' }, { title: 'Liked songs - Encore' }] },
      { status: 'success', meta: undefined },
    ]
    expect(routeTitleOf(matches)).toBe('Liked songs - Encore')
  })

  it('names the not-found page as the server does, whichever route ran into it (issue 28)', () => {
    expect(routeTitleOf([{ status: 'success' }, { status: 'error', error: new HttpError(404, {}), meta: [{ title: 'x' }] }])).toBe('Page not found - Night Radio')
    expect(routeTitleOf([{ status: 'success', _notFound: true }])).toBe('Page not found - Night Radio')
    expect(routeTitleOf([{ status: 'success' }, { status: 'notFound' }])).toBe('Page not found - Night Radio')
    expect(routeTitleOf([{ status: 'success' }, { status: 'error', error: new HttpError(500, {}) }])).toBeNull()
  })

  it('is null when no route declares one, and undefined while a match still loads', () => {
    expect(routeTitleOf([{ status: 'success' }, { status: 'success', meta: [] }])).toBeNull()
    expect(routeTitleOf([{ status: 'success', meta: [{ title: 'Search - Encore' }] }, { status: 'pending' }])).toBeUndefined()
  })
})

describe('title formats (the server head for the same address)', () => {
  it('"Name - Artist, Artist" for albums and tracks, the name alone without artists', () => {
    expect(byArtists('Glass Harbour', artists)).toBe('Glass Harbour - Mira Vale, The Low Suns')
    expect(byArtists('Glass Harbour', [])).toBe('Glass Harbour')
    expect(byArtists('Glass Harbour', undefined)).toBe('Glass Harbour')
  })

  it('"Label - SiteName" with the branding site name', () => {
    expect(pageHead('Billing')).toEqual({ meta: [{ title: 'Billing - Night Radio' }] })
  })

  it("a channel's SEO title with the site name filled, else its name and the site name", () => {
    expect(channelHeadTitle({ name: 'Popular albums', config: { seoTitle: 'Popular Albums - {{site_name}}' } })).toBe('Popular Albums - Night Radio')
    expect(channelHeadTitle({ name: 'Popular albums', config: {} })).toBe('Popular albums - Night Radio')
  })
})

describe('route heads', () => {
  it('name album, artist, track and embed pages as the server does', () => {
    expect(titleOf('/_app/album/$albumId/$artistName/$albumName', { loaderData: { album: { name: 'Glass Harbour', artists } } })).toBe(
      'Glass Harbour - Mira Vale, The Low Suns',
    )
    expect(titleOf('/_app/artist/$artistId/{-$artistName}', { loaderData: { artist: { name: 'Mira Vale' } } })).toBe('Mira Vale')
    expect(titleOf('/_app/track/$trackId/$trackName', { loaderData: { track: { name: 'Tidewater', artists: artists.slice(0, 1) } } })).toBe('Tidewater - Mira Vale')
    expect(titleOf('/_embed/track/$trackId/$trackName/embed', { loaderData: { track: { name: 'Tidewater', artists: artists.slice(0, 1) } } })).toBe('Tidewater - Mira Vale')
  })

  it('declare no title before the data is there, so the parent or the site name stands', () => {
    expect(titleOf('/_app/album/$albumId/$artistName/$albumName')).toBeNull()
    expect(titleOf('/_app/playlist/$playlistId/$playlistName')).toBeNull()
  })

  it('name the other detail pages "Name - SiteName"', () => {
    expect(titleOf('/_app/playlist/$playlistId/$playlistName', { loaderData: { playlist: { name: 'Road trip' } } })).toBe('Road trip - Night Radio')
    expect(titleOf('/_app/user/$userId/$userName/{-$tabName}', { loaderData: { user: { name: 'Ann Lee' } } })).toBe('Ann Lee - Night Radio')
    expect(titleOf('/_app/genre/$genreName', { loaderData: { genre: { name: 'rock', display_name: 'Rock' } } })).toBe('Rock - Night Radio')
    expect(titleOf('/_app/tag/$tagName/{-$tab}', { params: { tagName: 'chill' } })).toBe('#chill - Night Radio')
    expect(titleOf('/_app/search/$searchQuery/{-$tabName}', { params: { searchQuery: 'mira' } })).toBe('mira - Search - Night Radio')
    expect(titleOf('/_app/pages/$pageSlug', { loaderData: { seo: { title: 'Privacy - Night Radio', description: '' } } })).toBe('Privacy - Night Radio')
    expect(titleOf('/_app/channel/$slugOrId/{-$restriction}', { loaderData: { channel: { name: 'New releases', config: {} } } })).toBe(
      'New releases - Night Radio',
    )
  })

  it('translate the labels of the other pages', () => {
    applyBootstrapData(makeBootstrap({ i18n: { language: 'fr', lines: { Billing: 'Facturation', ':query - Search': ':query - Recherche' } } }, { branding: { site_name: 'Night Radio' } }))
    expect(titleOf('/_app/_authed/billing/$', { params: { _splat: '' } })).toBe('Facturation - Night Radio')
    expect(titleOf('/_app/search/$searchQuery/{-$tabName}', { params: { searchQuery: 'mira' } })).toBe('mira - Recherche - Night Radio')
  })

  it('give backstage, billing, account and sign-in pages a title', () => {
    for (const id of ['/_app/_authed/backstage/$', '/_app/_authed/account-settings', '/_bare/_guest/login', '/_bare/password/reset/$token']) {
      expect(titleOf(id), id).toMatch(/ - Night Radio$/)
    }
    // Billing is one splat route: each page's title comes from its path under /billing.
    expect(titleOf('/_app/_authed/billing/$', { params: { _splat: 'change-plan' } })).toBe('Change plan - Night Radio')
    expect(titleOf('/_app/_authed/billing/$', { params: { _splat: 'invoices/0b1c' } })).toBe('Invoice - Night Radio')
  })

  it('exist on every page route but the home and landing pages (the site name), the admin area (its own) and redirects', () => {
    const own = new Set(['/_app/', '/_app/landing', '/admin/$', '/_app/_authed/library/'])
    const leaves = Object.values(routes).filter((route) => !route.children && !own.has(route.id))
    expect(leaves.length).toBeGreaterThan(40)
    expect(leaves.filter((route) => !route.options.head).map((route) => route.id)).toEqual([])
  })
})
