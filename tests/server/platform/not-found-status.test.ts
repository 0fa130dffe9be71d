// Issue 28: every page tells the truth about itself. An address no client route takes answers HTTP 404 with
// the shell (the client shows the not-found page) and a not-found title; the route table is the one the
// build writes from the real route files (scripts/vite-route-chunks.ts), and the channel route, which takes
// any one-segment address, is a page only for a channel that exists.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { routeChunks } from '../../../scripts/vite-route-chunks'
import { matchRoute, ROUTE_CHUNKS_FILE, type RouteChunks } from '../../../src/server/plugins/route-preload'
import type { TestApp } from '../../helpers/build-app'
import { newChannel } from '../../helpers/factories'
import { buildPlatformApp } from './platform-app'

const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Encore</title></head><body><div id="root"></div></body></html>`
const ROUTES_DIR = path.resolve('src/client/routes')

function routeFiles(dir = ROUTES_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? routeFiles(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : []))
}

/** The table the build plugin writes for a bundle holding every route file (none code-split here). */
function builtTable(): RouteChunks[] {
  const plugin = routeChunks()
  const chunk = { type: 'chunk', fileName: 'assets/index.js', isEntry: true, imports: [], moduleIds: routeFiles() } as unknown as Rolldown.OutputChunk
  let source = ''
  const generate = plugin.generateBundle as (this: unknown, options: unknown, bundle: Record<string, unknown>) => void
  generate.call({ emitFile: (file: { source: string }) => void (source = file.source) }, {}, { 'assets/index.js': chunk })
  return (JSON.parse(source) as { routes: RouteChunks[] }).routes
}

describe('the route table the build writes', () => {
  it('lists every route of the generated route tree, so no real page can answer 404', () => {
    const table = builtTable()
    const tree = fs.readFileSync(path.resolve('src/client/routeTree.gen.ts'), 'utf8')
    const fullPaths = [...tree.slice(tree.indexOf('interface FileRoutesByFullPath'), tree.indexOf('interface FileRoutesByTo')).matchAll(/^\s+'([^']+)':/gm)].map((m) => m[1]!)
    expect(fullPaths.length).toBeGreaterThan(40)
    for (const full of fullPaths) {
      // A sample address of the route: each param and splat filled in.
      const sample = full.replace(/\{-\$\w+\}/g, 'opt').replace(/\$\w+/g, 'x7').replace(/\/\$$/, '/a/b').replace(/\/$/, '') || '/'
      expect(matchRoute(sample, table), `${full} as ${sample}`).not.toBeNull()
    }
    expect(matchRoute('/no/such/page/here', table)).toBeNull()
  })
})

describe('unknown addresses answer 404', () => {
  let t: TestApp
  let dist: string
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-dist-404-'))
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX)
    fs.writeFileSync(path.join(dist, ROUTE_CHUNKS_FILE), JSON.stringify({ routes: builtTable() }))
    t = await buildPlatformApp({ DIST_DIR: dist })
    await newChannel(t.db, 'popular-albums', {})
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })
  const get = (url: string) => t.app.inject({ method: 'GET', url })

  it.each(['/no-such-page', '/no-such-page/at-all', '/channel/no-such-channel', '/artist', '/a/b/c/d/e', '/404'])('%s: 404 with the shell and a not-found title', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('<title>Page not found - Encore</title>')
    expect(res.body).toContain('<div id="root"></div>')
  })

  it.each(['/', '/popular-albums', '/channel/popular-albums', '/artist/2/northbound', '/search', '/library/songs', '/login', '/backstage/requests/become-artist', '/admin/settings/player'])(
    '%s: a page, 200',
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain('Page not found')
    },
  )

  it('leaves the API and files alone', async () => {
    expect((await get('/api/v1/no-such-endpoint')).headers['content-type']).toContain('application/json')
    expect((await get('/missing.js')).statusCode).toBe(404)
  })
})
