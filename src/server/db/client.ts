import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
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
  close(): Promise<void>
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

export type DbTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }

/** Opens the database and applies committed migrations. Embedded directories are locked per process. */
export async function createDb(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 })
    // An idle client whose connection the server ends (restart, failover, admin_shutdown 57P01) emits
    // 'error' on the pool; without a listener that would crash the process. The pool replaces it.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
    const db = drizzlePg(pool, { schema }) as unknown as Db
    await pool.query('create extension if not exists pg_trgm; create extension if not exists unaccent;')
    await migratePg(drizzlePg(pool), { migrationsFolder })
    return { db, kind: 'postgres', close: () => pool.end() }
  }

  let lock: DataDirLock | undefined
  let dataDir: string | undefined
  if (target.kind === 'pglite') {
    fs.mkdirSync(target.dataDir, { recursive: true })
    lock = acquireDataDirLock(target.dataDir)
    dataDir = path.join(target.dataDir, 'pgdata')
  }
  try {
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } })
    await client.exec('create extension if not exists pg_trgm; create extension if not exists unaccent;')
    const db = drizzlePglite(client, { schema }) as unknown as Db
    await migratePglite(drizzlePglite(client), { migrationsFolder })
    return {
      db,
      kind: 'pglite',
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
