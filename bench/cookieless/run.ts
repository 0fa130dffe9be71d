// Issue 27: many new visitors at once (an album shared on a social site). The compiled server as its own
// process on a fresh seeded database, and autocannon as another process: 50 connections sending no
// cookies, so every request is a new visitor whose view counts. Album and artist API pages, the answers
// served from the response cache, the views counted in batches (docs/decisions/0025).
// BENCH_VIEWS_FLUSH_MS=0 gives the old behaviour (one view write per request) on the same build.
// Direct use: `node --import tsx bench/cookieless/run.ts [pglite|<postgres url>]`.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { compileServer, startServerProcess, type BenchDb } from '../listening/encore-process'
import { freshDataDir } from '../throughput/startup'

const root = path.resolve(import.meta.dirname, '..', '..')
const port = Number(process.env.BENCH_COOKIELESS_PORT ?? 3135)
const seconds = Number(process.env.BENCH_COOKIELESS_SECONDS ?? 5)
const connections = 50
const TARGET_RPS = 3000

const PAGES = [
  { name: 'album page (API)', path: '/api/v1/albums/1?loader=albumPage' },
  { name: 'artist page (API)', path: '/api/v1/artists/1?loader=artistPage' },
]

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
  try {
    const server = await startServerProcess({ port, distDir, dataDir, db, logLevel: 'error' })
    const results: CookielessResult[] = []
    try {
      for (const page of PAGES) {
        await autocannon(`${server.url}${page.path}`, 1) // warm-up: caches filled, JIT warm
        const { raw: _raw, ...result } = await autocannon(`${server.url}${page.path}`, seconds)
        results.push({ ...result, name: page.name })
        console.log(`  ${db.kind} ${page.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms${result.non2xx ? `, ${result.non2xx} non-2xx` : ''}`)
      }
    } finally {
      await server.close()
    }
    const outDir = path.join(root, 'bench-results')
    fs.mkdirSync(outDir, { recursive: true })
    fs.writeFileSync(path.join(outDir, 'cookieless-latest.json'), JSON.stringify({ at: new Date().toISOString(), db: db.kind, connections, seconds, viewsFlushMs: flush ?? 'default', results }, null, 2))
    return results
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

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
