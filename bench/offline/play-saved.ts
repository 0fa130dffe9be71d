// Offline benches (issue 6), in Debian's Chromium against the production build served by the real server
// (own process, seeded), with the service worker on:
// (a) "Play" to audio advancing for a SAVED track: save an album, cut the network (setOffline + aborting
//     every request, which also cuts the worker's fetches), then N times: reload /library/offline, click a
//     track's play button and time, in the page, from the click to currentTime > 0. The audio can only
//     come from Cache Storage through the worker's 206 answers.
// (b) Cold offline start to the offline library list: a fresh page (new renderer, empty memory cache)
//     opened on /library/offline with the network cut, timed from navigation start to the list showing.
// Run alone: node_modules/.bin/node --import tsx bench/offline/play-saved.ts (BENCH_DIST_DIR, BENCH_OFFLINE_RUNS,
// BENCH_OFFLINE_PORT pick the build, the number of runs and the server's port)
import path from 'node:path'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config'
import { startEncoreProcess } from '../listening/encore-process'
import { clickAt, MEDIA_PROBE_PATH, playingAt } from '../listening/media-probe'
import { formatRow, type Row } from '../listening/report'

export const SAVED_PLAY_TARGET_P50_MS = 100
export const OFFLINE_START_TARGET_MS = 1000

export interface OfflineBenchResult {
  playRuns: number[]
  playP50Ms: number
  playP95Ms: number
  startRuns: number[]
  startP50Ms: number
  startP95Ms: number
}


const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const round = (n: number) => Number(n.toFixed(1))

async function savableAlbum(baseUrl: string): Promise<string> {
  for (let id = 1; id <= 10; id++) {
    const response = await fetch(`${baseUrl}/api/v1/albums/${id}?loader=albumPage`, { headers: { 'X-Encore-Client': 'web' } })
    if (!response.ok) continue
    const { album } = (await response.json()) as { album: { tracks?: { src?: string | null }[] } }
    if ((album.tracks ?? []).some((t) => t.src?.includes('storage/track_media'))) return `/album/${id}/artist/album`
  }
  throw new Error('no album with uploaded tracks')
}

async function saveAlbumOffline(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.goto(`${baseUrl}${await savableAlbum(baseUrl)}`)
  await page.getByRole('button', { name: 'Save offline' }).click()
  await page.getByRole('button', { name: 'Remove from offline' }).waitFor({ timeout: 60_000 })
}

async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
}

const tracksList = (page: Page) => page.getByRole('region', { name: 'Tracks' }).getByRole('listitem')

export async function runOfflineBench(options: { distDir: string; port?: number; runs?: number }): Promise<OfflineBenchResult> {
  const runs = options.runs ?? 15
  const encore = await startEncoreProcess({ port: options.port ?? 3202, distDir: options.distDir })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true })
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' })
    await context.addInitScript({ path: MEDIA_PROBE_PATH })
    const page = await context.newPage()
    await saveAlbumOffline(page, encore.url)
    // Let the throttled query-cache persistence write before the network goes.
    await page.waitForTimeout(1500)
    await cutNetwork(context)

    const playRuns: number[] = []
    for (let i = 0; i < runs; i++) {
      // Like the online play-latency bench: the click comes once the page has settled (network idle).
      await page.goto(`${encore.url}/library/offline`, { waitUntil: 'networkidle' })
      const items = tracksList(page)
      await items.first().waitFor()
      const count = await items.count()
      await items.nth(i % count).getByRole('button', { name: /^Play/ }).click()
      const played = Number(await (await page.waitForFunction(playingAt, undefined, { polling: 'raf', timeout: 15_000 })).jsonValue())
      playRuns.push(round(played - Number(await page.evaluate(clickAt))))
      console.log(`  saved play ${i + 1}/${runs}: ${playRuns[i]} ms`)
    }
    await page.close()

    const startRuns: number[] = []
    for (let i = 0; i < Math.min(runs, 10); i++) {
      const fresh = await context.newPage()
      await fresh.goto(`${encore.url}/library/offline`)
      await tracksList(fresh).first().waitFor()
      startRuns.push(round(await fresh.evaluate(() => performance.now())))
      console.log(`  offline start ${i + 1}: ${startRuns[i]} ms`)
      await fresh.close()
    }
    await context.close()
    const sortedPlay = playRuns.slice().sort((a, b) => a - b)
    const sortedStart = startRuns.slice().sort((a, b) => a - b)
    return {
      playRuns,
      playP50Ms: percentile(sortedPlay, 50),
      playP95Ms: percentile(sortedPlay, 95),
      startRuns,
      startP50Ms: percentile(sortedStart, 50),
      startP95Ms: percentile(sortedStart, 95),
    }
  } finally {
    await browser.close()
    await encore.close()
  }
}

export function offlineRows(result: OfflineBenchResult, row: Row): string[] {
  return [
    row('saved track play to audio p50 (ms)', String(result.playP50Ms), `< ${SAVED_PLAY_TARGET_P50_MS}`, result.playP50Ms < SAVED_PLAY_TARGET_P50_MS),
    row('saved track play to audio p95 (ms)', String(result.playP95Ms), '', null),
    row('cold offline start to list p50 (ms)', String(result.startP50Ms), `< ${OFFLINE_START_TARGET_MS}`, result.startP50Ms < OFFLINE_START_TARGET_MS),
    row('cold offline start to list p95 (ms)', String(result.startP95Ms), '', null),
  ]
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename
if (invokedDirectly) {
  const root = path.resolve(import.meta.dirname, '..', '..')
  runOfflineBench({
    distDir: path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist'),
    runs: Number(process.env.BENCH_OFFLINE_RUNS ?? 15),
    ...(process.env.BENCH_OFFLINE_PORT ? { port: Number(process.env.BENCH_OFFLINE_PORT) } : {}),
  }).then(
    (result) => {
      console.log(`\n${offlineRows(result, formatRow).join('\n')}\n`)
      process.exit(0)
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
