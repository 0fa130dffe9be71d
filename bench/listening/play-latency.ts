// Click-to-sound latency and the album page's first-screen JS+CSS, in Debian's Chromium (the flags of
// playwright.config.ts) against the production build served by the real server (own process, seeded).
// Latency: open an album page, click its first track's "Play …" button and time, in the page, from the
// click (capture listener) to the media element's currentTime > 0 (requestAnimationFrame polling).
// Every run opens a different album with a full page load, so the app's assets come from the HTTP
// cache (except run 1: cold) while the audio is always streamed for the first time.
// Run alone: node_modules/.bin/node --import tsx bench/listening/play-latency.ts
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config'
import { slugify } from '../../src/shared/lib/slug'
import { gzipSize } from '../bundle-size'
import { startEncoreProcess } from './encore-process'
import { formatRow, type Row } from './report'
import { clickAt, MEDIA_PROBE_PATH, playingAt } from './media-probe'

export const LATENCY_TARGET_P50_MS = 300
export const ALBUM_FIRST_SCREEN_TARGET_KB = 150

export interface PlayLatencyResult {
  runs: Array<{ album: string; ms: number; cache: 'cold' | 'warm assets' }>
  p50Ms: number
  p95Ms: number
  minMs: number
  maxMs: number
  albumFirstScreen: {
    url: string
    /** Everything until network idle (the measure with the target). */
    gzipKb: number
    rawKb: number
    /** Only what had arrived when the album's heading showed: the part the first paint waited for. */
    beforeHeadingGzipKb: number
    assets: Array<{ file: string; bytes: number; gzipBytes: number; beforeHeading: boolean }>
  }
}

interface AlbumJson {
  id: number
  name: string
  artists?: Array<{ name: string }>
  tracks?: unknown[]
}

/** Album pages with tracks, ids 1.. (bounded), as the client links them. */
export async function albumPaths(baseUrl: string, count: number): Promise<string[]> {
  const paths: string[] = []
  for (let id = 1; id <= count * 3 && paths.length < count; id++) {
    const response = await fetch(`${baseUrl}/api/v1/albums/${id}?loader=albumPage`)
    if (response.status === 404) break
    if (!response.ok) throw new Error(`GET /api/v1/albums/${id}: HTTP ${response.status}`)
    const { album } = (await response.json()) as { album: AlbumJson }
    if ((album.tracks?.length ?? 0) === 0) continue
    paths.push(`/album/${album.id}/${slugify(album.artists?.[0]?.name ?? 'various')}/${slugify(album.name)}`)
  }
  if (paths.length === 0) throw new Error('no album with tracks')
  return paths
}

/** Nearest-rank percentile. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** Every same-origin script and stylesheet a cold page load fetches before the network goes idle. */
export async function firstScreen(browser: Browser, url: string): Promise<PlayLatencyResult['albumFirstScreen']> {
  // Service workers blocked: the install-time precache would fetch every chunk of the app.
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const pending: Array<Promise<{ file: string; bytes: number; gzipBytes: number; at: number } | null>> = []
    const origin = new URL(url).origin
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if ((type !== 'script' && type !== 'stylesheet') || !response.url().startsWith(origin)) return
      const file = new URL(response.url()).pathname
      const at = performance.now()
      pending.push(response.body().then((body) => ({ file, bytes: body.length, gzipBytes: gzipSize(body), at }), () => null))
    })
    await page.goto(url)
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor()
    const headingAt = performance.now()
    await page.waitForLoadState('networkidle')
    const seen = new Set<string>()
    const assets = (await Promise.all(pending))
      .filter((a): a is NonNullable<typeof a> => a !== null && !seen.has(a.file) && !!seen.add(a.file))
      .map(({ at, ...a }) => ({ ...a, beforeHeading: at <= headingAt }))
    const kb = (n: number) => Number((n / 1024).toFixed(1))
    const gzip = (list: typeof assets) => kb(list.reduce((s, a) => s + a.gzipBytes, 0))
    return {
      url,
      gzipKb: gzip(assets),
      rawKb: kb(assets.reduce((s, a) => s + a.bytes, 0)),
      beforeHeadingGzipKb: gzip(assets.filter((a) => a.beforeHeading)),
      assets,
    }
  } finally {
    await context.close()
  }
}

export async function runPlayLatency(options: { distDir: string; port?: number; runs?: number }): Promise<PlayLatencyResult> {
  const runCount = options.runs ?? 15
  const encore = await startEncoreProcess({ port: options.port ?? 3184, distDir: options.distDir })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true })
  try {
    const albums = await albumPaths(encore.url, runCount)
    const albumFirstScreen = await firstScreen(browser, `${encore.url}${albums[0]}`)
    // The audio path under test is the network stream, not the service worker's audio cache.
    const context = await browser.newContext({ serviceWorkers: 'block' })
    await context.addInitScript({ path: MEDIA_PROBE_PATH })
    const page = await context.newPage()
    const runs: PlayLatencyResult['runs'] = []
    for (let i = 0; i < runCount; i++) {
      const album = albums[i % albums.length] ?? ''
      await page.goto(`${encore.url}${album}`, { waitUntil: 'networkidle' })
      const play = page.getByRole('main').getByRole('table').getByRole('button', { name: /^Play / }).first()
      await play.click()
      const played = Number(await (await page.waitForFunction(playingAt, undefined, { polling: 'raf', timeout: 15_000 })).jsonValue())
      const clicked = Number(await page.evaluate(clickAt))
      runs.push({ album, ms: Number((played - clicked).toFixed(1)), cache: i === 0 ? 'cold' : 'warm assets' })
      console.log(`  run ${i + 1}/${runCount}: ${runs[i]?.ms} ms (${album})`)
    }
    await context.close()
    const sorted = runs.map((r) => r.ms).sort((a, b) => a - b)
    return {
      runs,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      minMs: sorted[0] ?? 0,
      maxMs: sorted[sorted.length - 1] ?? 0,
      albumFirstScreen,
    }
  } finally {
    await browser.close()
    await encore.close()
  }
}

export function latencyRows(result: PlayLatencyResult, row: Row): string[] {
  const fs = result.albumFirstScreen
  return [
    row('click to audio p50 (ms)', String(result.p50Ms), `< ${LATENCY_TARGET_P50_MS}`, result.p50Ms < LATENCY_TARGET_P50_MS),
    row('click to audio p95 (ms)', String(result.p95Ms), '', null),
    row('album first-screen JS+CSS gzip (KB)', fs.gzipKb.toFixed(1), `< ${ALBUM_FIRST_SCREEN_TARGET_KB}`, fs.gzipKb < ALBUM_FIRST_SCREEN_TARGET_KB),
    row('  of which before the heading (KB)', fs.beforeHeadingGzipKb.toFixed(1), '', null),
  ]
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename
if (invokedDirectly) {
  const root = path.resolve(import.meta.dirname, '..', '..')
  runPlayLatency({ distDir: path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist'), runs: Number(process.env.BENCH_PLAY_RUNS ?? 15) }).then(
    (result) => {
      for (const a of result.albumFirstScreen.assets) {
        console.log(`  ${a.file}: ${(a.gzipBytes / 1024).toFixed(1)} KB gzip${a.beforeHeading ? '' : ' (after the heading)'}`)
      }
      console.log(`\n${latencyRows(result, formatRow).join('\n')}\n`)
      process.exit(0)
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
