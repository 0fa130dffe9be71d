// Issue 27: many new visitors at once (an album shared on a social site). The compiled server (SSR on) as its own
// process on a fresh seeded database, and autocannon as another process: 50 connections sending no
// cookies, so every request is a new visitor whose view counts. Album and artist pages, as API answers and as
// server-rendered HTML (and the album HTML's time to first byte, rendered and cached), the answers
// served from the response cache, the views counted in batches (docs/decisions/0025).
// BENCH_VIEWS_FLUSH_MS=0 gives the old behaviour (one view write per request) on the same build.
// Direct use: `node --import tsx bench/cookieless/run.ts [pglite|<postgres url>]`.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { compileServer, startServerProcess, type BenchDb } from '../listening/encore-process'
import { freshDataDir } from '../throughput/startup'
import { slugify } from '../../src/shared/lib/slug'

const root = path.resolve(import.meta.dirname, '..', '..')
const port = Number(process.env.BENCH_COOKIELESS_PORT ?? 3135)
const seconds = Number(process.env.BENCH_COOKIELESS_SECONDS ?? 5)
const connections = 50
const TARGET_RPS = 3000

const API_PAGES: { name: string; path: string; headers?: Record<string, string> }[] = [
  { name: 'album page (API)', path: '/api/v1/albums/1?loader=albumPage' },
  { name: 'artist page (API)', path: '/api/v1/artists/1?loader=artistPage' },
]

/** The same two pages as a browser opens them: server-rendered HTML (SSR on), compressed as browsers ask. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip' }

async function htmlPages(base: string): Promise<{ name: string; path: string; headers?: Record<string, string> }[]> {
  const album = (await (await fetch(`${base}/api/v1/albums/1?loader=albumPage`)).json()) as { album: { name: string; artists: { name: string }[] } }
  const artist = (await (await fetch(`${base}/api/v1/artists/1?loader=artistPage`)).json()) as { artist: { name: string } }
  return [
    { name: 'album page (HTML)', path: `/album/1/${slugify(album.album.artists[0]?.name ?? 'artist')}/${slugify(album.album.name)}`, headers: BROWSER_ENCODINGS },
    { name: 'artist page (HTML)', path: `/artist/1/${slugify(artist.artist.name)}`, headers: BROWSER_ENCODINGS },
  ]
}

/**
 * Requests per time-to-first-byte median: 20 left the rendered figure swinging 24-45 ms between identical
 * runs (a scavenge or two lands in a few of them); 60 hold it within a few ms.
 */
const TTFB_SAMPLES = 60

/** Time to first byte of one request at a time (no load), `count` times: the median, in ms. */
async function ttfbMedian(url: string, count: number): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await fetch(url, { headers: BROWSER_ENCODINGS })
    const reader = response.body!.getReader()
    await reader.read()
    times.push(performance.now() - started)
    await reader.cancel()
  }
  times.sort((a, b) => a - b)
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10
}

export interface HtmlTtfb {
  /** Median time to first byte of the album page, one request at a time: rendered each time, and from the HTML cache. */
  uncachedMs: number
  cachedMs: number
}

export interface CookielessResult {
  name: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
}

/**
 * autocannon in its own process (its JSON summary on stdout), so the load never shares the server's CPU
 * accounting. Also used by bench/subsonic (other connection counts, a session cookie).
 */
