// Issue 16: every route's first screen, weighed. For each route a cold load (fresh browser context, no
// HTTP cache, service workers blocked: the precache would fetch every chunk) of the production build on
// the real server (own process, demo catalogue), counting every same-origin script and stylesheet until
// the network goes idle, split into what had arrived when the page's main content painted (its first
// heading inside <main> visible) and what followed. Signed-in routes load with the seeded admin's session.
// Sizes are gzip -9 of the served bytes (the server sends the build's .br/.gz as they are).
// Run alone: node_modules/.bin/node --import tsx bench/first-screens.ts   (BENCH_DIST_DIR, BENCH_PORT=3186)
// From bench/run.ts: `await (await import('./first-screens')).runRouteFirstScreens(distDir)`.
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config'
import { gzipSize } from './bundle-size'
import { startEncoreProcess } from './listening/encore-process'

const root = path.resolve(import.meta.dirname, '..')
/** Issue 16: what arrives before a route's main content paints. */
export const BEFORE_MAIN_TARGET_KB = 130
const ADMIN = { email: 'admin@encore.local', password: 'bench-admin-password' }

export interface RouteScreen {
  name: string
  url: string
  beforeMainKb: number
  afterMainKb: number
  /** The heading that counted as the main content (tells a real page from a not-found one). */
  heading: string
  /** From the navigation's start to the heading being visible (load-dependent: tells why a split moved). */
  mainMs: number | null
  assets: Array<{ file: string; gzipBytes: number; beforeMain: boolean }>
  error?: string
}

export interface RouteSpec {
  name: string
  path: string
  signedIn?: boolean
}

const kb = (n: number) => Number((n / 1024).toFixed(1))

async function weigh(context: BrowserContext, spec: RouteSpec, baseUrl: string): Promise<RouteScreen> {
  const page = await context.newPage()
  const url = `${baseUrl}${spec.path}`
  const pending: Array<Promise<{ file: string; gzipBytes: number; at: number } | null>> = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if ((type !== 'script' && type !== 'stylesheet') || !response.url().startsWith(baseUrl)) return
    const file = new URL(response.url()).pathname
    const at = performance.now()
    pending.push(response.body().then((body) => ({ file, gzipBytes: gzipSize(body), at }), () => null))
  })
  let mainAt = Number.POSITIVE_INFINITY
  let error: string | undefined
  let heading = ''
  const started = performance.now()
  try {
    await page.goto(url)
    const main = page.locator('main#main :is(h1, h2)').first()
    await main.waitFor({ timeout: 20_000 })
    mainAt = performance.now()
    heading = ((await main.textContent()) ?? '').trim().slice(0, 40)
    await page.waitForLoadState('networkidle', { timeout: 20_000 })
  } catch (e) {
    error = String(e).split('\n')[0]
  }
  const seen = new Set<string>()
  const assets = (await Promise.all(pending))
    .filter((a): a is NonNullable<typeof a> => a !== null && !seen.has(a.file) && !!seen.add(a.file))
    .map(({ at, ...a }) => ({ ...a, beforeMain: at <= mainAt }))
  await page.close()
  const sum = (list: typeof assets) => kb(list.reduce((s, a) => s + a.gzipBytes, 0))
  return {
    name: spec.name,
    url: spec.path,
    beforeMainKb: sum(assets.filter((a) => a.beforeMain)),
    afterMainKb: sum(assets.filter((a) => !a.beforeMain)),
    heading,
    mainMs: Number.isFinite(mainAt) ? Math.round(mainAt - started) : null,
    assets,
    ...(error ? { error } : {}),
  }
}

/** The first link under <main> whose path starts with one of the prefixes, from the given pages. */
async function discover(browser: Browser, baseUrl: string, pages: string[], prefixes: string[]): Promise<Record<string, string>> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const found: Record<string, string> = {}
  try {
    const page = await context.newPage()
    for (const start of pages) {
      if (prefixes.every((p) => found[p])) break
      await page.goto(`${baseUrl}${start}`)
      await page.locator('main#main :is(h1, h2)').first().waitFor({ timeout: 20_000 }).catch(() => undefined)
      await page.waitForLoadState('networkidle').catch(() => undefined)
      const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
      for (const prefix of prefixes) found[prefix] ??= hrefs.find((h) => h.startsWith(prefix) && h.length > prefix.length)
    }
  } finally {
    await context.close()
  }
  return Object.fromEntries(Object.entries(found).filter((e): e is [string, string] => typeof e[1] === 'string'))
}

