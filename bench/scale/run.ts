/**
 * Scale benchmark: the real app (buildApp) over a database made by bench/scale/generate.ts, timing the
 * HTTP list and search endpoints the pages use, page 1 and a page 80% into each list (by `page` offset,
 * and by the keyset `cursor` where the endpoint returns one), sequential requests on loopback.
 *
 *   node_modules/.bin/node --import tsx bench/scale/run.ts --db postgres://…/h2_scale_1m --label pg-1m
 *   node_modules/.bin/node --import tsx bench/scale/run.ts --report pg-10k,pg-1m
 *
 * Results merge into bench-results/scale-latest.json under the label; --report prints the Markdown table.
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from '../../src/server/app'
import { makeLocalStorage } from '../../src/server/lib/storage'
import { loadFixtures, probes, type Probe } from './endpoints'
import { renderReport, type RunResult, type Timing } from './report'
import { openSession, openTarget, parseArgs, scaleEnv } from './target'

const RESULTS = path.resolve('bench-results/scale-latest.json')
const SAMPLES = Number(process.env.SCALE_SAMPLES ?? 30)
/** A variant stops early once it has spent this long, so a pathological endpoint cannot stall the run. */
const BUDGET_MS = 15_000

function readResults(): Record<string, RunResult> {
  return fs.existsSync(RESULTS) ? (JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as { runs: Record<string, RunResult> }).runs : {}
}

function percentile(sorted: number[], p: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1))
}

function findCursor(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  const record = body as Record<string, unknown>
  if (typeof record.next_cursor === 'string') return record.next_cursor
  for (const value of Object.values(record)) {
    const found = findCursor(value)
    if (found) return found
  }
  return undefined
}

async function main() {
  if (process.argv[2] === '--report') {
    console.log(renderReport(readResults(), process.argv[3]!.split(',')))
    return
  }
  const args = parseArgs(process.argv.slice(2))
  const label = args.values.get('label') ?? args.target.kind
  const port = Number(process.env.BENCH_PORT ?? 3290)
  const handle = await openTarget(args.target)
  const session = await openSession(args.target, handle)
  const env = scaleEnv()
  const app = await buildApp({ env, db: handle.db, storage: makeLocalStorage(path.join(env.DATA_DIR, 'storage')) })
  await app.listen({ port, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${port}/api/v1`
  try {
    const fixtures = await loadFixtures(session)
    const [{ tracks }] = (await session.query<{ tracks: number }>('select count(*)::int as tracks from tracks')) as [{ tracks: number }]
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: 'scale-admin-password' }),
    })
    if (!login.ok) throw new Error(`admin login failed: ${login.status}`)
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')

    async function get(url: string, probe: Probe): Promise<unknown> {
      const res = await fetch(`${base}${url}`, { headers: probe.admin ? { cookie } : {} })
      const body = await res.json()
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`)
      return body
    }
    async function time(url: string, probe: Probe): Promise<Timing> {
      for (let i = 0; i < 3; i++) await get(url, probe)
      const samples: number[] = []
      const start = performance.now()
      while (samples.length < SAMPLES && performance.now() - start < BUDGET_MS) {
        const t0 = performance.now()
        await get(url, probe)
        samples.push(performance.now() - t0)
      }
      samples.sort((a, b) => a - b)
      return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), n: samples.length }
    }

    const endpoints: Record<string, Timing> = {}
    for (const probe of probes(fixtures)) {
      const sep = probe.path.includes('?') ? '&' : '?'
      const url = (extra: string) => `${probe.path}${sep}${probe.perPage ? `perPage=${probe.perPage}&` : ''}${extra}`
      endpoints[probe.name] = await time(url('page=1'), probe)
      if (probe.count && probe.perPage) {
        const [{ count }] = (await session.query<{ count: string }>(probe.count)) as [{ count: string }]
        const deep = Math.max(2, Math.floor((0.8 * Number(count)) / probe.perPage))
        endpoints[`${probe.name} · page ${deep} (offset)`] = await time(url(`page=${deep}`), probe)
        const cursor = findCursor(await get(url(`page=${deep - 1}`), probe))
        if (cursor) endpoints[`${probe.name} · page ${deep} (cursor)`] = await time(url(`page=${deep}&cursor=${encodeURIComponent(cursor)}`), probe)
      }
      for (const [name, t] of Object.entries(endpoints).filter(([n]) => n.startsWith(probe.name))) {
        console.log(`${name.padEnd(60)} p50 ${String(t.p50).padStart(7)} ms  p95 ${String(t.p95).padStart(7)} ms  (n=${t.n})`)
      }
    }
    const runs = readResults()
    runs[label] = { engine: args.target.kind, tracks, at: new Date().toISOString(), fixtures, endpoints }
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
    fs.writeFileSync(RESULTS, `${JSON.stringify({ runs }, null, 1)}\n`)
    console.log(`saved ${label} to ${RESULTS}`)
  } finally {
    await app.close()
    await session.close()
    await handle.close()
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true })
  }
}

await main()
