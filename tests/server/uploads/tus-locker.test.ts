import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PgAdvisoryLocker } from '../../../src/server/modules/uploads/tus-locker'

// Two pools stand for two server processes sharing one PostgreSQL server (127.0.0.1:5432 here, or
// TEST_DATABASE_URL). Skipped only when no server answers.
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
let pools: pg.Pool[] = []
let available = false

beforeAll(async () => {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await probe.connect()
    await probe.end()
    available = true
  } catch {
    available = false
  }
  pools = [new pg.Pool({ connectionString: url, max: 3 }), new pg.Pool({ connectionString: url, max: 3 })]
})
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()))
})

const id = () => `test-${Math.random().toString(16).slice(2)}`

it('excludes a second process until the first unlocks, across pools', async (ctx) => {
  if (!available) ctx.skip()
  const [a, b] = pools.map((p) => new PgAdvisoryLocker(p, 2000))
  const upload = id()
  const first = a!.newLock(upload)
  await first.lock(new AbortController().signal, () => {})

  const second = b!.newLock(upload)
  let acquired = false
  const waiting = second.lock(new AbortController().signal, () => {}).then(() => {
    acquired = true
  })
  await new Promise((r) => setTimeout(r, 400))
  expect(acquired).toBe(false)
  await first.unlock()
  await waiting
  expect(acquired).toBe(true)
  await second.unlock()
})

it('times out while another process holds the lock, and frees it when that connection dies', async (ctx) => {
  if (!available) ctx.skip()
  const upload = id()
  const holderName = `encore-lock-holder-${upload}`
  const holderPool = new pg.Pool({ connectionString: url, max: 1, application_name: holderName })
  holderPool.on('error', () => {})
  const holder = new PgAdvisoryLocker(holderPool, 2000).newLock(upload)
  await holder.lock(new AbortController().signal, () => {})

  const other = new PgAdvisoryLocker(pools[1]!, 500).newLock(upload)
  await expect(other.lock(new AbortController().signal, () => {})).rejects.toMatchObject({ status_code: 500 })

  // A crashed process: its connection ends, and PostgreSQL releases the session's advisory locks.
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  const { rowCount } = await admin.query(
    "select pg_terminate_backend(l.pid) from pg_locks l join pg_stat_activity a on a.pid = l.pid where l.locktype = 'advisory' and a.application_name = $1",
    [holderName],
  )
  await admin.end()
  expect(rowCount).toBe(1)
  const after = new PgAdvisoryLocker(pools[1]!, 3000).newLock(upload)
  await after.lock(new AbortController().signal, () => {})
  await after.unlock()
  // The dead holder's unlock drops its broken connection instead of failing.
  await holder.unlock()
  await holderPool.end()
})

it('asks an in-process holder to release first', async (ctx) => {
  if (!available) ctx.skip()
  const locker = new PgAdvisoryLocker(pools[0]!, 2000)
  const upload = id()
  const first = locker.newLock(upload)
  let asked = false
  await first.lock(new AbortController().signal, async () => {
    asked = true
    await first.unlock()
  })
  const second = locker.newLock(upload)
  await second.lock(new AbortController().signal, () => {})
  expect(asked).toBe(true)
  await second.unlock()
})