/** Labels a chunk by its largest sources (from the build's source map), e.g. "zod, contracts/…". */
export function chunkLabel(distDir: string, file: string): string {
  const mapFile = path.join(distDir, `${file}.map`)
  if (!fs.existsSync(mapFile)) return ''
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; sourcesContent?: Array<string | null> }
  const byPackage = new Map<string, number>()
  map.sources.forEach((source, i) => {
    const size = map.sourcesContent?.[i]?.length ?? 0
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? source.replace(/^(\.\.\/)+/, '').replace(/^src\/client\//, '')
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + size)
  })
  return [...byPackage.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name)
    .join(', ')
}

/** `/tag/<name>` of the first tag on the album at `albumPath` (GET albums/{id}?loader=albumPage carries its tags). */
async function albumTagPath(baseUrl: string, albumPath: string | undefined): Promise<string | undefined> {
  const id = albumPath && /^\/album\/(\d+)/.exec(albumPath)?.[1]
  if (!id) return undefined
  const answer = await fetch(`${baseUrl}/api/v1/albums/${id}?loader=albumPage`).catch(() => null)
  if (!answer?.ok) return undefined
  const body = (await answer.json()) as { album?: { tags?: Array<{ name: string }> } }
  const name = body.album?.tags?.[0]?.name
  return name ? `/tag/${encodeURIComponent(name)}` : undefined
}

/**
 * The routes weighed here and scored by bench/lighthouse-routes.ts: links to a channel, genre, album, artist,
 * track, playlist and profile are taken from the rendered pages of the demo catalogue; the tag is one the
 * album carries (no page links a tag), so the tag row is a real tag page.
 */
export async function routeSpecs(browser: Browser, baseUrl: string): Promise<RouteSpec[]> {
  const links = await discover(browser, baseUrl, ['/', '/search/a', '/genre/rock', '/search/a/albums'], [
    '/channel/',
    '/genre/',
    '/tag/',
    '/album/',
    '/artist/',
    '/track/',
    '/playlist/',
    '/user/',
  ])
  const albumLinks = links['/album/'] ? await discover(browser, baseUrl, [links['/album/'], links['/track/'] ?? '/'], ['/genre/', '/tag/', '/user/', '/playlist/']) : {}
  // No page links a tag (the album and track pages do not show theirs): a tag the album carries, from the API.
  const tagLink = links['/tag/'] || albumLinks['/tag/'] ? undefined : await albumTagPath(baseUrl, links['/album/'])
  const linkOf = (prefix: string) => links[prefix] ?? albumLinks[prefix] ?? (prefix === '/tag/' ? tagLink : undefined)
  return [
    { name: 'home', path: '/' },
    { name: 'channel', path: linkOf('/channel/') ?? '/channel/discover' },
    { name: 'genre', path: linkOf('/genre/') ?? '/genre/rock' },
    { name: 'tag', path: linkOf('/tag/') ?? '/tag/rock' },
    { name: 'album', path: linkOf('/album/') ?? '/album/1/x/x' },
    { name: 'artist', path: linkOf('/artist/') ?? '/artist/1' },
    { name: 'track', path: linkOf('/track/') ?? '/track/1/x' },
    { name: 'playlist', path: linkOf('/playlist/') ?? '/playlist/1/x' },
    { name: 'profile', path: linkOf('/user/') ?? '/user/1/admin' },
    { name: 'search', path: '/search/love' },
    { name: 'library', path: '/library', signedIn: true },
    { name: 'library songs', path: '/library/songs', signedIn: true },
    { name: 'library albums', path: '/library/albums', signedIn: true },
    { name: 'library artists', path: '/library/artists', signedIn: true },
    { name: 'library playlists', path: '/library/playlists', signedIn: true },
    { name: 'library history', path: '/library/history', signedIn: true },
    { name: 'offline music', path: '/library/offline' },
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'account settings', path: '/account-settings', signedIn: true },
    // Weighed, not scored: Lighthouse refuses a page answered with 404 (its row reads 0), /404 included.
    { name: '404', path: '/no-such-page/at-all' },
    // Public and server-rendered too (issue 27): the seeded privacy policy is a custom page on every site.
    { name: 'custom page', path: '/pages/privacy-policy' },
    { name: 'pricing', path: '/pricing' },
    // /backstage itself is only the section's layout (no index page): its pages instead.
    { name: 'backstage requests', path: '/backstage/requests', signedIn: true },
    { name: 'backstage become artist', path: '/backstage/requests/become-artist', signedIn: true },
    { name: 'backstage new track', path: '/backstage/tracks/new', signedIn: true },
    { name: 'backstage new album', path: '/backstage/albums/new', signedIn: true },
    { name: 'backstage upload', path: '/backstage/upload', signedIn: true },
  ]
}

