// Upload throughput (issue 11): tus through the real app (auth, XSRF, hooks, file store, entry creation)
// as a ratio to a raw HTTP PUT streamed to disk by a bare Node server, both on loopback in this run, so
// the machine's speed cancels out. Writes bench-results/uploads-latest.json and prints a table.
// Part of `npm run bench`; alone: node_modules/.bin/node --import tsx bench/uploads/run.ts
// (BENCH_UPLOAD_MB, default 64; BENCH_UPLOAD_RUNS, default 3). Target: tus at least 0.6 of the raw PUT.
import { randomBytes } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Upload } from 'tus-js-client'
import { buildApp } from '../../src/server/app'
import { loadEnv } from '../../src/server/config/env'
import { createDb } from '../../src/server/db/client'
import { seed } from '../../src/server/seed'
import { encodeWav } from '../../src/server/demo/audio/wav'
import { makeLocalStorage } from '../../src/server/lib/storage'

const root = path.resolve(import.meta.dirname, '..', '..')
const MB = 1024 * 1024
const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 64)
const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 3)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** Baseline: PUTs (one, or one per chunk) streamed straight into a file, nothing else. */
async function rawPut(data: Buffer, dir: string, chunkSize = Infinity): Promise<number> {
  const server = http.createServer((req, res) => {
    const start = Number(req.headers['x-offset'] ?? 0)
    pipeline(req, fs.createWriteStream(path.join(dir, 'raw.bin'), { flags: start ? 'r+' : 'w', start })).then(
      () => res.writeHead(204).end(),
      () => res.writeHead(500).end(),
    )
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as { port: number }
  const agent = new http.Agent({ keepAlive: true })
  const started = performance.now()
  for (let offset = 0; offset < data.length; offset += Math.min(chunkSize, data.length)) {
    const body = data.subarray(offset, Math.min(offset + chunkSize, data.length))
    await new Promise<void>((resolve, reject) => {
      const headers = { 'content-length': body.length, 'x-offset': offset }
      const req = http.request({ host: '127.0.0.1', port, method: 'PUT', path: '/', agent, headers }, (res) => {
        res.resume()
        res.on('end', () => resolve())
      })
      req.on('error', reject)
      req.end(body)
    })
  }
  agent.destroy()
  const ms = performance.now() - started
  await new Promise((r) => server.close(r))
  return ms
}

function tusPut(endpoint: string, data: Buffer, headers: Record<string, string>, chunkSize: number): Promise<{ ms: number; url: string }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const upload = new Upload(data, {
      endpoint,
      headers,
      chunkSize,
      retryDelays: [],
      metadata: { name: 'bench.wav', diskPrefix: 'track_media' },
      onError: reject,
      onSuccess: () => resolve({ ms: performance.now() - started, url: upload.url! }),
    })
    upload.start()
  })
}

/** Runs the upload part and returns its rows (also written to bench-results/uploads-latest.json). */
export async function runUploadsBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-bench-uploads-'))
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist'), LOG_LEVEL: 'silent', SEED_DEMO: '0', ADMIN_PASSWORD: 'bench-admin-password' })
  const handle = await createDb({ kind: 'pglite', dataDir })
  const storage = makeLocalStorage(path.join(dataDir, 'storage'))
  const app = await buildApp({ env, db: handle.db, storage })
  await seed({ db: handle.db, storage, env, log: { info: () => {}, warn: () => {} } })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })

  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: 'bench-admin-password', remember: true }),
  })
  const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!)
  const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!)
  const headers = { cookie: cookies.join('; '), 'x-xsrf-token': xsrf }

  const data = encodeWav(new Int16Array(randomBytes(SIZE_MB * MB).buffer), 44100, 2)
  const rows: { name: string; ms: number }[] = []
  const raw: number[] = []
  const rawChunked: number[] = []
  const tusChunked: number[] = []
  const tusWhole: number[] = []
  for (let i = 0; i < RUNS; i++) {
    raw.push(await rawPut(data, dataDir))
    rawChunked.push(await rawPut(data, dataDir, 5 * MB))
    for (const [list, chunk] of [
      [tusChunked, 5 * MB],
      [tusWhole, Infinity],
    ] as const) {
      const { ms, url } = await tusPut(`${base}/api/v1/tus/upload`, data, headers, chunk)
      list.push(ms)
      // Claim it (as the client does), so staged files do not pile up between runs.
      await fetch(`${base}/api/v1/tus/entries`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ uploadKey: url.split('/').pop() }),
      })
    }
  }
  rows.push(
    { name: 'raw PUT to disk', ms: median(raw) },
    { name: 'raw PUTs of 5 MB', ms: median(rawChunked) },
    { name: 'tus, 5 MB chunks', ms: median(tusChunked) },
    { name: 'tus, one request', ms: median(tusWhole) },
  )
  await app.close()
  await handle.close()
  fs.rmSync(dataDir, { recursive: true, force: true })

  const mbps = (ms: number) => data.length / MB / (ms / 1000)
  const results = {
    at: new Date().toISOString(),
    node: process.version,
    sizeMb: +(data.length / MB).toFixed(1),
    runs: RUNS,
    rows: rows.map((r) => ({ ...r, ms: Math.round(r.ms), mbPerS: +mbps(r.ms).toFixed(1), ratioToRaw: +(mbps(r.ms) / mbps(rows[0]!.ms)).toFixed(2) })),
  }
  const outDir = path.join(root, 'bench-results')
  fs.mkdirSync(outDir, { recursive: true })
  fs.writeFileSync(path.join(outDir, 'uploads-latest.json'), JSON.stringify(results, null, 2))
  console.log(`Upload throughput, ${results.sizeMb} MB, median of ${RUNS}`)
  console.log('| Path | ms | MB/s | ratio to raw PUT |\n|---|---|---|---|')
  for (const r of results.rows) console.log(`| ${r.name} | ${r.ms} | ${r.mbPerS} | ${r.ratioToRaw} |`)
  return results
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runUploadsBench().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
