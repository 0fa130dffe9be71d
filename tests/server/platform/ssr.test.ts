// Issue 27: a guest's album page arrives rendered (docs/decisions/0034). The real server entry is built with
// the project's Vite config, the real app listens on a port (the render's loaders fetch from it over HTTP),
// and the answer carries the album's title and track names, plus the query cache the browser hydrates.
// A signed-in user gets the client-rendered shell as before.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type Rolldown } from 'vite'
import { routeChunks } from '../../../scripts/vite-route-chunks'
import { ROUTE_CHUNKS_FILE } from '../../../src/server/plugins/route-preload'
import { SSR_DIR } from '../../../src/server/plugins/ssr'
import type { TestApp } from '../../helpers/build-app'
import { newAlbum, newArtist, newTrack } from '../../helpers/factories'
import { SESSION_COOKIE } from '../../../src/server/modules/auth/index'
import { buildPlatformApp } from './platform-app'
import { modelViews } from '../../../src/server/db/schema/index'
import { VISITOR_COOKIE } from '../../../src/server/modules/plays/index'

const ROUTES_DIR = path.resolve('src/client/routes')
const routeFiles = (dir = ROUTES_DIR): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? routeFiles(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : []))

/** The route table the build plugin writes (every route file in one chunk). */
function routeTable(): string {
  const plugin = routeChunks()
  const chunk = { type: 'chunk', fileName: 'assets/index.js', isEntry: true, imports: [], moduleIds: routeFiles() } as unknown as Rolldown.OutputChunk
  let source = ''
  const generate = plugin.generateBundle as (this: unknown, options: unknown, bundle: Record<string, unknown>) => void
  generate.call({ emitFile: (file: { source: string }) => void (source = file.source) }, {}, { 'assets/index.js': chunk })
  return source
}

let dist: string
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-dist-ssr-'))
  fs.copyFileSync('index.html', path.join(dist, 'index.html'))
  fs.writeFileSync(path.join(dist, ROUTE_CHUNKS_FILE), routeTable())
  await build({
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'silent',
    build: { ssr: 'src/client/entry-server.tsx', outDir: path.join(dist, SSR_DIR), emptyOutDir: true },
  })
}, 120_000)
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

async function listening(overrides: Record<string, string> = {}): Promise<{ t: TestApp; base: string }> {
  const t = await buildPlatformApp({ DIST_DIR: dist, SSR: '1', ...overrides })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  return { t, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }
}

describe('server rendering of a guest album page', () => {
  let t: TestApp
  let base: string
  let albumPath: string
  beforeAll(async () => {
    ;({ t, base } = await listening())
    const artist = await newArtist(t.db, { name: 'Render Artist' })
    const album = await newAlbum(t.db, [artist.id], { name: 'Served & Rendered' })
    await newTrack(t.db, [artist.id], { name: 'First <Song>', albumId: album.id, number: 1 })
    await newTrack(t.db, [artist.id], { name: 'Second Song', albumId: album.id, number: 2 })
    albumPath = `/album/${album.id}/render-artist/served-rendered`
  }, 180_000)
  afterAll(() => t?.close())

  it('sends the album title and its track names in the HTML, with the query cache for hydration', { timeout: 60_000 }, async () => {
    const response = await fetch(base + albumPath)
    expect(response.status).toBe(200)
    const html = await response.text()
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="ssr-state">'))
    expect(root).toContain('>Served &amp; Rendered</h1>')
    expect(root).toContain('First &lt;Song&gt;')
    expect(root).toContain('Second Song')
    // The cache travels as a JSON data block (not executed: the page policy runs no inline script).
    const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1]
    const parsed = JSON.parse(state!) as { cache: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } }
    const keys = parsed.cache.queries.map((q) => JSON.stringify(q.queryKey))
    expect(keys).toContain('["bootstrap-data"]')
    expect(keys.some((k) => k.startsWith('["catalogue","album",'))).toBe(true)
    // Nothing in the markup needs an inline script or style attribute, which the page policy would refuse.
    expect(root).not.toMatch(/<script(?! type="application\/json")/)
    expect(root).not.toMatch(/<[a-z]+ [^>]*\sstyle="/)
    // The loader's answer is not asked for again: the bootstrap-data preload is gone too.
    expect(/.{0,80}href="\/api\/v1\/bootstrap-data".{0,20}/.exec(html)?.[0]).toBeUndefined()
  })

  it('leaves a signed-in user to the client-rendered shell', async () => {
    // Sessions resolve for /api only: the page route goes by the session cookie (or an Authorization header).
    const html = await (await fetch(base + albumPath, { headers: { cookie: `${SESSION_COOKIE}=some-session` } })).text()
    expect(html).not.toContain('Served &amp; Rendered</h1>')
    expect(html).toContain('role="progressbar"')
  })
})

