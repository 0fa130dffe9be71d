// `npm run test:cluster`: three compiled server processes behind nginx on PostgreSQL, Redis and s3rver,
// under a bounded mixed load. Checks (issue 15): a `kill -9` fails only requests in flight on the
// killed process, which succeed when retried, with no write lost or doubled, and a tus upload finishes
// through another process with the same sha256; a rolling restart of all three fails no request; a
// setting saved through one process is served by the others within one second; a notification created
// through one process reaches a browser whose stream is on another. Ports 4210-4213. `--quick` runs
// only the setting and notification checks (no load, no faults).
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import { Upload } from 'tus-js-client'
import { encodeWav } from '../../src/server/demo/audio/wav'
import { ClusterClient, type Attempt } from './client'
import { notificationAcrossProcesses } from './live-notification'
import { runLoad, newLedger } from './load'
import { ensureNginx, startNginx } from './nginx'
import { ADMIN, buildServer, startServer, startStack, type ServerProcess, type Stack } from './stack'

const NGINX_PORT = 4210
const PORTS = [4211, 4212, 4213]
const LB = `http://127.0.0.1:${NGINX_PORT}`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const step = (text: string) => console.log(`--- ${text}`)

async function main() {
  const deadline = setTimeout(() => {
    console.error('cluster suite: over its 8-minute bound')
    process.exit(1)
  }, 8 * 60_000)
  deadline.unref()
  ensureNginx()
  step('building the server')
  buildServer()
  const stack = await startStack('cluster', { RATE_LIMIT_PER_MINUTE: '100000' })
  const servers: ServerProcess[] = []
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null
  try {
    step('starting three processes at once on one empty database (migrations and seeding serialise)')
    servers.push(...(await Promise.all(PORTS.map((port) => startServer(stack, port)))))
    nginx = await startNginx(`${stack.dir}/nginx`, NGINX_PORT, PORTS)
    const client = new ClusterClient(LB)
    await client.login(ADMIN.email, ADMIN.password)
    const db = new pg.Client({ connectionString: stack.databaseUrl })
    await db.connect()
    try {
      const targets = await prepareTargets(client, db, stack)
      await settingPropagation(client)
      step('a notification created through process A reaches a browser connected to process B')
      await notificationAcrossProcesses(client, db, { lb: LB, processA: `http://127.0.0.1:${PORTS[0]}`, processB: `http://127.0.0.1:${PORTS[1]}` }, targets.trackIds[0]!)
      if (!process.argv.includes('--quick')) {
        await crashUnderLoad(stack, client, db, servers, targets)
        await rollingRestart(stack, client, db, servers, targets)
      }
    } finally {
      await db.end()
    }
    console.log('cluster suite: all checks passed')
  } finally {
    await nginx?.stop()
    await Promise.all(servers.map((s) => s.kill()))
    await stack.teardown()
  }
}

async function prepareTargets(client: ClusterClient, db: pg.Client, stack: Stack) {
  const { rows } = await db.query<{ id: number }>('select id from tracks order by id limit 40')
  assert.ok(rows.length >= 10, 'the demo catalogue has tracks')
  const { body } = await client.write('playlist', '/api/v1/playlists', { name: `edits-${stack.runId}` })
  return { trackIds: rows.map((r) => r.id), playlistId: (body as { playlist: { id: number } }).playlist.id, runId: stack.runId }
}

async function settingPropagation(client: ClusterClient) {
  step('a setting saved through one process is served by the others within one second')
  const name = `Cluster ${randomBytes(3).toString('hex')}`
  const res = await fetch(`http://127.0.0.1:${PORTS[0]}/api/v1/settings`, {
    method: 'POST',
    headers: { ...client.authHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ client: JSON.stringify({ 'branding.site_name': name }) }),
  })
  assert.equal(res.status, 200, 'settings saved')
  const saved = Date.now()
  for (const port of PORTS.slice(1)) {
    for (;;) {
      const boot = (await (await fetch(`http://127.0.0.1:${port}/api/v1/bootstrap-data`)).json()) as { settings: { branding: { site_name: string } } }
      if (boot.settings.branding.site_name === name) break
      assert.ok(Date.now() - saved <= 1000, `process on ${port} still serves the old site name after 1 s`)
      await sleep(20)
    }
  }
  console.log(`    seen by both other processes after ${Date.now() - saved} ms`)
}

function wavOf(mb: number): Buffer {
  return encodeWav(new Int16Array(randomBytes(mb * 1024 * 1024).buffer), 44100, 2)
}