export function autocannon(url: string, duration: number, options: { connections?: number; headers?: Record<string, string> } = {}): Promise<CookielessResult & { raw: unknown }> {
  const bin = path.join(root, 'node_modules', '.bin', 'autocannon')
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['--headers', `${name}=${value}`])
  return new Promise((resolve, reject) => {
    const args = ['--json', '--connections', String(options.connections ?? connections), '--duration', String(duration), ...headers, url]
    const child = spawn(bin, args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`))
      const r = JSON.parse(out) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }
      resolve({ name: url, requestsPerSecond: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors, raw: r })
    })
  })
}

export async function runCookieless(distDir: string, db: BenchDb = { kind: 'pglite' }): Promise<CookielessResult[]> {
  compileServer()
  const dataDir = freshDataDir()
  const flush = process.env.BENCH_VIEWS_FLUSH_MS
  if (flush !== undefined) process.env.VIEWS_FLUSH_MS = flush
  // The HTML pages are server-rendered (SSR is on by default; BENCH_SSR=0 measures the client-rendered shell).
  process.env.SSR = process.env.BENCH_SSR ?? '1'
  try {
    const server = await startServerProcess({ port, distDir, dataDir, db, logLevel: 'error', env: NO_FFMPEG })
    const results: CookielessResult[] = []
    let ttfb: HtmlTtfb | null = null
    try {
      const pages = [...API_PAGES, ...(await htmlPages(server.url))]
      for (const page of pages) {
        await autocannon(`${server.url}${page.path}`, 1, { headers: page.headers }) // warm-up: caches filled, JIT warm
        const { raw: _raw, ...result } = await autocannon(`${server.url}${page.path}`, seconds, { headers: page.headers })
        results.push({ ...result, name: page.name })
        console.log(`  ${db.kind} ${page.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms${result.non2xx ? `, ${result.non2xx} non-2xx` : ''}`)
      }
      ttfb = await htmlTtfb(server.url, pages.find((p) => p.name === 'album page (HTML)')!.path, distDir, db)
      console.log(`  ${db.kind} album page (HTML) time to first byte, median of ${TTFB_SAMPLES} one at a time: ${ttfb.uncachedMs} ms rendered, ${ttfb.cachedMs} ms cached`)
    } finally {
      await server.close()
    }
    const outDir = path.join(root, 'bench-results')
    fs.mkdirSync(outDir, { recursive: true })
    fs.writeFileSync(path.join(outDir, 'cookieless-latest.json'), JSON.stringify({ at: new Date().toISOString(), db: db.kind, ssr: process.env.SSR === '1', connections, seconds, viewsFlushMs: flush ?? 'default', results, albumHtmlTtfb: ttfb }, null, 2))
    return results
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The album page's HTML time to first byte: cached on the running server, and rendered each time on a
 * second server over the same data with the response cache off (RESPONSE_CACHE_MS=0).
 */
async function htmlTtfb(base: string, pagePath: string, distDir: string, db: BenchDb): Promise<HtmlTtfb> {
  await fetch(base + pagePath)
  // A second's pause after the 50-connection runs: right after them V8 works off the heap they grew, and
  // a one-at-a-time visitor's time to first byte would measure that for a while (20-30 ms, seen here).
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const cachedMs = await ttfbMedian(base + pagePath, TTFB_SAMPLES)
  const previous = process.env.RESPONSE_CACHE_MS
  process.env.RESPONSE_CACHE_MS = '0'
  const dataDir = freshDataDir()
  try {
    const uncached = await startServerProcess({ port: port + 1, distDir, dataDir, db, logLevel: 'error', env: NO_FFMPEG })
    try {
      await ttfbMedian(uncached.url + pagePath, 3) // the server entry loads on the first render
      return { uncachedMs: await ttfbMedian(uncached.url + pagePath, TTFB_SAMPLES), cachedMs }
    } finally {
      await uncached.close()
    }
  } finally {
    if (previous === undefined) delete process.env.RESPONSE_CACHE_MS
    else process.env.RESPONSE_CACHE_MS = previous
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The bench servers run without ffmpeg: a freshly seeded catalogue starts its one-time loudness sweep (about
 * two minutes of ffmpeg on both cores here), which is not the cost of a page and would be measured with it.
 * These answers do not depend on ffmpeg (streaming quality and loudness are the player's business).
 */
const NO_FFMPEG = { FFMPEG_PATH: '/nonexistent/ffmpeg' }

type Row = (name: string, value: string, target: string, ok: boolean | null) => string

export function cookielessRows(results: CookielessResult[], row: Row): string[] {
  return results.map((r) => row(`cookieless ${r.name} req/s (p99 ms)`, `${r.requestsPerSecond} (${r.p99Ms})`, `>= ${TARGET_RPS}`, r.requestsPerSecond >= TARGET_RPS))
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename
if (invokedDirectly) {
  const target = process.argv[2] ?? 'pglite'
  const db: BenchDb = target === 'pglite' ? { kind: 'pglite' } : { kind: 'postgres', url: target }
  runCookieless(path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist'), db).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
