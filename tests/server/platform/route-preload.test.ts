import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { chunksFor, readRouteChunks, ROUTE_CHUNKS_FILE, withModulePreloads, type RouteChunks } from '../../../src/server/plugins/route-preload'

// Route ids as the app's route files declare them (createFileRoute), with made-up chunk names.
const ROUTES: RouteChunks[] = [
  { id: '/_app/', files: ['assets/home.js'] },
  { id: '/_app/$slugOrId/{-$restriction}', files: ['assets/channel.js'] },
  { id: '/_app/404', files: ['assets/404.js'] },
  { id: '/_app/artist/$artistId/{-$artistName}', files: ['assets/artist.js', 'assets/track-table.js'] },
  { id: '/_app/search/', files: ['assets/search-index.js'] },
  { id: '/_app/search/$searchQuery/{-$tabName}', files: ['assets/search.js'] },
  { id: '/_app/_authed/library', files: ['assets/library-layout.js'] },
  { id: '/_app/_authed/library/', files: ['assets/library-index.js'] },
  { id: '/_app/_authed/library/albums', files: ['assets/library-albums.js', 'assets/album-grid.js'] },
  { id: '/_app/library_/offline', files: ['assets/offline.js'] },
  { id: '/_app/_authed/backstage/$', files: ['assets/backstage.js'] },
  { id: '/_bare/_guest/login', files: ['assets/login.js'] },
]

describe('route chunks preloaded from the HTML (issue 16)', () => {
  it('picks the route the router would match, static segments before parameters', () => {
    expect(chunksFor('/', ROUTES)).toEqual(['assets/home.js'])
    expect(chunksFor('/404', ROUTES)).toEqual(['assets/404.js'])
    expect(chunksFor('/discover', ROUTES)).toEqual(['assets/channel.js'])
    expect(chunksFor('/no-such-page/at-all', ROUTES)).toEqual(['assets/channel.js'])
    expect(chunksFor('/artist/2/northbound-lanterns', ROUTES)).toEqual(['assets/artist.js', 'assets/track-table.js'])
    expect(chunksFor('/artist/2', ROUTES)).toEqual(['assets/artist.js', 'assets/track-table.js'])
    expect(chunksFor('/search', ROUTES)).toEqual(['assets/search-index.js'])
    expect(chunksFor('/search/love', ROUTES)).toEqual(['assets/search.js'])
    expect(chunksFor('/login', ROUTES)).toEqual(['assets/login.js'])
    expect(chunksFor('/backstage/requests/become-artist', ROUTES)).toEqual(['assets/backstage.js'])
  })

  it("adds the layouts' chunks but never a sibling index page's", () => {
    expect(chunksFor('/library/albums', ROUTES)).toEqual(['assets/library-layout.js', 'assets/library-albums.js', 'assets/album-grid.js'])
    expect(chunksFor('/library', ROUTES)).toEqual(['assets/library-layout.js', 'assets/library-index.js'])
    // library_ is not nested under the library layout.
    expect(chunksFor('/library/offline', ROUTES)).toEqual(['assets/offline.js'])
  })

  it('preloads nothing for paths no route takes, or without a table', () => {
    expect(chunksFor('/artist', [ROUTES[3]!])).toEqual([])
    expect(chunksFor('/%E0%A4%A', ROUTES)).toEqual([])
    expect(chunksFor('/artist/2/x', [])).toEqual([])
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-route-chunks-'))
    try {
      expect(readRouteChunks(dist)).toEqual([])
      fs.writeFileSync(path.join(dist, ROUTE_CHUNKS_FILE), JSON.stringify({ routes: ROUTES }))
      expect(readRouteChunks(dist)).toEqual(ROUTES)
    } finally {
      fs.rmSync(dist, { recursive: true, force: true })
    }
  })

  it('writes one modulepreload per file at the end of the head', () => {
    const html = withModulePreloads('<html><head><link rel="stylesheet" href="/a.css"></head><body></body></html>', ['assets/a.js', 'assets/b.js'])
    expect(html).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/a.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/b.js"></head><body></body></html>',
    )
    expect(withModulePreloads('<head></head>', [])).toBe('<head></head>')
  })
})
