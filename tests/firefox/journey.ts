// Issue 24's Firefox journey, on Debian's firefox-esr driven headless over WebDriver BiDi with
// puppeteer-core (Playwright cannot fetch its own Firefox here). `npm test` runs it after Playwright
// (scripts/test.ts); alone: `node tests/firefox/journey.ts` (needs `npx vite build` once).
// Against the production server on a temporary DATA_DIR with the demo catalogue, a guest:
//   0. with service workers turned off (as in some private windows): the app starts without errors and
//      an album track plays;
//   1. presses Play on an album: the media time passes 2 s, and when the track ends the next one plays;
//   2. saves the album offline, the server is stopped, and a saved track plays from /library/offline,
//      answered by the service worker, which also answers a Range request with 206.
// The browser part is bounded (JOURNEY_LIMIT_MS, from the moment the server answers; its start waits up to
// SERVER_START_MS, as e2e/global-setup.ts does); any failed check exits non-zero with what was seen.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core'

const root = path.resolve(import.meta.dirname, '..', '..')
const nodeBin = path.join(root, 'node_modules', '.bin', 'node')
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
const JOURNEY_LIMIT_MS = 120_000
const SERVER_START_MS = 180_000
/** The play-latency bench's probe: remembers the media elements howler starts outside the DOM. */
const MEDIA_PROBE = fs.readFileSync(path.join(root, 'bench', 'listening', 'media-probe.js'), 'utf8')

interface MediaState {
  src: string
  currentTime: number
  paused: boolean
}

