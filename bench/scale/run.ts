/**
 * Scale benchmark: the real app (buildApp) over a database made by bench/scale/generate.ts, timing the
 * HTTP list and search endpoints the pages use, page 1 and a page 80% into each list (by `page` offset,
 * and by the keyset `cursor` where the endpoint returns one), sequential requests on loopback.
 *
 *   node_modules/.bin/node --import tsx bench/scale/run.ts --db postgres://…/h2_scale_1m --label pg-1m
 *   node_modules/.bin/node --import tsx bench/scale/run.ts --db postgres://…/h2_scale_1m --label pg-1m \
 *     --baseline postgres://…/h2_scale_10k --baseline-label pg-10k
 *   node_modules/.bin/node --import tsx bench/scale/run.ts --report pg-10k,pg-1m
 *
 * With --baseline (or --baseline-pglite <dir>) both databases are served at once (BENCH_PORT, BENCH_PORT+1)
 * and their samples are interleaved, so the p95 ratio compares requests made under the same machine load.
 * Results merge into bench-results/scale-latest.json under the labels; --report prints the Markdown table.
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from '../../src/server/app'
import { makeLocalStorage } from '../../src/server/lib/storage'
import { loadFixtures, probes, type Fixtures, type Probe } from './endpoints'
import { renderReport, type RunResult, type Timing } from './report'
import { openSession, openTarget, parseArgs, scaleEnv, type Target } from './target'

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

interface Bench {
  target: Target
  base: string
  cookie: string
  fixtures: Fixtures
  tracks: number
  count(sql: string): Promise<number>
  get(url: string, probe: Probe): Promise<unknown>
  close(): Promise<void>
}

/** The real app on one database, listening on `port`, with the admin signed in (listening history). */
async function openBench(target: Target, port: number): Promise<Bench> {
  const handle = await openTarget(target)
  const session = await openSession(target, handle)
  const env = scaleEnv()
  const app = await buildApp({ env, db: handle.db, storage: makeLocalStorage(path.join(env.DATA_DIR, 'storage')) })
  await app.listen({ port, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${port}/api/v1`
  const close = async () => {
    await app.close()
    await session.close()
    await handle.close()
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true })
  }
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
    return {
      target,
      base,
      cookie,
      fixtures,
      tracks,
      count: async (sql) => Number(((await session.query<{ count: string }>(sql)) as [{ count: string }])[0].count),
      async get(url, probe) {
        const res = await fetch(`${base}${url}`, { headers: probe.admin ? { cookie } : {} })
        const body = await res.json()
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`)
        return body
      },
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

interface Variant {
  name: string
  url: string
  probe: Probe
}

/** Page 1 of every probe, plus the page 80% in by offset and, where the answer carries one, by cursor. */
async function variantsOf(b: Bench): Promise<Variant[]> {
  const out: Variant[] = []
  for (const probe of probes(b.fixtures)) {
    const sep = probe.path.includes('?') ? '&' : '?'
    const url = (extra: string) => `${probe.path}${sep}${probe.perPage ? `perPage=${probe.perPage}&` : ''}${extra}`
    out.push({ name: probe.name, url: url('page=1'), probe })
    if (!probe.count || !probe.perPage) continue
    const deep = Math.max(2, Math.floor((0.8 * (await b.count(probe.count))) / probe.perPage))
    out.push({ name: `${probe.name} · page ${deep} (offset)`, url: url(`page=${deep}`), probe })
    const cursor = findCursor(await b.get(url(`page=${deep - 1}`), probe))
    if (cursor) out.push({ name: `${probe.name} · page ${deep} (cursor)`, url: url(`page=${deep}&cursor=${encodeURIComponent(cursor)}`), probe })
  }
  return out
}

const stats = (samples: number[]): Timing => {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), n: sorted.length }
}

/**
 * Times each variant on every bench with the samples interleaved (A, B, A, B…, the order alternating),
 * so a burst of load from other processes lands on both databases alike and their ratio stays fair.
 */
async function timeInterleaved(benches: Bench[], lists: Variant[][]): Promise<Record<string, Timing>[]> {
  const out = benches.map(() => ({}) as Record<string, Timing>)
  const key = (name: string) => name.replace(/ · page \d+ /, ' · deep ')
  for (const v of lists[0]!) {
    const pair = benches.map((b, k) => ({ b, v: k === 0 ? v : lists[k]!.find((x) => key(x.name) === key(v.name)) }))
    for (const { b, v: w } of pair) if (w) for (let j = 0; j < 3; j++) await b.get(w.url, w.probe)
    const samples = benches.map(() => [] as number[])
    const start = performance.now()
    for (let n = 0; n < SAMPLES && performance.now() - start < BUDGET_MS * benches.length; n++) {
      const order = n % 2 ? [...pair.keys()].reverse() : [...pair.keys()]
      for (const k of order) {
        const w = pair[k]!.v
        if (!w) continue
        const t0 = performance.now()
        await pair[k]!.b.get(w.url, w.probe)
        samples[k]!.push(performance.now() - t0)
      }
    }
    pair.forEach(({ v: w }, k) => {
      if (!w) return
      out[k]![w.name] = stats(samples[k]!)
      const t = out[k]![w.name]!
      console.log(`${`[${k}] ${w.name}`.padEnd(64)} p50 ${String(t.p50).padStart(7)} ms  p95 ${String(t.p95).padStart(7)} ms  (n=${t.n})`)
    })
  }
  return out
}

async function main() {
  if (process.argv[2] === '--report') {
    console.log(renderReport(readResults(), process.argv[3]!.split(',')))
    return
  }
  const args = parseArgs(process.argv.slice(2))
  const label = args.values.get('label') ?? args.target.kind
  const port = Number(process.env.BENCH_PORT ?? 3290)
  // --baseline <postgres url> (or --baseline-pglite <dir>) --baseline-label <label>: a second database
  // timed in the same run.
  const baselineUrl = args.values.get('baseline')
  const baselineDir = args.values.get('baseline-pglite')
  const baseline: Target | null = baselineUrl
    ? { kind: 'postgres', url: baselineUrl }
    : baselineDir
      ? { kind: 'pglite', dataDir: path.resolve(baselineDir) }
      : null
  const targets: [Target, string][] = baseline
    ? [[baseline, args.values.get('baseline-label') ?? 'baseline'], [args.target, label]]
    : [[args.target, label]]
  const benches: Bench[] = []
  try {
    for (const [i, [target]] of targets.entries()) benches.push(await openBench(target, port + i))
    const lists = await Promise.all(benches.map((b) => variantsOf(b)))
    // The largest database leads, so its deep pages (which the smaller one may lack) are all timed.
    const order = [...benches.keys()].reverse()
    const timed = await timeInterleaved(
      order.map((k) => benches[k]!),
      order.map((k) => lists[k]!),
    )
    const runs = readResults()
    order.forEach((k, i) => {
      const b = benches[k]!
      runs[targets[k]![1]] = { engine: b.target.kind, tracks: b.tracks, at: new Date().toISOString(), fixtures: b.fixtures, endpoints: timed[i]! }
    })
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
    fs.writeFileSync(RESULTS, `${JSON.stringify({ runs }, null, 1)}\n`)
    console.log(`saved ${targets.map((t) => t[1]).join(', ')} to ${RESULTS}`)
  } finally {
    for (const b of benches) await b.close()
  }
}

await main()
