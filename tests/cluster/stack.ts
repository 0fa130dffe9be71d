// The shared parts of a cluster on this machine: a fresh PostgreSQL database (created and dropped
// here), a Redis key prefix of its own (its keys deleted at the end), s3rver as the S3 store, and N
// compiled server processes (dist-server/main.js) with CLUSTER=1, started and stopped by PID.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'
import { startS3Peer, s3Env, type S3Peer } from '../server/uploads/s3-peer'

export const root = path.resolve(import.meta.dirname, '../..')
export const ADMIN = { email: 'cluster@encore.local', password: 'cluster-password-1' }

export interface Stack {
  runId: string
  databaseUrl: string
  redisUrl: string
  redisPrefix: string
  s3: S3Peer
  dir: string
  env(port: number): NodeJS.ProcessEnv
  teardown(): Promise<void>
}

/** Compiles the server when its sources changed (the same step `npm start` takes). */
export function buildServer(): void {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-server.ts'), '--if-stale'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('server build failed')
}

export async function startStack(label: string, extraEnv: Record<string, string> = {}): Promise<Stack> {
  const runId = `${label}_${randomBytes(4).toString('hex')}`
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database encore_${runId}`)
  await admin.end()
  const dbUrl = new URL(serverUrl)
  dbUrl.pathname = `/encore_${runId}`
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
  const redisPrefix = `encore-cluster:${runId}:`
  const s3 = await startS3Peer('encore-cluster')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `encore-${label}-`))
  return {
    runId,
    databaseUrl: dbUrl.toString(),
    redisUrl,
    redisPrefix,
    s3,
    dir,
    env: (port) => ({
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dir, `data-${port}`),
      DIST_DIR: path.join(dir, 'no-dist'),
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      CLUSTER: '1',
      TRUST_PROXY: '1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...s3Env(s3),
      ...extraEnv,
    }),
    async teardown() {
      await s3.close().catch(() => {})
      const redis = new Redis(redisUrl)
      let cursor = '0'
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500)
        cursor = next
        if (keys.length) await redis.del(...keys)
      } while (cursor !== '0')
      await redis.quit()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists encore_${runId} with (force)`)
      await dropper.end()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface ServerProcess {
  port: number
  child: ChildProcess
  /** SIGTERM and wait: the graceful shutdown a rolling restart relies on. */
  stop(): Promise<void>
  /** SIGKILL: the crash. */
  kill(): Promise<void>
}

/** Every child started here, killed if this script dies before its own clean-up. */
const children = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

/** Fails fast when something else already listens on a port of ours (a health check would lie). */
export async function assertPortFree(port: number): Promise<void> {
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`port ${port} is already in use`)
}

export async function startServer(stack: Stack, port: number, args: string[] = []): Promise<ServerProcess> {
  await assertPortFree(port)
  const child = spawn(process.execPath, [path.join(root, 'dist-server', 'main.js'), ...args], {
    cwd: root,
    env: stack.env(port),
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  children.add(child)
  child.once('exit', () => children.delete(child))
  let stderr = ''
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)))
  const exited = () => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}:\n${stderr}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server on ${port} not healthy:\n${stderr}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    port,
    child,
    async stop() {
      child.kill('SIGTERM')
      await exited()
    },
    async kill() {
      child.kill('SIGKILL')
      await exited()
    },
  }
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}