function freePort(): Promise<number> {
  if (process.env.FIREFOX_E2E_PORT) return Promise.resolve(Number(process.env.FIREFOX_E2E_PORT))
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** The client build must exist (Playwright's global setup or `npx vite build` made it); the server is compiled when stale. */
function ensureBuilt(): void {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    const build = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('vite build failed')
  }
  const compile = spawnSync(nodeBin, [path.join(root, 'scripts', 'build-server.ts'), '--if-stale'], { cwd: root, stdio: 'inherit' })
  if (compile.status !== 0) throw new Error('server compile failed')
}

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(nodeBin, [path.join(root, 'dist-server', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: path.join(root, 'dist'),
      SEED_DEMO: '1',
      ADMIN_EMAIL: 'admin@encore.local',
      ADMIN_PASSWORD: 'firefox-journey-password',
      LOG_LEVEL: 'warn',
      APP_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

/** Polls /api/v1/health until it answers 200; fails when the server exits or after `timeoutMs`. */
async function waitForHealth(base: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`server exited with ${server.exitCode ?? server.signalCode}`)
    if (await fetch(`${base}/api/v1/health`).then((r) => r.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server at ${base} not healthy after ${timeoutMs} ms`)
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`check failed: ${message}`)
}

/** Polls `read` until `ok` accepts its value; fails with the last value seen. */
async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: T | undefined
  while (Date.now() < deadline) {
    last = await read()
    if (ok(last)) return last
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const seen = last && typeof last === 'object' && 'asElement' in last ? 'nothing' : JSON.stringify(last)
  throw new Error(`timed out waiting for ${what}; last seen: ${seen}`)
}

const mediaState = (page: Page) =>
  page.evaluate(() => (window as unknown as { __encoreMediaState?: () => MediaState | null }).__encoreMediaState?.() ?? null)

/** The first button whose aria-label or text is exactly `name` (inside `scope`, a CSS selector). */
async function button(page: Page, name: string, scope = 'body'): Promise<ElementHandle<HTMLButtonElement>> {
  const handle = await until(
    `button "${name}"`,
    () =>
      page.evaluateHandle(
        (n, s) =>
          [...document.querySelectorAll<HTMLButtonElement>(`${s} button`)].find(
            (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === n && b.offsetParent !== null,
          ) ?? null,
        name,
        scope,
      ),
    (h) => h.asElement() !== null,
  )
  return handle.asElement() as ElementHandle<HTMLButtonElement>
}

/**
 * Clicks the button named `name`. A server-rendered page can draw its controls anew while the app starts
 * (the router correcting the address): a handle found just before may then be gone, and is looked up again.
 */
async function press(page: Page, name: string, scope = 'body'): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await (await button(page, name, scope)).click()
    } catch (error) {
      if (attempt >= 3 || !/detached/i.test(String(error))) throw error
    }
  }
}

/** The player bar's track title (its first link to a track page). */
const playingName = (page: Page) =>
  page.evaluate(() => document.querySelector('[aria-label="Player"] a[href^="/track/"]')?.textContent?.trim() ?? '')

/** The smallest album of the demo catalogue whose tracks are all uploaded files (playable and savable). */
async function findUploadedAlbum(base: string): Promise<{ path: string; names: string[] }> {
  let smallest: { path: string; names: string[] } | null = null
  for (let id = 1; id <= 12; id++) {
    const response = await fetch(`${base}/api/v1/albums/${id}?loader=albumPage`, { headers: { 'X-Encore-Client': 'web' } })
    if (!response.ok) continue
    const { album } = (await response.json()) as { album: { tracks?: { name: string; src?: string | null }[] } }
    const tracks = album.tracks ?? []
    const uploaded = tracks.length >= 2 && tracks.every((t) => t.src?.includes('storage/track_media'))
    if (uploaded && (!smallest || tracks.length < smallest.names.length)) smallest = { path: `/album/${id}/artist/album`, names: tracks.map((t) => t.name) }
  }
  if (!smallest) throw new Error('no album of uploaded tracks in the demo catalogue')
  return smallest
}

async function albumPlaysAndAdvances(page: Page, base: string, album: { path: string; names: string[] }): Promise<void> {
  await page.goto(`${base}${album.path}`)
  const [first, second] = album.names as [string, string]
  await press(page, `Play ${first}`, 'main')
  const started = await until('the first track to pass 2 s', () => mediaState(page), (s) => (s?.currentTime ?? 0) > 2)
  check(!started!.paused, 'the first track plays')
  check((await playingName(page)) === first, `the player shows "${first}"`)
  // To the last second of the track: the element ends on its own and the player must go on to the next.
  await page.evaluate(() => {
    const el = [...((window as unknown as { __encoreMedia?: HTMLMediaElement[] }).__encoreMedia ?? [])].find((m) => !m.paused)
    if (el && Number.isFinite(el.duration)) el.currentTime = Math.max(0, el.duration - 1)
  })
  await until('the next track in the player bar', () => playingName(page), (name) => name === second)
  await until('the next track to play', () => mediaState(page), (s) => !!s && s.src !== started!.src && !s.paused && s.currentTime > 0.5)
}

async function savedTrackPlaysWithoutServer(page: Page, base: string, album: { path: string; names: string[] }, server: ChildProcess): Promise<void> {
  await page.goto(`${base}${album.path}`)
  await press(page, 'Save offline', 'main')
  await button(page, 'Remove from offline', 'main')
  await stopServer(server)
  await page.goto(`${base}/library/offline`)
  const reachable = await page.evaluate(() => window.fetch('/api/v1/health').then(() => true, () => false))
  check(!reachable, 'the server is gone')
  const name = album.names[1]!
  await press(page, `Play ${name}`, 'main')
  await until(`the saved "${name}" to play`, () => mediaState(page), (s) => !!s && !s.paused && s.currentTime > 1)
  // The worker answered from the saved copy, and cuts ranges as the media element asks for them.
  const probe = await page.evaluate(async () => {
    const state = (window as unknown as { __encoreMediaState: () => MediaState }).__encoreMediaState()
    const r = await window.fetch(state.src, { headers: { Range: 'bytes=0-9' } })
    return { status: r.status, range: r.headers.get('content-range'), length: (await r.arrayBuffer()).byteLength }
  })
  check(probe.status === 206 && /^bytes 0-9\/\d+$/.test(probe.range ?? '') && probe.length === 10, `a Range answer from the worker: ${JSON.stringify(probe)}`)
}

/** Firefox ESR, headless, over WebDriver BiDi; `prefs` add to the journey's own. */
function launchFirefox(prefs: Record<string, unknown> = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    protocol: 'webDriverBiDi',
    headless: true,
    // Like Chromium's --autoplay-policy flag in playwright.config.ts: howler starts after its chunk loads.
    extraPrefsFirefox: { 'media.autoplay.default': 0, 'media.autoplay.blocking_policy': 0, ...prefs },
  })
}

/** A page with the media probe, collecting uncaught errors and unhandled rejections into `errors`. */
async function journeyPage(browser: Browser, errors: string[]): Promise<Page> {
  const page = await browser.newPage()
  page.on('pageerror', (error: unknown) => errors.push(error instanceof Error ? error.message : String(error)))
  page.on('console', (message) => {
    if (message.text().startsWith('journey: unhandled')) errors.push(message.text())
  })
  // The probe, plus the list of every started element (__encoreMedia) for the seek near the end.
  await page.evaluateOnNewDocument(`${MEDIA_PROBE}
;(() => {
  const play = HTMLMediaElement.prototype.play
  const all = (window.__encoreMedia = [])
  HTMLMediaElement.prototype.play = function (...a) { if (!all.includes(this)) all.push(this); return play.apply(this, a) }
  window.addEventListener('unhandledrejection', (e) => console.log('journey: unhandled ' + String(e.reason)))
})()`)
  return page
}

async function playsWithoutServiceWorker(base: string, album: { path: string; names: string[] }): Promise<void> {
  const browser = await launchFirefox({ 'dom.serviceWorkers.enabled': false })
  try {
    const errors: string[] = []
    const page = await journeyPage(browser, errors)
    await page.goto(`${base}/`)
    check(await page.evaluate(() => !('serviceWorker' in navigator) || !navigator.serviceWorker), 'service workers are off')
    await page.goto(`${base}${album.path}`)
    await press(page, `Play ${album.names[0]!}`, 'main')
    await until('a track to play without a service worker', () => mediaState(page), (s) => !!s && !s.paused && s.currentTime > 1)
    // The offline queue and the rest of what loads after the first page have started by now (4 s at most).
    await new Promise((resolve) => setTimeout(resolve, 1000))
    check(errors.length === 0, `no page errors without a service worker: ${errors.join(' | ')}`)
  } finally {
    await browser.close()
  }
}

async function main(): Promise<void> {
  ensureBuilt()
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-firefox-'))
  const server = startServer(port, dataDir)
  let browser: Browser | null = null
  let limit: ReturnType<typeof setTimeout> | undefined
  try {
    await waitForHealth(base, server, SERVER_START_MS)
    limit = setTimeout(() => {
      console.error(`firefox journey: over ${JOURNEY_LIMIT_MS / 1000} s, stopping`)
      void browser?.close()
      server.kill('SIGKILL')
      process.exit(1)
    }, JOURNEY_LIMIT_MS)
    const album = await findUploadedAlbum(base)
    await playsWithoutServiceWorker(base, album)
    console.log('firefox journey: without a service worker the app runs and plays')

    browser = await launchFirefox()
    const errors: string[] = []
    const page = await journeyPage(browser, errors)
    await page.goto(`${base}/`)
    // The service worker controls the page after its first install (clientsClaim); saving offline needs it.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready))
    await until('the service worker to control the page', () => page.evaluate(() => navigator.serviceWorker.controller !== null), Boolean)

    await albumPlaysAndAdvances(page, base, album)
    console.log('firefox journey: an album plays and advances')
    await savedTrackPlaysWithoutServer(page, base, album, server)
    console.log('firefox journey: a saved track plays with the server stopped, Range answered by the worker')
    check(errors.length === 0, `no page errors: ${errors.join(' | ')}`)
  } finally {
    clearTimeout(limit)
    await browser?.close()
    await stopServer(server)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().then(
  () => console.log('firefox journey: passed'),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