/** A signed-in browser state (the seeded admin), reused by every signed-in route. */
export async function adminStorageState(browser: Browser, baseUrl: string) {
  const login = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const answer = await login.request.post(`${baseUrl}/api/v1/auth/login`, { data: { ...ADMIN, remember: true } })
    if (!answer.ok()) throw new Error(`admin login: HTTP ${answer.status()}`)
    return await login.storageState()
  } finally {
    await login.close()
  }
}

export async function measureRoutes(distDir: string, port: number): Promise<RouteScreen[]> {
  const encore = await startEncoreProcess({ port, distDir })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true })
  try {
    const specs = await routeSpecs(browser, encore.url)
    // One signed-in session, reused: each route still gets a fresh context (cold HTTP cache).
    const storageState = await adminStorageState(browser, encore.url)
    const screens: RouteScreen[] = []
    for (const spec of specs) {
      const context = await browser.newContext({ serviceWorkers: 'block', ...(spec.signedIn ? { storageState } : {}) })
      try {
        screens.push(await weigh(context, spec, encore.url))
      } finally {
        await context.close()
      }
      console.log(`  ${spec.name.padEnd(20)} ${spec.path}`)
    }
    return screens
  } finally {
    await browser.close()
    await encore.close()
  }
}

export function routeRows(screens: RouteScreen[]): string[] {
  return [
    `| Route | Path | Main content (heading) | Before main content (KB gzip) | After (KB gzip) | Heading at (ms) | ≤ ${BEFORE_MAIN_TARGET_KB} KB? |`,
    '|---|---|---|---:|---:|---:|---|',
    ...screens.map(
      (s) =>
        `| ${s.name} | \`${s.url}\` | ${s.heading.replace(/\|/g, '/')} | ${s.error ? `${s.beforeMainKb} (no heading: ${s.error.slice(0, 60)})` : s.beforeMainKb.toFixed(1)} | ${s.afterMainKb.toFixed(1)} | ${s.mainMs ?? 'n/a'} | ${s.error ? 'n/a' : s.beforeMainKb <= BEFORE_MAIN_TARGET_KB ? 'ok' : 'MISS'} |`,
    ),
  ]
}

/** The chunks before main content, over all routes: how many routes load each, and its size. */
export function contributorRows(distDir: string, screens: RouteScreen[]): string[] {
  const chunks = new Map<string, { gzipBytes: number; routes: number }>()
  for (const s of screens) {
    for (const a of s.assets.filter((x) => x.beforeMain)) {
      const entry = chunks.get(a.file) ?? { gzipBytes: a.gzipBytes, routes: 0 }
      entry.routes++
      chunks.set(a.file, entry)
    }
  }
  return [
    '| Chunk | KB gzip | Routes loading it before main content | Largest sources |',
    '|---|---:|---:|---|',
    ...[...chunks.entries()]
      .sort((a, b) => b[1].gzipBytes * b[1].routes - a[1].gzipBytes * a[1].routes)
      .slice(0, 15)
      .map(([file, c]) => `| \`${file}\` | ${kb(c.gzipBytes)} | ${c.routes} | ${chunkLabel(distDir, file)} |`),
  ]
}

export async function runRouteFirstScreens(distDir: string, port = Number(process.env.BENCH_ROUTES_PORT ?? process.env.BENCH_PORT ?? 3186)): Promise<RouteScreen[]> {
  console.log('First screens of every route (cold loads, Chromium)…')
  const screens = await measureRoutes(distDir, port)
  const outDir = path.join(root, 'bench-results')
  fs.mkdirSync(outDir, { recursive: true })
  fs.writeFileSync(path.join(outDir, 'routes-latest.json'), JSON.stringify({ at: new Date().toISOString(), screens }, null, 2))
  console.log(`\n${routeRows(screens).join('\n')}\n\n${contributorRows(distDir, screens).join('\n')}\n`)
  console.log('Results: bench-results/routes-latest.json')
  return screens
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename
if (invokedDirectly) {
  runRouteFirstScreens(path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist')).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
