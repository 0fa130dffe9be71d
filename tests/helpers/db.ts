import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDb, type DbHandle } from '../../src/server/db/client'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL a
 * new database on that PostgreSQL server, dropped again on close (the "real Postgres" tier of STYLE.md 7.7).
 */
export async function createTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return createDb({ kind: 'pglite-memory' })

  const name = `encore_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await createDb({ kind: 'postgres', url: url.toString() })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}
