// Issue 16 (a lean server): the compiled production server as its own process, on the embedded
// database and on PostgreSQL. Per database: start-to-healthy and resident memory on an existing data
// directory, then requests/second and p50 with 50 keep-alive connections on the pages that need the
// database (album, artist, playlist, search, a library list) and on the cached bootstrap data as the
// baseline. Loopback only, bounded in time. BENCH_THROUGHPUT_TSX=1 adds the old `tsx` start for comparison.
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { measure, type LoadResult } from '../http-load'
import { freshDataDir, measureStartup, medianOf, type StartupResult } from './startup'
import { compileServer, type BenchDb } from '../listening/encore-process'

const root = path.resolve(import.meta.dirname, '..', '..')
const port = Number(process.env.BENCH_THROUGHPUT_PORT ?? 3131)
const seconds = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 5)
const connections = 50
const TARGETS = { rssPgliteMb: 250, rssPostgresMb: 120, startMs: 5000, pageRps: 1000 }

/** What the pages of the demo catalogue ask for; the seed is deterministic, so ids match on both databases. */
const ENDPOINTS: { name: string; path: string; target?: number }[] = [
  { name: 'album page', path: '/api/v1/albums/1?loader=albumPage', target: TARGETS.pageRps },
  { name: 'artist page', path: '/api/v1/artists/1?loader=artistPage' },
  { name: 'playlist page', path: '/api/v1/playlists/1?loader=playlistPage' },
  { name: 'search page', path: '/api/v1/search?query=weather&loader=searchPage', target: TARGETS.pageRps },
  { name: 'library: liked tracks', path: '/api/v1/users/3/liked-tracks' },
  { name: 'bootstrap-data (cached)', path: '/api/v1/bootstrap-data' },
]

export interface DbThroughput {
  db: BenchDb['kind']
  startup: StartupResult
  tsxStartup?: StartupResult
  rssAfterLoadMb: number
  endpoints: (LoadResult & { name: string })[]
}

/** Recreates the named PostgreSQL database so every run starts from the same seeded state. */
async function freshPostgres(url: string): Promise<boolean> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`database name ${name} must be [a-z0-9_]+`)
  target.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: target.toString() })
  try {
    await admin.connect()
  } catch (error) {
    console.log(`PostgreSQL not reachable (${String(error)}); skipping it.`)
    return false
  }
  try {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.query(`create database ${name}`)
    return true
  } finally {
    await admin.end()
  }
}

async function benchDb(db: BenchDb, distDir: string): Promise<DbThroughput> {
  let tsxStartup: StartupResult | undefined
  if (process.env.BENCH_THROUGHPUT_TSX === '1') {
    if (db.kind === 'postgres') await freshPostgres(db.url)
    const dir = freshDataDir()
    try {
      tsxStartup = (await measureStartup({ mode: 'tsx', db, dataDir: dir, distDir, port, restarts: 2, settleMs: 5000 })).result
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  if (db.kind === 'postgres') await freshPostgres(db.url)
  const dataDir = freshDataDir()
  try {
    const { result: startup, server } = await measureStartup({ mode: 'compiled', db, dataDir, distDir, port, restarts: 2, settleMs: 5000, keepLast: true })
    if (!server) throw new Error('no server kept')
    try {
      const endpoints: DbThroughput['endpoints'] = []
      for (const endpoint of ENDPOINTS) {
        const result = await measure(`${server.url}${endpoint.path}`, { seconds, warmupSeconds: 1, connections, cookies: true })
        endpoints.push({ name: endpoint.name, ...result })
        console.log(`  ${db.kind} ${endpoint.name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms${result.errors ? `, ${result.errors} errors` : ''}`)
      }
      return { db: db.kind, startup, tsxStartup, rssAfterLoadMb: server.rssMb(), endpoints }
    } finally {
      await server.close()
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

type Row = (name: string, value: string, target: string, ok: boolean | null) => string

export function throughputRows(results: DbThroughput[], row: Row): string[] {
  const lines: string[] = []
  for (const r of results) {
    const rssTarget = r.db === 'pglite' ? TARGETS.rssPgliteMb : TARGETS.rssPostgresMb
    const startMs = medianOf(r.startup.startMs)
    const idle = medianOf(r.startup.rssIdleMb)
    lines.push(row(`${r.db}: start to healthy (ms)`, String(startMs), `< ${TARGETS.startMs}`, startMs < TARGETS.startMs))
    lines.push(row(`${r.db}: RSS at healthy (MB)`, String(medianOf(r.startup.rssAtHealthyMb)), '', null))
    lines.push(row(`${r.db}: RSS idle 5 s later (MB)`, String(idle), `< ${rssTarget}`, idle < rssTarget))
    if (r.tsxStartup) {
      lines.push(row(`${r.db}: under tsx: start (ms)`, String(medianOf(r.tsxStartup.startMs)), '', null))
      lines.push(row(`${r.db}: under tsx: RSS idle (MB)`, String(medianOf(r.tsxStartup.rssIdleMb)), '', null))
    }
    lines.push(row(`${r.db}: RSS after the load (MB)`, String(r.rssAfterLoadMb), '', null))
    for (const e of r.endpoints) {
      const target = ENDPOINTS.find((x) => x.name === e.name)?.target
      lines.push(row(`${r.db}: ${e.name} req/s (p50 ms)`, `${e.requestsPerSecond} (${e.p50Ms})`, target ? `>= ${target}` : '', target ? e.requestsPerSecond >= target : null))
    }
  }
  return lines
}

export async function runThroughput(distDir: string): Promise<DbThroughput[]> {
  compileServer()
  const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/encore_bench_throughput'
  const targets: BenchDb[] = [{ kind: 'pglite' }]
  if (await freshPostgres(pgUrl)) targets.push({ kind: 'postgres', url: pgUrl })
  const results: DbThroughput[] = []
  for (const db of targets) {
    console.log(`Throughput on ${db.kind} (${connections} connections, ${seconds} s per endpoint)…`)
    results.push(await benchDb(db, distDir))
  }
  const outDir = path.join(root, 'bench-results')
  fs.mkdirSync(outDir, { recursive: true })
  fs.writeFileSync(path.join(outDir, 'throughput-latest.json'), JSON.stringify({ at: new Date().toISOString(), connections, seconds, results }, null, 2))
  return results
}
