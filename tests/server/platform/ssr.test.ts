// Issue 27: a guest's album page arrives rendered (docs/decisions/0034). The real server entry is built with
// the project's Vite config, the real app listens on a port (the render's loaders fetch from it over HTTP),
// and the answer carries the album's title and track names, plus the query cache the browser hydrates.
// A signed-in user gets the client-rendered shell as before. The other public routes (channels, genre, tag,
// playlist, profile, search, login, register, custom pages, pricing, not-found) arrive rendered too.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type Rolldown } from 'vite'
import { routeChunks } from '../../../scripts/vite-route-chunks'
import { ROUTE_CHUNKS_FILE } from '../../../src/server/plugins/route-preload'
import { SSR_DIR } from '../../../src/server/plugins/ssr'
import type { TestApp } from '../../helpers/build-app'
import { addToChannel, attachGenre, attachTag, like, newAlbum, newArtist, newChannel, newGenre, newPlaylist, newTag, newTrack, setSetting } from '../../helpers/factories'
import { SESSION_COOKIE } from '../../../src/server/modules/auth/index'
import { buildPlatformApp, newMember } from './platform-app'
import { eq } from 'drizzle-orm'
import { modelViews, themes } from '../../../src/server/db/schema/index'
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

  it('draws a visitor who chose the dark theme dark from the first byte (<html class="dark">), and "system" light', { timeout: 60_000 }, async () => {
    const dark = await (await fetch(base + albumPath, { headers: { cookie: 'be-active-theme=dark' } })).text()
    expect(dark).toMatch(/<html[^>]* class="dark"/)
    expect(dark).toContain('>Served &amp; Rendered</h1>')
    const system = await (await fetch(base + albumPath)).text()
    expect(system).not.toMatch(/<html[^>]* class="dark"/)
  })

  it('links a theme with its own colours as a stylesheet the first paint uses, kept by its version', { timeout: 60_000 }, async () => {
    const plain = await (await fetch(base + albumPath)).text()
    expect(plain).toMatch(/<html[^>]* data-theme="system"/)
    // The seeded themes are the stylesheet's own fallback: nothing more to wait for.
    expect(plain).not.toContain('themes.css')
    const [darkTheme] = await t.db.select().from(themes).where(eq(themes.isDark, true))
    await t.db.update(themes).set({ values: { ...darkTheme!.values, '--be-primary': '200 10 10' } }).where(eq(themes.id, darkTheme!.id))
    try {
      const page = await (await fetch(base + albumPath, { headers: { cookie: 'be-active-theme=dark' } })).text()
      expect(page).toMatch(new RegExp(`<html[^>]* class="dark" data-theme="${darkTheme!.id}"`))
      const href = /<link rel="stylesheet" href="(\/api\/v1\/appearance\/themes\.css\?v=[\w-]+)">/.exec(page)?.[1]
      expect(href).toBeDefined()
      const sheet = await fetch(base + href!)
      expect(sheet.headers.get('content-type')).toContain('text/css')
      expect(sheet.headers.get('cache-control')).toContain('immutable')
      expect(await sheet.text()).toMatch(new RegExp(`\\[data-theme="${darkTheme!.id}"\\]\\{[^}]*--be-primary:200 10 10`))
      // Asked for with an old version, it is the current file, checked again each time; its ETag answers 304.
      const stale = await fetch(`${base}/api/v1/appearance/themes.css?v=old`)
      expect(stale.headers.get('cache-control')).toBe('no-cache')
      expect((await fetch(base + href!, { headers: { 'if-none-match': sheet.headers.get('etag')! } })).status).toBe(304)
      // "System" follows the OS between the defaults: the changed dark one is in the sheet, so it is linked.
      expect(await (await fetch(base + albumPath)).text()).toContain(href!)
    } finally {
      await t.db.update(themes).set({ values: darkTheme!.values }).where(eq(themes.id, darkTheme!.id))
    }
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
    // The page route counts without holding the answer back: on PostgreSQL the writes may land just after it.
    await expect.poll(async () => (await viewers()).length).toBe(10)
    expect(await viewers()).not.toContain('renderer')
    // The same visitor again (from the cache) within the window, then a new visitor (from the cache too):
    // one more view in all, for the new visitor.
    const again = await fetch(base + albumPath, { headers: { cookie: `${VISITOR_COOKIE}=${visitorCookie(first[0]!)}` } })
    expect(await again.text()).toBe(bodies[0])
    const fresh = await fetch(base + albumPath)
    await fresh.text()
    await expect.poll(async () => (await viewers()).length).toBe(11)
    await new Promise((resolve) => setTimeout(resolve, 300))
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

/** #root's markup of a rendered page (empty when the page came as the client-rendered shell). */
function rootOf(html: string): string {
  const end = html.indexOf('<script type="application/json" id="ssr-state">')
  return end === -1 ? '' : html.slice(html.indexOf('<div id="root">'), end)
}

describe('server rendering of the other public routes', () => {
  let t: TestApp
  let base: string
  const paths: Record<string, string> = {}
  beforeAll(async () => {
    ;({ t, base } = await listening())
    const artist = await newArtist(t.db, { name: 'Rendered Artist' })
    const album = await newAlbum(t.db, [artist.id], { name: 'Rendered Album' })
    const first = await newTrack(t.db, [artist.id], { name: 'Rendered Zephyr Song', albumId: album.id, number: 1 })
    const second = await newTrack(t.db, [artist.id], { name: 'Second Rendered Song', albumId: album.id, number: 2 })
    const genre = await newGenre(t.db, { name: 'render-wave', displayName: 'Render Wave' })
    await attachGenre(t.db, genre.id, 'artist', artist.id)
    await newChannel(t.db, 'genre', { contentType: 'listAll', contentModel: 'artist', contentOrder: 'popularity:desc', restriction: 'genre', restrictionModelId: 'urlParam' }, { name: '{{channel.restriction.display_name}} artists' })
    const picks = await newChannel(t.db, 'render-picks', { contentType: 'manual', contentModel: 'album', layout: 'grid' }, { name: 'Rendered Picks' })
    await addToChannel(t.db, picks.id, 'album', album.id, 1)
    const tag = await newTag(t.db, { name: 'render-tag', displayName: 'Render Tag' })
    await attachTag(t.db, tag.id, 'track', first.id)
    const listener = await newMember(t.db, { firstName: 'Rendered', lastName: 'Listener' })
    await like(t.db, listener.id, 'track', second.id)
    const playlist = await newPlaylist(t.db, listener.id, [first.id, second.id])
    Object.assign(paths, {
      channel: '/channel/render-picks',
      channelBySlug: '/render-picks',
      genre: '/genre/render-wave',
      tag: '/tag/render-tag',
      playlist: `/playlist/${playlist.id}/${playlist.name.toLowerCase().replace(/\s+/g, '-')}`,
      playlistName: playlist.name,
      profile: `/user/${listener.id}/rendered-listener`,
    })
  }, 180_000)
  afterAll(() => t?.close())

  async function rendered(path: string, status = 200): Promise<string> {
    const response = await fetch(base + path)
    expect(response.status).toBe(status)
    const root = rootOf(await response.text())
    expect(root, `${path} arrives rendered`).not.toBe('')
    // Nothing in the markup needs an inline script or a style attribute (the page policy refuses both).
    expect(root).not.toMatch(/<script(?! type="application\/json")/)
    expect(root).not.toMatch(/<[a-z]+ [^>]*\sstyle="/)
    // Every Suspense boundary is complete: none client-rendered (<!--$!-->) or pending (<!--$?-->).
    expect(root).not.toMatch(/<!--\$[!?]-->/)
    return root
  }

  it('renders channels by /channel/ and by slug with their content', { timeout: 60_000 }, async () => {
    for (const path of [paths.channel!, paths.channelBySlug!]) {
      const root = await rendered(path)
      expect(root).toContain('Rendered Picks')
      expect(root).toContain('Rendered Album')
    }
  })

  it('renders the genre page with the genre name and its artists', { timeout: 60_000 }, async () => {
    const root = await rendered(paths.genre!)
    expect(root).toContain('Render Wave')
    expect(root).toContain('Rendered Artist')
  })

  it('renders the tag page with its tracks', { timeout: 60_000 }, async () => {
    const root = await rendered(paths.tag!)
    expect(root).toContain('render-tag')
    expect(root).toContain('Rendered Zephyr Song')
  })

  it('renders the playlist with its name and its tracks (the list the browser pages on)', { timeout: 60_000 }, async () => {
    const root = await rendered(paths.playlist!)
    expect(root).toContain(paths.playlistName!)
    expect(root).toContain('Rendered Zephyr Song')
    expect(root).toContain('Second Rendered Song')
  })

  it('renders the profile with the name and the liked tracks tab', { timeout: 60_000 }, async () => {
    const root = await rendered(paths.profile!)
    expect(root).toContain('Rendered Listener')
    expect(root).toContain('Second Rendered Song')
  })

  it('renders search results for the query', { timeout: 60_000 }, async () => {
    const root = await rendered('/search/zephyr')
    expect(root).toContain('Results for “zephyr”')
    expect(root).toContain('Rendered Zephyr Song')
  })

  it('renders login and register with their forms', { timeout: 60_000 }, async () => {
    const login = await rendered('/login')
    expect(login).toContain('Sign in to your account')
    expect(login).toMatch(/<label[^>]*>Email<\/label>/)
    const register = await rendered('/register')
    expect(register).toContain('Create a new account')
    expect(register).toContain('Confirm password')
  })

  it('renders custom pages by slug and by id, and the pricing page', { timeout: 60_000 }, async () => {
    expect(await rendered('/pages/privacy-policy')).toMatch(/<h1[^>]*>Privacy policy<\/h1>/)
    const { page } = (await (await fetch(`${base}/api/v1/custom-pages/privacy-policy`)).json()) as { page: { id: number } }
    expect(await rendered(`/pages/${page.id}/privacy-policy`)).toMatch(/<h1[^>]*>Privacy policy<\/h1>/)
    const pricing = await rendered('/pricing')
    expect(pricing).toContain('Choose the right plan for you')
    // The plans were asked for during the render: the answer (none here) is in the page, not a loading state.
    expect(pricing).toContain('No plans are available right now.')
  })

  it('renders the not-found page for an unknown address and for /404, answering 404', { timeout: 60_000 }, async () => {
    for (const path of ['/no-such-channel-here', '/404', '/some/unknown/address']) {
      const root = await rendered(path, 404)
      expect(root).toContain('doorway to the great nothing')
    }
  })

  it('leaves register to the browser while registration is closed (the route redirects to login)', { timeout: 60_000 }, async () => {
    await setSetting(t.db, 'registration.disable', true)
    try {
      const response = await fetch(`${base}/register`)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).not.toContain('id="ssr-state"')
      expect(html).not.toContain('Create a new account')
    } finally {
      await setSetting(t.db, 'registration.disable', false)
    }
    expect(await rendered('/register')).toContain('Create a new account')
  })
})
