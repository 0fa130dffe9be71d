// Opening a scale database on PostgreSQL (`--db <url>`) or embedded PGlite (`--pglite <dir>`) through the
// project's own createDb, so the schema is always exactly what the migrations make.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { loadEnv, type Env } from '../../src/server/config/env'
import { createDb, type DbHandle } from '../../src/server/db/client'

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string }

export interface CliArgs {
  target: Target
  values: Map<string, string>
  flags: Set<string>
}

export function parseArgs(argv: string[]): CliArgs {
  const values = new Map<string, string>()
  const flags = new Set<string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg}`)
    const next = argv[i + 1]
    if (next === undefined || next.startsWith('--')) flags.add(arg.slice(2))
    else values.set(arg.slice(2), (i++, next))
  }
  const db = values.get('db')
  const dir = values.get('pglite')
  if (!db === !dir) throw new Error('give exactly one of --db postgres://… or --pglite <dir>')
  return { target: db ? { kind: 'postgres', url: db } : { kind: 'pglite', dataDir: path.resolve(dir!) }, values, flags }
}

/** Creates the PostgreSQL database named in the URL when missing; `fresh` drops it first. */
export async function ensureDatabase(target: Target, fresh: boolean): Promise<void> {
  if (target.kind === 'pglite') {
    if (fresh) fs.rmSync(target.dataDir, { recursive: true, force: true })
    return
  }
  const url = new URL(target.url)
  const name = decodeURIComponent(url.pathname.slice(1))
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`database name ${name} must be [a-z0-9_]+`)
  url.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  try {
    if (fresh) await admin.query(`drop database if exists ${name} with (force)`)
    const found = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
}

export function openTarget(target: Target): Promise<DbHandle> {
  return createDb(target.kind === 'postgres' ? { kind: 'postgres', url: target.url } : { kind: 'pglite', dataDir: target.dataDir })
}

/** Runs raw SQL on one session (session settings stick), returning rows. */
export interface Session {
  query<T = Record<string, unknown>>(text: string): Promise<T[]>
  close(): Promise<void>
}

export async function openSession(target: Target, handle: DbHandle): Promise<Session> {
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url })
    await client.connect()
    return { query: async (text) => (await client.query(text)).rows, close: () => client.end() }
  }
  // PGlite has a single connection: drizzle's execute runs on it.
  return {
    query: async <T>(text: string) => {
      const res = await handle.db.execute(sql.raw(text))
      return (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[]
    },
    close: async () => {},
  }
}

export function scaleEnv(extra: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'encore-scale-')),
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    ADMIN_PASSWORD: 'scale-admin-password',
    ...extra,
  })
}
