// The listening benchmarks of issue 4: stream throughput against nginx, click-to-sound latency and the
// album page's first-screen JS+CSS. Writes bench-results/listening-<time>.json and listening-latest.json
// and prints a table. Needs a production build (BENCH_DIST_DIR, default dist/; built here only when
// missing). Run alone: node_modules/.bin/node --import tsx bench/listening/run.ts
// Only the album first screen (plus the home page's, for comparison), no stream or latency runs:
// add `--first-screen` (BENCH_PORT picks the server's port, default 3184).
// From bench/run.ts: `await (await import('./listening/run')).runListening(distDir)`.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config'
import { startEncoreProcess } from './encore-process'
import {
  ALBUM_FIRST_SCREEN_TARGET_KB,
  albumPaths,
  firstScreen,
  LATENCY_TARGET_P50_MS,
  latencyRows,
  runPlayLatency,
  type PlayLatencyResult,
} from './play-latency'
import { formatRow } from './report'
import { runStreamBench, STREAM_TARGET_RATIO, streamRows } from './stream-vs-nginx'

const root = path.resolve(import.meta.dirname, '..', '..')

function ensureBuild(distDir: string): void {
  if (fs.existsSync(path.join(distDir, 'index.html'))) return
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', distDir, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('vite build failed')
}

export async function runListening(distDir: string): Promise<void> {
  ensureBuild(distDir)
  console.log('Listening: stream throughput vs nginx…')
  const stream = await runStreamBench({ distDir })
  console.log('Listening: click-to-sound latency and album first screen (Chromium)…')
  const latency: PlayLatencyResult | { error: string } = await runPlayLatency({
    distDir,
    runs: Number(process.env.BENCH_PLAY_RUNS ?? 15),
  }).catch((error: unknown) => ({ error: String(error) }))

  const at = new Date().toISOString()
  const results = {
    at,
    node: process.version,
    stream,
    latency,
    targets: { streamRatio: STREAM_TARGET_RATIO, playP50Ms: LATENCY_TARGET_P50_MS, albumFirstScreenGzipKb: ALBUM_FIRST_SCREEN_TARGET_KB },
  }
  const outDir = path.join(root, 'bench-results')
  fs.mkdirSync(outDir, { recursive: true })
  const json = JSON.stringify(results, null, 2)
  fs.writeFileSync(path.join(outDir, `listening-${at.replace(/[:.]/g, '-')}.json`), json)
  fs.writeFileSync(path.join(outDir, 'listening-latest.json'), json)

  const lines = [
    formatRow('Listening metric', 'Value', 'Target', null).replace('n/a ', 'ok? '),
    `|${'-'.repeat(38)}|${'-'.repeat(12)}|${'-'.repeat(11)}|------|`,
    ...streamRows(stream, formatRow),
    ...('error' in latency ? [formatRow('click to audio / album first screen', 'error', '', false)] : latencyRows(latency, formatRow)),
  ]
  console.log(`\n${lines.join('\n')}\n`)
  if ('error' in latency) console.log(`Play latency failed: ${latency.error}`)
  console.log('Results: bench-results/listening-latest.json')
}

/** The first screens alone (cold loads, service workers blocked): the album page, with the target, and home. */
export async function runFirstScreens(distDir: string, port: number): Promise<void> {
  ensureBuild(distDir)
  const encore = await startEncoreProcess({ port, distDir })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true })
  try {
    const [album] = await albumPaths(encore.url, 1)
    const pages = { album: await firstScreen(browser, `${encore.url}${album}`), home: await firstScreen(browser, `${encore.url}/`) }
    for (const [name, screen] of Object.entries(pages)) {
      console.log(`\n${name}: ${screen.url}`)
      for (const a of [...screen.assets].sort((x, y) => y.gzipBytes - x.gzipBytes)) {
        console.log(`  ${(a.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${a.file}${a.beforeHeading ? '' : '  (after the heading)'}`)
      }
      console.log(`  total ${screen.gzipKb} KB gzip (${screen.beforeHeadingGzipKb} KB before the heading), raw ${screen.rawKb} KB`)
    }
    const outDir = path.join(root, 'bench-results')
    fs.mkdirSync(outDir, { recursive: true })
    fs.writeFileSync(path.join(outDir, 'first-screens-latest.json'), JSON.stringify({ at: new Date().toISOString(), ...pages }, null, 2))
    const ok = pages.album.gzipKb < ALBUM_FIRST_SCREEN_TARGET_KB
    console.log(`\n${formatRow('album first-screen JS+CSS gzip (KB)', pages.album.gzipKb.toFixed(1), `< ${ALBUM_FIRST_SCREEN_TARGET_KB}`, ok)}`)
  } finally {
    await browser.close()
    await encore.close()
  }
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename
if (invokedDirectly && process.argv.includes('--first-screen')) {
  runFirstScreens(path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist'), Number(process.env.BENCH_PORT ?? 3184)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
} else if (invokedDirectly) {
  runListening(path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist')).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
