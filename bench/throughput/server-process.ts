// The production server as its own process, started the way `npm start` starts it (compiled
// dist-server/main.js) or the old way (src/server/main.ts under tsx) for the before/after figures.
// Reports start-to-healthy time and the process's resident memory, read from /proc (Linux).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { superviseChild } from '../listening/child-process'
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/build-server'

const root = path.resolve(import.meta.dirname, '..', '..')
const nodeBin = path.join(root, 'node_modules', '.bin', 'node')

export type ServerMode = 'compiled' | 'tsx'
export type BenchDb = { kind: 'pglite' } | { kind: 'postgres'; url: string }

export interface ServerProcess {
  url: string
  /** Spawn to the first 200 from /api/v1/health. */
  startMs: number
  rssMb: () => number
  close: () => Promise<void>
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
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the Encore server at ${url} was not healthy after ${timeoutMs} ms`)
}

export async function startServerProcess(options: {
  mode: ServerMode
  db: BenchDb
  dataDir: string
  distDir: string
  port: number
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`
  // Compiled: as `npm start` runs it (the flags and environment of scripts/build-server.ts).
  const args = options.mode === 'compiled' ? [...SERVER_NODE_FLAGS, path.join(root, 'dist-server', 'main.js')] : ['--import', 'tsx', 'src/server/main.ts']
  const started = performance.now()
  const env: NodeJS.ProcessEnv = {
    ...(options.mode === 'compiled' ? SERVER_ENV : {}),
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    DIST_DIR: options.distDir,
    SEED_DEMO: '1',
    ADMIN_PASSWORD: 'bench-admin-password',
    // Errors only: the API-only run (no client build) would warn on every start.
    LOG_LEVEL: 'error',
    APP_URL: url,
  }
  if (options.db.kind === 'postgres') env.DATABASE_URL = options.db.url
  else delete env.DATABASE_URL
  const child = spawn(nodeBin, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const { exited, stop } = superviseChild(child, 15_000)
  try {
    await waitForHealth(url, exited, 300_000)
  } catch (error) {
    await stop()
    throw error
  }
  const startMs = Math.round(performance.now() - started)
  return { url, startMs, rssMb: () => rssMb(child.pid ?? 0), close: stop }
}