// The page route keeps rendered pages like the API answers and counts each visitor's view itself: the
// renderer's own loopback requests count none, and a page served from the cache still counts its visitor.
describe('a rendered page served to many visitors', () => {
  let t: TestApp
  let base: string
  let albumId: number
  let albumPath: string
  beforeAll(async () => {
    ;({ t, base } = await listening({ RESPONSE_CACHE_MS: '60000' }))
    const artist = await newArtist(t.db, { name: 'Crowd Artist' })
    const album = await newAlbum(t.db, [artist.id], { name: 'Shared Everywhere' })
    await newTrack(t.db, [artist.id], { name: 'The Hit', albumId: album.id, number: 1 })
    albumId = album.id
    albumPath = `/album/${album.id}/crowd-artist/shared-everywhere`
  }, 180_000)
  afterAll(() => t?.close())

  const viewers = async () =>
    (await t.db.select({ visitor: modelViews.visitorKey, type: modelViews.modelType, id: modelViews.modelId }).from(modelViews))
      .filter((v) => v.type === 'album' && v.id === albumId)
      .map((v) => v.visitor)
  const visitorCookie = (response: Response) => /encore_vid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]

  it('counts each visitor once, rendered or cached, and never the renderer', { timeout: 60_000 }, async () => {
    // Ten cookieless visitors at once on a cold page: one render, ten views.
    const first = await Promise.all(Array.from({ length: 10 }, () => fetch(base + albumPath)))
    for (const response of first) expect(response.status).toBe(200)
    const bodies = await Promise.all(first.map((r) => r.text()))
    for (const body of bodies) expect(body).toContain('>Shared Everywhere</h1>')
    expect(new Set(first.map(visitorCookie)).size).toBe(10)
    expect(await viewers()).toHaveLength(10)
    expect(await viewers()).not.toContain('renderer')
    // The same visitor again (from the cache) within the window: still one view for them.
    const again = await fetch(base + albumPath, { headers: { cookie: `${VISITOR_COOKIE}=${visitorCookie(first[0]!)}` } })
    expect(await again.text()).toBe(bodies[0])
    expect(await viewers()).toHaveLength(10)
    // A new visitor served from the cache counts.
    await (await fetch(base + albumPath)).text()
    expect(await viewers()).toHaveLength(11)
  })

  it('sends the page compressed as the browser asks, and answers 304 to a matching ETag', { timeout: 60_000 }, async () => {
    const plain = await fetch(base + albumPath, { headers: { 'accept-encoding': 'identity' } })
    const html = await plain.text()
    expect(plain.headers.get('content-encoding')).toBeNull()
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(base + albumPath, { headers: { 'accept-encoding': encoding } })
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('vary')).toContain('accept-encoding')
      // fetch decodes the body: the same page, fewer bytes on the wire.
      expect(await response.text()).toBe(html)
    }
    const etag = plain.headers.get('etag')!
    expect(etag).toMatch(/^"/)
    const revalidated = await fetch(base + albumPath, { headers: { 'if-none-match': etag } })
    expect(revalidated.status).toBe(304)
  })
})
