// The real Encore server as its own process, NODE_ENV=production and seeded with the demo catalogue:
// compiled (dist-server/main.js, what `npm start` runs) or the old way (src/server/main.ts under tsx)
// for before/after figures. A separate process, unlike bench/app-server.ts, because the listening
// benches pull hundreds of MiB through it: a load generator on the same event loop would slow the
// server down and make the nginx comparison unfair. The throughput bench shares it (bench/throughput).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { superviseChild } from './child-process'
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/build-server'

const root = path.resolve(import.meta.dirname, '..', '..')
const nodeBin = path.join(root, 'node_modules', '.bin', 'node')

export type ServerMode = 'compiled' | 'tsx'
export type BenchDb = { kind: 'pglite' } | { kind: 'postgres'; url: string }

export interface ServerProcess {
  url: string
  /** Spawn to the first 200 from /api/v1/health. */
  startMs: number
  /** Resident memory of the server process, read from /proc (Linux). */
  rssMb: () => number
  close: () => Promise<void>
}

export interface EncoreProcess extends ServerProcess {
  dataDir: string
  /** DATA_DIR/storage: where storage keys (`track_media/…`) live on disk. */
  storageRoot: string
}

/** Builds dist-server/ from the sources when it is older than them. */
export function compileServer(): void {
  const compiled = spawnSync(nodeBin, [path.join(root, 'scripts', 'build-server.ts'), '--if-stale'], { cwd: root, stdio: 'inherit' })
  if (compiled.status !== 0) throw new Error('server compile failed')
}

/** VmRSS of a process in MiB, from /proc/<pid>/status; 0 where /proc is missing. */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    return Math.round(kb / 1024)
  } catch {
    return 0
  }
}

async function waitForHealth(url: string, exited: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the Encore server exited before it was ready')
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    // Short, because the throughput bench reports start-to-healthy.
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the Encore server at ${url} was not healthy after ${timeoutMs} ms`)
}

/** The server on `dataDir` (seeded on its first start); the caller owns the directory. */
export async function startServerProcess(options: {
  port: number
  distDir: string
  dataDir: string
  mode?: ServerMode
  db?: BenchDb
  logLevel?: 'warn' | 'error'
  /** Extra environment for the server (e.g. SSR=1), over the bench's own. */
  env?: NodeJS.ProcessEnv
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`
  // Compiled: as `npm start` runs it (the flags and environment of scripts/build-server.ts).
  const args = options.mode === 'tsx' ? ['--import', 'tsx', 'src/server/main.ts'] : [...SERVER_NODE_FLAGS, path.join(root, 'dist-server', 'main.js')]
  const started = performance.now()
  const env: NodeJS.ProcessEnv = {
    ...(options.mode === 'tsx' ? {} : SERVER_ENV),
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    DIST_DIR: options.distDir,
    SEED_DEMO: '1',
    ADMIN_PASSWORD: 'bench-admin-password',
    LOG_LEVEL: options.logLevel ?? 'warn',
    APP_URL: url,
    ...options.env,
  }
  if (options.db?.kind === 'postgres') env.DATABASE_URL = options.db.url
  else delete env.DATABASE_URL
  const child = spawn(nodeBin, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] })
  // A bench that dies half-way must not leave the server running; graceful shutdown closes the
  // embedded database, forced if that hangs.
  const { exited, stop: stopChild } = superviseChild(child, 15_000)
  // A server that dies under a bench (out of memory, killed from outside) says so, instead of later
  // requests failing with no reason given.
  let stopping = false
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`the Encore server on port ${options.port} exited unexpectedly (${signal ?? `code ${code}`})`)
  })
  const stop = () => {
    stopping = true
    return stopChild()
  }
  try {
    await waitForHealth(url, exited, 300_000)
  } catch (error) {
    await stop()
    throw error
  }
  const startMs = Math.round(performance.now() - started)
  return { url, startMs, rssMb: () => rssMb(child.pid ?? 0), close: stop }
}

/** The compiled server on a fresh temporary DATA_DIR, removed on close. */
export async function startEncoreProcess(options: { port: number; distDir: string; env?: NodeJS.ProcessEnv }): Promise<EncoreProcess> {
  compileServer()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-listening-'))
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true })
  try {
    const server = await startServerProcess({ ...options, dataDir })
    const close = async () => {
      await server.close()
      remove()
    }
    return { ...server, dataDir, storageRoot: path.join(dataDir, 'storage'), close }
  } catch (error) {
    remove()
    throw error
  }
}
