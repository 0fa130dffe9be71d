// The benchmark run (`npm run bench` launches it under tsx): (a) bootstrap-data requests/second on the
// real app vs a bare Fastify JSON route, same process, loopback; (b) gzip size of the first screen's
// JS+CSS; (c) Lighthouse mobile on the home page; then listening, offline, every route's first screen
// (bench/first-screens.ts), the lean-server throughput part (bench/throughput: start time, memory and
// page requests/second on PGlite and PostgreSQL), and uploads (bench/uploads: tus throughput against a
// raw PUT to disk), and 50 cookieless visitors on the album and artist pages (bench/cookieless), transcoding and the Subsonic API (bench/subsonic). Writes bench-results/<time>.json and latest.json, prints a table. Bounded runs only.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startEncore } from './app-server'
import { startBare } from './bare-server'
import { firstScreenSizes } from './bundle-size'
import { measure, type LoadResult } from './http-load'
import { runLighthouse, type LighthouseScores } from './lighthouse'
import { SUBSONIC_PARTS, type SubsonicPart } from './subsonic/parts'

const root = path.resolve(import.meta.dirname, '..')
const distDir = path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist')
const basePort = Number(process.env.BENCH_PORT ?? 3127)
const seconds = Number(process.env.BENCH_SECONDS ?? 4)
const TARGETS = { ratio: 0.5, firstScreenGzipKb: 120, performance: 95, accessibility: 100, bestPractices: 100, seo: 100 }

function build(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('vite build failed')
}

/** Alternates the two servers (two rounds) and keeps each one's best, so a noisy neighbour hurts less. */
async function httpRatio(appUrl: string, bareUrl: string) {
  const options = { seconds, warmupSeconds: 1, connections: 16 }
  const runs: { app: LoadResult[]; bare: LoadResult[] } = { app: [], bare: [] }
  for (let round = 0; round < 2; round++) {
    runs.bare.push(await measure(`${bareUrl}/bare`, options))
    runs.app.push(await measure(`${appUrl}/api/v1/bootstrap-data`, options))
  }
  const best = (list: LoadResult[]) => list.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a))
  const app = best(runs.app)
  const bare = best(runs.bare)
  return { app, bare, ratio: Number((app.requestsPerSecond / bare.requestsPerSecond).toFixed(3)) }
}

function row(name: string, value: string, target: string, ok: boolean | null): string {
  const verdict = ok === null ? 'n/a' : ok ? 'ok' : 'MISS'
  return `| ${name.padEnd(34)} | ${value.padStart(12)} | ${target.padStart(10)} | ${verdict.padEnd(4)} |`
}

/** BENCH_ONLY=ratio: only the bootstrap-data : bare Fastify ratio (no build, Lighthouse or listening). */
async function ratioOnly() {
  const encore = await startEncore({ port: basePort, distDir })
  const bare = await startBare(basePort + 1)
  try {
    const http = await httpRatio(encore.url, bare.url)
    console.log(`bootstrap-data ${http.app.requestsPerSecond} req/s : bare ${http.bare.requestsPerSecond} req/s = ${http.ratio}`)
  } finally {
    await bare.close()
    await encore.close()
  }
}

/** The lean-server part (issue 16): start, memory and page throughput of the compiled server on both databases. */
async function throughput() {
  const { runThroughput, throughputRows } = await import('./throughput/run')
  const results = await runThroughput(distDir)
  console.log(`\n${throughputRows(results, row).join('\n')}\n`)
  console.log('Results: bench-results/throughput-latest.json')
}

/** Issue 27: 50 cookieless visitors on the album and artist API pages, counted in batches (bench/cookieless). */
async function cookieless() {
  const { runCookieless, cookielessRows } = await import('./cookieless/run')
  const results = await runCookieless(distDir)
  console.log(`\n${cookielessRows(results, row).join('\n')}\n`)
  console.log('Results: bench-results/cookieless-latest.json')
}

/**
 * Issue 26: cold transcode TTFB against the original's, smooth transcodes at once per core, a saved
 * album's size per quality, Subsonic getAlbumList2/search3 req/s next to the web API's (bench/subsonic).
 * BENCH_ONLY=subsonic runs the four; a part's own name (e.g. transcode-ttfb) runs that one.
 */
async function subsonic(parts?: readonly SubsonicPart[]) {
  const { runSubsonicBench, subsonicRows } = await import('./subsonic/run')
  const results = await runSubsonicBench(distDir, parts)
  console.log(`\n${subsonicRows(results, row).join('\n')}\n`)
  console.log('Results: bench-results/subsonic-latest.json')
}

