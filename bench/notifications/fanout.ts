// Notification fan-out (issue 12): one upload by an artist with BENCH_FOLLOWERS (default 100,000)
// followers. Measures (1) the upload request's own latency (POST tracks through the real app, session and
// XSRF included) against the same request by an artist with no followers — the target is a ratio near
// 1, since the fan-out runs as a background job — and (2) the time from the request until every
// follower's in-app notification is stored (job batches of 1,000 rows per INSERT). Writes
// bench-results/notifications-fanout-latest.json and prints a table.
// Run: npm run bench:notifications (PGlite on disk), or with BENCH_DATABASE_URL=postgres://… to run on a
// fresh database of that PostgreSQL server (dropped afterwards). BENCH_FANOUT_RUNS (default 3).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../../src/server/app'
import { loadEnv } from '../../src/server/config/env'
import { createDb, type DbHandle } from '../../src/server/db/client'
import { seedPlatform } from '../../src/server/db/seed/platform'
import { artists, likes, notifications, roles, userArtist, userRole, users } from '../../src/server/db/schema/index'
import { makeLocalStorage } from '../../src/server/lib/storage'
import { hashPassword } from '../../src/server/lib/passwords'

const root = path.resolve(import.meta.dirname, '..', '..')
const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 100_000)
const RUNS = Number(process.env.BENCH_FANOUT_RUNS ?? 3)
const PASSWORD = 'bench-artist-password'
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function openDb(dataDir: string): Promise<{ handle: DbHandle; kind: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL
  if (!serverUrl) return { handle: await createDb({ kind: 'pglite', dataDir }), kind: 'PGlite', drop: async () => {} }
  const name = `encore_bench_fanout_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    handle: await createDb({ kind: 'postgres', url: url.toString() }),
    kind: 'PostgreSQL',
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

/** An uploader with the artists role who manages one artist; returns the artist id. */
async function uploader(db: DbHandle['db'], email: string, artistName: string) {
  const [user] = await db.insert(users).values({ email, password: await hashPassword(PASSWORD), emailVerifiedAt: new Date(), firstName: artistName }).returning()
  for (const name of ['users', 'artists']) {
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name))
    await db.insert(userRole).values({ userId: user!.id, roleId: role!.id })
  }
  const [artist] = await db.insert(artists).values({ name: artistName }).returning()
  await db.insert(userArtist).values({ userId: user!.id, artistId: artist!.id, role: 'artist' })
  return artist!.id
}

async function session(base: string, email: string) {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, remember: true }),
  })
  if (!login.ok) throw new Error(`login failed: ${login.status}`)
  const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!)
  const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!)
  return { cookie: cookies.join('; '), 'x-xsrf-token': xsrf, 'content-type': 'application/json' }
}

async function upload(base: string, headers: Record<string, string>, name: string): Promise<number> {
  const started = performance.now()
  const res = await fetch(`${base}/api/v1/tracks`, { method: 'POST', headers, body: JSON.stringify({ name, duration: 1000, artists: ['CURRENT_USER'] }) })
  const ms = performance.now() - started
  if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`)
  return ms
}

export async function runFanoutBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-bench-fanout-'))
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist'), LOG_LEVEL: 'silent', SEED_DEMO: '0', ADMIN_PASSWORD: 'bench-admin-password' })
  const { handle, kind, drop } = await openDb(dataDir)
  const { db } = handle
  const storage = makeLocalStorage(path.join(dataDir, 'storage'))
  await seedPlatform({ db, storage, env, log: { info: () => {}, warn: () => {} } })
  await uploader(db, 'quiet@bench.local', 'Quiet Artist')
  const loudArtist = await uploader(db, 'loud@bench.local', 'Loud Artist')

  const seeding = performance.now()
  await db.execute(sql`insert into users (email, first_name, last_name) select 'fan' || g || '@bench.local', 'Fan', 'N' || g from generate_series(1, ${FOLLOWERS}) g`)
  await db.execute(sql`insert into likes (user_id, likeable_type, likeable_id) select id, 'artist', ${loudArtist} from users where email like 'fan%@bench.local' order by id`)
  // The job walks followers newest follow first, so the oldest follow's row is in its last batch.
  const [lastInLine] = await db
    .select({ id: likes.userId })
    .from(likes)
    .where(and(eq(likes.likeableType, 'artist'), eq(likes.likeableId, loudArtist)))
    .orderBy(asc(likes.createdAt), asc(likes.id))
    .limit(1)
  console.log(`seeded ${FOLLOWERS} followers in ${Math.round(performance.now() - seeding)} ms (${kind})`)

  const app = await buildApp({ env, db, storage })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  const quiet = await session(base, 'quiet@bench.local')
  const loud = await session(base, 'loud@bench.local')

  // Warm-up: the first request of each kind pays for JIT and prepared plans.
  await upload(base, quiet, 'warm-up')
  const stored = (run: number) =>
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.notifiableType, 'user'), eq(notifications.notifiableId, lastInLine!.id)))
      .then(([r]) => (r?.n ?? 0) >= run)
  const zero: number[] = []
  const loudLatency: number[] = []
  const storeMs: number[] = []
  // Each pair starts from an idle server: the artist without followers, then the one with them, then
  // wait until that upload's fan-out has stored every follower's notification.
  for (let run = 1; run <= RUNS; run++) {
    zero.push(await upload(base, quiet, `quiet ${run}`))
    const started = performance.now()
    loudLatency.push(await upload(base, loud, `loud ${run}`))
    while (!(await stored(run))) await new Promise((r) => setTimeout(r, 100))
    storeMs.push(performance.now() - started)
  }
  const [total] = await db.select({ n: count() }).from(notifications).where(eq(notifications.type, 'ArtistUploadedMedia'))
  if (total!.n !== FOLLOWERS * RUNS) throw new Error(`expected ${FOLLOWERS * RUNS} notifications, found ${total!.n}`)

  await app.close()
  await handle.close()
  await drop()
  fs.rmSync(dataDir, { recursive: true, force: true })

  const results = {
    at: new Date().toISOString(),
    node: process.version,
    database: kind,
    followers: FOLLOWERS,
    runs: RUNS,
    uploadMsNoFollowers: +median(zero).toFixed(1),
    uploadMsWithFollowers: +median(loudLatency).toFixed(1),
    latencyRatio: +(median(loudLatency) / median(zero)).toFixed(2),
    storeAllMs: Math.round(median(storeMs)),
    rowsPerSecond: Math.round(FOLLOWERS / (median(storeMs) / 1000)),
    raw: { zero: zero.map(Math.round), loud: loudLatency.map(Math.round), store: storeMs.map(Math.round) },
  }
  const outDir = path.join(root, 'bench-results')
  fs.mkdirSync(outDir, { recursive: true })
  fs.writeFileSync(path.join(outDir, 'notifications-fanout-latest.json'), JSON.stringify(results, null, 2))
  console.log(`Notification fan-out on ${kind}, ${FOLLOWERS} followers, median of ${RUNS}`)
  console.log('| Measure | Value |\n|---|---|')
  console.log(`| upload request, 0 followers | ${results.uploadMsNoFollowers} ms |`)
  console.log(`| upload request, ${FOLLOWERS} followers | ${results.uploadMsWithFollowers} ms |`)
  console.log(`| latency ratio | ${results.latencyRatio} |`)
  console.log(`| all in-app notifications stored | ${results.storeAllMs} ms (${results.rowsPerSecond} rows/s) |`)
  return results
}

runFanoutBench().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