async function crashUnderLoad(stack: Stack, client: ClusterClient, db: pg.Client, servers: ServerProcess[], targets: Awaited<ReturnType<typeof prepareTargets>>) {
  step('kill -9 one process in the middle of the load and of a tus upload')
  const ledger = newLedger()
  let stopLoad: () => void = () => {}
  const load = settle(runLoad(client, targets, ledger, new Promise<void>((r) => (stopLoad = r))))
  await sleep(3000)
  const victim = servers[1]!
  const wav = wavOf(12)
  const metadata = { name: 'cluster.wav', clientName: 'cluster.wav', diskPrefix: 'track_media' }
  let killAt = 0
  let killedAt = 0
  // A holder, not a `let`: TypeScript cannot see the callback assign it.
  const killing: { done: Promise<void> | null } = { done: null }
  const uploadUrl = await new Promise<string>((resolve, reject) => {
    const upload = new Upload(wav, {
      endpoint: `${LB}/api/v1/tus/upload`,
      headers: client.authHeaders,
      metadata,
      chunkSize: 1024 * 1024,
      retryDelays: [0, 250, 500, 1000, 2000, 3000],
      onChunkComplete: (_size, accepted, total) => {
        if (!killing.done && accepted >= total / 3) {
          killAt = Date.now()
          killing.done = victim.kill().then(() => {
            killedAt = Date.now()
          })
        }
      },
      onError: reject,
      onSuccess: () => resolve(upload.url!),
    })
    upload.start()
  })
  await killing.done
  assert.ok(killAt > 0, 'the process was killed during the upload')
  await sleep(3000)
  stopLoad()
  ;(await load)()

  const uploadKey = new URL(uploadUrl).pathname.split('/').pop()!
  const { body } = await client.write('tus-entry', '/api/v1/tus/entries', { uploadKey })
  const fileName = (body as { fileEntry: { file_name: string } }).fileEntry.file_name
  const s3 = new S3Client({ endpoint: stack.s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  const object = await s3.send(new GetObjectCommand({ Bucket: stack.s3.bucket, Key: `track_media/${fileName}` }))
  const stored = Buffer.from(await object.Body!.transformToByteArray())
  s3.destroy()
  assert.equal(createHash('sha256').update(stored).digest('hex'), createHash('sha256').update(wav).digest('hex'), 'upload stored whole')

  const crashWindow = client.attempts.filter((a) => a.end >= killAt - 5000)
  const failed = client.attempts.filter((a) => !a.ok)
  console.log(`    ${client.attempts.length} requests, ${failed.length} failed attempts, ${ledger.retriedWrites} writes retried`)
  const inFlight = (a: Attempt) => a.start <= killedAt && a.end >= killAt
  for (const attempt of failed) {
    // A retry of a write whose first attempt died with the process may meet that attempt's unfinished
    // idempotency record: 409 "retry later" (the idempotency plugin), then success on a later try.
    const retryOfCrashedWrite = attempt.status === 409 && client.attempts.some((a) => a.key === attempt.key && a !== attempt && inFlight(a))
    assert.ok(inFlight(attempt) || retryOfCrashedWrite, `only requests in flight at the kill fail: ${describe(attempt)} (kill ${killAt}-${killedAt})`)
  }
  assert.ok(crashWindow.length > 0)
  await assertWrites(db, targets, ledger)
  client.attempts.length = 0
  servers[1] = await startServer(stack, victim.port)
}

async function rollingRestart(stack: Stack, client: ClusterClient, db: pg.Client, servers: ServerProcess[], targets: Awaited<ReturnType<typeof prepareTargets>>) {
  step('rolling restart of all three under load: no failed request')
  const ledger = newLedger()
  let stopLoad: () => void = () => {}
  const load = settle(runLoad(client, { ...targets, runId: `${targets.runId}-rolling` }, ledger, new Promise<void>((r) => (stopLoad = r))))
  await sleep(1500)
  for (let i = 0; i < servers.length; i += 1) {
    await servers[i]!.stop()
    servers[i] = await startServer(stack, servers[i]!.port)
    await sleep(1000)
  }
  stopLoad()
  ;(await load)()
  const failed = client.attempts.filter((a) => !a.ok)
  console.log(`    ${client.attempts.length} requests, ${failed.length} failed; nginx: ${upstreamResets(stack)}`)
  assert.deepEqual(failed.map(describe), [], 'no request fails during a rolling restart')
  await assertWrites(db, targets, ledger)
}

/** What nginx met while processes stopped: resets after sending (retried when safe) and refused connects. */
function upstreamResets(stack: Stack): string {
  const log = fs.readFileSync(path.join(stack.dir, 'nginx', 'error.log'), 'utf8')
  const count = (pattern: RegExp) => log.split('\n').filter((line) => pattern.test(line)).length
  return `${count(/reset by peer|prematurely closed/)} upstream resets, ${count(/refused/)} refused connects`
}

async function assertWrites(db: pg.Client, targets: { playlistId: number }, ledger: ReturnType<typeof newLedger>) {
  const names = [...ledger.playlistNames]
  const { rows: playlists } = await db.query<{ name: string; n: string }>('select name, count(*) n from playlists where name = any($1) group by name', [names])
  assert.equal(playlists.length, names.length, 'every acknowledged playlist exists')
  assert.ok(playlists.every((r) => r.n === '1'), 'no playlist created twice')
  const liked = [...ledger.liked]
  const { rows: likes } = await db.query<{ n: string }>(
    "select count(*) n from likes join users on users.id = likes.user_id where users.email = $1 and likeable_type = 'track' and likeable_id = any($2)",
    [ADMIN.email, liked],
  )
  assert.equal(Number(likes[0]!.n), liked.length, 'every acknowledged like is stored once')
  const added = [...ledger.addedToPlaylist]
  const { rows: entries } = await db.query<{ track_id: number; n: string }>('select track_id, count(*) n from playlist_track where playlist_id = $1 and track_id = any($2) group by track_id', [targets.playlistId, added])
  assert.equal(entries.length, added.length, 'every acknowledged playlist edit is stored')
  assert.ok(entries.every((r) => r.n === '1'), 'no playlist edit applied twice')
}

/** Keeps a background promise from rejecting unobserved; the returned function rethrows its error when called. */
function settle(promise: Promise<void>): Promise<() => void> {
  return promise.then(
    () => () => {},
    (error: unknown) => () => {
      throw error
    },
  )
}

const describe = (a: Attempt) => `${a.label} ${a.status || a.error} [${a.start}-${a.end}]`

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
