// `npm run bench:cluster`: requests per second for the catalogue API and for Range streams with 1, 2
// and 3 compiled server processes behind nginx, in one run, on PostgreSQL, Redis and s3rver (the
// cluster suite's stack). Also: CPU time per request and per streamed MB, database transactions per
// page request, resident memory per process under load. The load generator runs on the same machine
// and takes its share of the cores: the figures are for this machine, stated with its core count.
// Ports 4230-4233 (BENCH_CLUSTER_PORT). Prints a JSON report and a Markdown table for docs/scaling.md.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import pg from 'pg'
import { ensureNginx, startNginx } from '../../tests/cluster/nginx'
import { buildServer, rssMb, startServer, startStack, type ServerProcess } from '../../tests/cluster/stack'

// BENCH_CLUSTER_PORT moves nginx and the three processes (the next three ports) off 4230-4233.
const NGINX_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 4230)
const PORTS = [NGINX_PORT + 1, NGINX_PORT + 2, NGINX_PORT + 3]
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = 32
const RANGE_BYTES = 256 * 1024

interface Result {
  processes: number
  kind: 'catalogue' | 'stream'
  requestsPerSecond: number
  errors: number
  p50Ms: number
  p99Ms: number
  cpuMsPerRequest: number
  mbPerSecond: number
  dbTransactionsPerRequest: number
  rssMb: number[]
}

/** utime + stime of a process in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100)
}

async function load(paths: string[], headers: Record<string, string>, seconds: number): Promise<{ requests: number; errors: number; bytes: number; latencies: number[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const latencies: number[] = []
  let errors = 0
  let bytes = 0
  let next = 0
  const until = performance.now() + seconds * 1000
  const one = (path: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now()
      const req = http.get({ host: '127.0.0.1', port: NGINX_PORT, path, agent, headers }, (res) => {
        res.on('data', (chunk: Buffer) => (bytes += chunk.length))
        res.on('end', () => {
          if (res.statusCode === 200 || res.statusCode === 206) latencies.push(performance.now() - started)
          else errors++
          resolve()
        })
      })
      req.on('error', () => {
        errors++
        resolve()
      })
    })
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) await one(paths[next++ % paths.length]!)
    }),
  )
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return { requests: latencies.length, errors, bytes, latencies }
}

const pct = (sorted: number[], p: number) => Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1))

async function main() {
  ensureNginx()
  buildServer()
  const stack = await startStack('bench')
  const servers: ServerProcess[] = []
  const results: Result[] = []
  const db = new pg.Client({ connectionString: stack.databaseUrl })
  try {
    servers.push(await startServer(stack, PORTS[0]!))
    servers.push(...(await Promise.all(PORTS.slice(1).map((p) => startServer(stack, p)))))
    await db.connect()
    const { rows } = await db.query<{ id: number }>('select id from tracks order by id limit 50')
    const trackIds = rows.map((r) => r.id)
    const kinds = {
      catalogue: { paths: trackIds.map((id) => `/api/v1/tracks/${id}`), headers: {} },
      stream: { paths: trackIds.map((id) => `/api/v1/tracks/${id}/stream`), headers: { range: `bytes=0-${RANGE_BYTES - 1}` } },
    }
    for (let n = 1; n <= 3; n += 1) {
      const nginx = await startNginx(`${stack.dir}/nginx-${n}`, NGINX_PORT, PORTS.slice(0, n))
      try {
        for (const [kind, spec] of Object.entries(kinds) as [Result['kind'], (typeof kinds)['catalogue']][]) {
          await load(spec.paths, spec.headers, 2)
          const pids = servers.slice(0, n).map((s) => s.child.pid!)
          const cpuBefore = pids.map(cpuMs)
          const xactBefore = await transactions(db)
          const run = await load(spec.paths, spec.headers, SECONDS)
          const cpu = pids.reduce((sum, pid, i) => sum + cpuMs(pid) - cpuBefore[i]!, 0)
          const rss = pids.map(rssMb)
          // Backends flush their statistics at most once a second.
          await new Promise((r) => setTimeout(r, 1500))
          const xacts = (await transactions(db)) - xactBefore
          results.push({
            processes: n,
            kind,
            requestsPerSecond: Math.round(run.requests / SECONDS),
            errors: run.errors,
            p50Ms: pct(run.latencies, 50),
            p99Ms: pct(run.latencies, 99),
            cpuMsPerRequest: Number((cpu / Math.max(1, run.requests)).toFixed(2)),
            mbPerSecond: Number((run.bytes / SECONDS / 1024 / 1024).toFixed(1)),
            dbTransactionsPerRequest: Number((xacts / Math.max(1, run.requests)).toFixed(2)),
            rssMb: rss,
          })
          console.log(JSON.stringify(results.at(-1)))
        }
      } finally {
        await nginx.stop()
      }
    }
  } finally {
    await db.end().catch(() => {})
    await Promise.all(servers.map((s) => s.kill()))
    await stack.teardown()
  }
  // The machine's load average over the last minute, as the run ends: what the figures shared the cores with.
  const report = { cores: os.cpus().length, cpu: os.cpus()[0]?.model, loadAverage1m: os.loadavg()[0], seconds: SECONDS, connections: CONNECTIONS, rangeBytes: RANGE_BYTES, results }
  console.log(JSON.stringify(report, null, 2))
  console.log(`\n${os.cpus().length} cores (${os.cpus()[0]?.model}), load average ${report.loadAverage1m.toFixed(1)} at the end, ${CONNECTIONS} connections, ${SECONDS} s per cell\n`)
  console.log('| processes | kind | req/s | p50 ms | p99 ms | CPU ms/req | MB/s | DB xacts/req | RSS MB per process | errors |')
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const r of results) {
    console.log(`| ${r.processes} | ${r.kind} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.cpuMsPerRequest} | ${r.mbPerSecond} | ${r.dbTransactionsPerRequest} | ${r.rssMb.join(' / ')} | ${r.errors} |`)
  }
}

/** Committed transactions of the bench database: every statement outside an explicit transaction is one. */
async function transactions(db: pg.Client): Promise<number> {
  await db.query('select pg_stat_clear_snapshot()')
  const { rows } = await db.query<{ n: string }>('select xact_commit n from pg_stat_database where datname = current_database()')
  return Number(rows[0]!.n)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