async function main() {
  if (process.env.BENCH_ONLY === 'subsonic') return subsonic()
  if ((SUBSONIC_PARTS as readonly string[]).includes(process.env.BENCH_ONLY ?? '')) return subsonic([process.env.BENCH_ONLY as SubsonicPart])
  if (process.env.BENCH_ONLY === 'ratio') return ratioOnly()
  if (process.env.BENCH_ONLY === 'throughput') return throughput()
  if (process.env.BENCH_ONLY === 'cookieless') return cookieless()
  build()
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`no build in ${distDir}`)
  console.log('Starting the app on a seeded PGlite…')
  const encore = await startEncore({ port: basePort, distDir })
  const bare = await startBare(basePort + 1)
  let http: Awaited<ReturnType<typeof httpRatio>>
  let lighthouse: LighthouseScores | { error: string }
  try {
    console.log(`Measuring requests/second (${seconds} s per run, 2 rounds)…`)
    http = await httpRatio(encore.url, bare.url)
    console.log('Running Lighthouse (mobile) on the home page…')
    lighthouse = await runLighthouse(`${encore.url}/`).catch((error: unknown) => ({ error: String(error) }))
  } finally {
    await bare.close()
    await encore.close()
  }

  const lazyAssets = 'loadedAssets' in lighthouse ? lighthouse.loadedAssets : []
  const assets = firstScreenSizes(distDir, lazyAssets)
  const gzipKb = Number((assets.reduce((sum, a) => sum + a.gzipBytes, 0) / 1024).toFixed(1))
  const results = {
    at: new Date().toISOString(),
    node: process.version,
    bootstrapData: http.app,
    bareFastify: http.bare,
    ratio: http.ratio,
    firstScreen: { gzipKb, rawKb: Number((assets.reduce((s, a) => s + a.bytes, 0) / 1024).toFixed(1)), assets },
    lighthouse,
    targets: TARGETS,
  }
  const outDir = path.join(root, 'bench-results')
  fs.mkdirSync(outDir, { recursive: true })
  const json = JSON.stringify(results, null, 2)
  fs.writeFileSync(path.join(outDir, `bench-${results.at.replace(/[:.]/g, '-')}.json`), json)
  fs.writeFileSync(path.join(outDir, 'latest.json'), json)

  const lh = 'error' in lighthouse ? null : lighthouse
  const lines = [
    row('Metric', 'Value', 'Target', null).replace('n/a ', 'ok? '),
    `|${'-'.repeat(36)}|${'-'.repeat(14)}|${'-'.repeat(12)}|------|`,
    row('bootstrap-data req/s', String(http.app.requestsPerSecond), '', null),
    row('bare Fastify JSON req/s', String(http.bare.requestsPerSecond), '', null),
    row('ratio bootstrap-data / bare', http.ratio.toFixed(3), `>= ${TARGETS.ratio}`, http.ratio >= TARGETS.ratio),
    row('first-screen JS+CSS gzip (KB)', gzipKb.toFixed(1), `< ${TARGETS.firstScreenGzipKb}`, gzipKb < TARGETS.firstScreenGzipKb),
    row('Lighthouse performance', lh ? String(lh.performance) : 'error', `>= ${TARGETS.performance}`, lh ? lh.performance >= TARGETS.performance : false),
    row('Lighthouse accessibility', lh ? String(lh.accessibility) : 'error', `${TARGETS.accessibility}`, lh ? lh.accessibility >= TARGETS.accessibility : false),
    row('Lighthouse best practices', lh ? String(lh.bestPractices) : 'error', `${TARGETS.bestPractices}`, lh ? lh.bestPractices >= TARGETS.bestPractices : false),
    row('Lighthouse SEO', lh ? String(lh.seo) : 'error', `${TARGETS.seo}`, lh ? lh.seo >= TARGETS.seo : false),
  ]
  console.log(`\n${lines.join('\n')}\n`)
  if ('error' in lighthouse) console.log(`Lighthouse failed: ${lighthouse.error}`)
  console.log(`Results: bench-results/latest.json`)

  // Listening (issue 4): click-to-sound latency, stream throughput against nginx, album first screen.
  await (await import('./listening/run')).runListening(distDir)
  // Offline (issue 6): play-to-sound for a saved track and a cold offline start.
  const { runOfflineBench, offlineRows } = await import('./offline/play-saved')
  const offline = await runOfflineBench({ distDir })
  console.log(`\n${offlineRows(offline, row).join('\n')}\n`)
  fs.writeFileSync(path.join(outDir, 'offline-latest.json'), JSON.stringify(offline, null, 2))
  await throughput()
  // Many cookieless visitors on the album and artist pages (issue 27): autocannon in its own process.
  await cookieless()
  // Transcoding and the Subsonic API (issue 26).
  await subsonic()
  // Uploads (issue 11): tus through the app as a ratio to a raw PUT written to disk.
  await (await import('./uploads/run')).runUploadsBench()
  // Every route's first screen (issue 16): before and after its main content paints; docs/benchmarks.md.
  await (await import('./first-screens')).runRouteFirstScreens(distDir)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
