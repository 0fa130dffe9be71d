// Start-to-healthy and resident memory of the production server on an existing data directory: the
// first start seeds the demo catalogue (not timed), then `restarts` measured starts on the same data.
// RSS is read right after healthy and again after `settleMs` idle.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServerProcess, type BenchDb, type ServerMode, type ServerProcess } from '../listening/encore-process'

export interface StartupResult {
  mode: ServerMode
  db: BenchDb['kind']
  firstStartMs: number
  startMs: number[]
  rssAtHealthyMb: number[]
  rssIdleMb: number[]
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
export const medianOf = median

/** Opens a seeded server on `dataDir` for further work (the throughput part reuses it). */
export async function measureStartup(options: {
  mode: ServerMode
  db: BenchDb
  dataDir: string
  distDir: string
  port: number
  restarts: number
  settleMs: number
  keepLast?: boolean
}): Promise<{ result: StartupResult; server?: ServerProcess }> {
  // Errors only: the API-only run (no client build) would warn on every start.
  const start = () => startServerProcess({ ...options, logLevel: 'error' })
  const first = await start()
  await first.close()
  const result: StartupResult = { mode: options.mode, db: options.db.kind, firstStartMs: first.startMs, startMs: [], rssAtHealthyMb: [], rssIdleMb: [] }
  let kept: ServerProcess | undefined
  for (let i = 0; i < options.restarts; i++) {
    const server = await start()
    result.startMs.push(server.startMs)
    result.rssAtHealthyMb.push(server.rssMb())
    await new Promise((resolve) => setTimeout(resolve, options.settleMs))
    result.rssIdleMb.push(server.rssMb())
    if (options.keepLast && i === options.restarts - 1) kept = server
    else await server.close()
  }
  return { result, server: kept }
}

export function freshDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'encore-throughput-'))
}

// Direct use: `node --import tsx bench/throughput/startup.ts <compiled|tsx> <pglite|postgres-url>`.
const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename
if (invokedDirectly) {
  const mode = (process.argv[2] ?? 'compiled') as ServerMode
  const target = process.argv[3] ?? 'pglite'
  const db: BenchDb = target === 'pglite' ? { kind: 'pglite' } : { kind: 'postgres', url: target }
  const dataDir = freshDataDir()
  const distDir = path.resolve(import.meta.dirname, '..', '..', process.env.BENCH_DIST_DIR ?? 'dist')
  measureStartup({ mode, db, dataDir, distDir, port: Number(process.env.BENCH_PORT ?? 3141), restarts: 3, settleMs: 3000 })
    .then(({ result }) => {
      console.log(JSON.stringify({ ...result, medianStartMs: median(result.startMs), medianRssIdleMb: median(result.rssIdleMb) }))
    })
    .catch((error: unknown) => {
      console.error(error)
      process.exitCode = 1
    })
    .finally(() => fs.rmSync(dataDir, { recursive: true, force: true }))
}
