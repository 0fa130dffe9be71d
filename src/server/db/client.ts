import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema/index'
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface DbHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs `fn` while no other process runs a start-up step on this database (seeding a fresh cluster). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Key of the session advisory lock that serialises start-up (migrations, seeding) across processes. */
const STARTUP_LOCK_KEY = 7_345_012

/** Holds a session advisory lock on one pooled connection while `fn` runs, so several processes starting at once migrate and seed one after another. */
async function withStartupLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    try {
      return await fn()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * Every session's pg_trgm threshold for the `%` typo match of local search (search.repo.ts): one typo in
 * a 5+ letter word stays above 0.4, while the default 0.3 lets a short query match ~2% of a million names.
 * Set per connection so a search is one statement, not a transaction around `set local`.
 */
export const TRGM_THRESHOLD = 0.4
/**
 * The same session's threshold for the word typo match (`%>>`, strict word similarity): a misspelt word of
 * a longer name ("dreming" : "Dreaming of You" = 0.55) whose whole-name similarity is far below 0.4.
 */
export const TRGM_WORD_THRESHOLD = 0.5

/**
 * PostgreSQL's buffer pool inside PGlite. initdb writes the server default (128MB) into postgresql.conf,
 * and single-user PGlite allocates and touches all of it in its WASM memory at every start: 130 MB of
 * resident memory for a pool a self-hosted catalogue does not fill (docs/benchmarks.md, Lean server).
 * Pages beyond it are read again through the OS file cache. A start parameter, so it applies to data
 * directories made before this setting too.
 */
export const PGLITE_SHARED_BUFFERS = '16MB'

export type DbTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }

/** Opens the database and applies committed migrations. Embedded directories are locked per process. */
export async function createDb(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    // Idle connections live a minute (pg's default is 10 s): a new backend plans its first queries with
    // cold catalog caches (a search statement: 50 ms instead of 2 ms), which a burst after a lull would pay.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      idleTimeoutMillis: 60_000,
      options: `-c pg_trgm.similarity_threshold=${TRGM_THRESHOLD} -c pg_trgm.strict_word_similarity_threshold=${TRGM_WORD_THRESHOLD}`,
    })
    // An idle client whose connection the server ends (restart, failover, admin_shutdown 57P01) emits
    // 'error' on the pool; without a listener that would crash the process. The pool replaces it.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
    const db = drizzlePg(pool, { schema }) as unknown as Db
    await withStartupLock(pool, async () => {
      await pool.query('create extension if not exists pg_trgm; create extension if not exists unaccent;')
      await migratePg(drizzlePg(pool), { migrationsFolder })
    })
    return { db, kind: 'postgres', exclusive: (fn) => withStartupLock(pool, fn), close: () => pool.end() }
  }

  let lock: DataDirLock | undefined
  let dataDir: string | undefined
  if (target.kind === 'pglite') {
    fs.mkdirSync(target.dataDir, { recursive: true })
    lock = acquireDataDirLock(target.dataDir)
    dataDir = path.join(target.dataDir, 'pgdata')
  }
  try {
    // The embedded database's JavaScript (PGlite, its extensions, drizzle's driver) loads only here, so a
    // server on PostgreSQL does not hold it.
    const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('@electric-sql/pglite/contrib/unaccent'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ])
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent }, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] })
    await client.exec(`create extension if not exists pg_trgm; create extension if not exists unaccent; set pg_trgm.similarity_threshold = ${TRGM_THRESHOLD}; set pg_trgm.strict_word_similarity_threshold = ${TRGM_WORD_THRESHOLD};`)
    const db = drizzlePglite(client, { schema }) as unknown as Db
    await migratePglite(drizzlePglite(client), { migrationsFolder })
    return {
      db,
      kind: 'pglite',
      // One process per embedded directory (the data-dir lock): nothing to serialise against.
      exclusive: (fn) => fn(),
      close: async () => {
        await client.close()
        lock?.release()
      },
    }
  } catch (error) {
    lock?.release()
    throw error
  }
}
