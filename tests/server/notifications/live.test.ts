import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/server/app'
import { loadEnv } from '../../../src/server/config/env'
import { createDb, type DbHandle } from '../../../src/server/db/client'
import { seedPlatform } from '../../../src/server/db/seed/platform'
import { userArtist, userRole } from '../../../src/server/db/schema/index'
import { makeLocalStorage } from '../../../src/server/lib/storage'
import type { TestApp } from '../../helpers/build-app'
import { newArtist, newTrack } from '../../helpers/factories'
import { TEST_REDIS_URL, uniqueRedisPrefix } from '../../helpers/redis'
import { Browser, newUser } from '../auth/auth-helpers'
import { roleId } from '../backstage/backstage-app'
import { api, buildNotificationsApp, eventually, follow } from './notifications-app'
import { openStream } from './sse-client'
import { MAX_STREAMS_PER_USER } from '../../../src/server/modules/notifications/live.routes'

const cookieOf = (b: Browser) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ')

/** A signed-in user (real session cookie) who may comment. */
async function member(app: FastifyInstance, db: TestApp['db'], email: string) {
  const user = await newUser(db, email, { firstName: email.split('@')[0] })
  await db.insert(userRole).values({ userId: user.id, roleId: await roleId(db, 'users') })
  const browser = new Browser(app)
  expect((await browser.login(email)).statusCode).toBe(200)
  return { id: user.id, browser }
}

describe('live unread count (server-sent events), one process, in-process pub/sub', () => {
  const PORT = 4302
  let t: TestApp

  beforeAll(async () => {
    t = await buildNotificationsApp()
    await t.app.listen({ port: PORT, host: '127.0.0.1' })
  }, 180_000)
  afterAll(async () => {
    await t.close()
  })

  it('streams the initial count, each new notification with the new count, and reads', async () => {
    const listener = await member(t.app, t.db, 'listen@test.local')
    const replier = await member(t.app, t.db, 'reply@test.local')
    const trackId = (await newTrack(t.db, [(await newArtist(t.db)).id], { name: 'Night Bus' })).id
    const parent = (await listener.browser.post('comment', { commentable_type: 'track', commentable_id: trackId, content: 'First!' })).json().comment

    const stream = await openStream(PORT, cookieOf(listener.browser))
    expect(stream.status).toBe(200)
    expect(stream.contentType).toMatch(/^text\/event-stream/)
    await eventually(async () => expect(stream.events[0]).toEqual({ type: 'unread-count', unreadCount: 0 }))

    expect((await replier.browser.post('comment', { commentable_type: 'track', commentable_id: trackId, content: 'Nice', inReplyTo: parent.id })).statusCode).toBe(200)
    await eventually(async () => expect(stream.events).toHaveLength(2))
    const created = stream.events[1]!
    expect(created).toMatchObject({ type: 'notification', unreadCount: 1, notification: { type: 'CommentReceivedReply', read_at: null } })
    const id = created.type === 'notification' ? created.notification.id : ''

    expect((await listener.browser.post('notifications/mark-as-read', { ids: [id] })).json().unreadCount).toBe(0)
    await eventually(async () => expect(stream.events[2]).toEqual({ type: 'unread-count', unreadCount: 0 }))
    // The replier's own stream would not see the listener's events.
    const other = await openStream(PORT, cookieOf(replier.browser))
    await eventually(async () => expect(other.events).toEqual([{ type: 'unread-count', unreadCount: 0 }]))
    stream.close()
    other.close()
  })

  it('caps the open streams of one user (429 past the limit) and frees a slot when a tab closes', async () => {
    const user = await member(t.app, t.db, 'tabs@test.local')
    const streams = []
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await openStream(PORT, cookieOf(user.browser)))
    expect(streams.every((s) => s.status === 200)).toBe(true)
    const refused = await openStream(PORT, cookieOf(user.browser))
    expect(refused.status).toBe(429)
    refused.close()
    streams.pop()!.close()
    await eventually(async () => {
      const again = await openStream(PORT, cookieOf(user.browser))
      again.close()
      expect(again.status).toBe(200)
    })
    for (const s of streams) s.close()
  })

  it('refuses a stream without a session (401)', async () => {
    const guest = await openStream(PORT, '')
    expect(guest.status).toBe(401)
    guest.close()
    const call = api(t)
    expect((await call('GET', 'notifications/stream')).statusCode).toBe(401)
    // Signed in but not asking for an event stream: a JSON 406, not a response that never ends.
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/stream', headers: { 'x-test-user-id': '1' } })
    expect(plain.statusCode).toBe(406)
    expect(plain.json().message).toMatch(/text\/event-stream/)
  })
})

/**
 * Two server instances, each with its own connection pool, on one PostgreSQL database and one Redis:
 * a notification stored through instance A reaches a stream held by instance B. Needs TEST_DATABASE_URL.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('live updates across two instances (PostgreSQL + Redis)', () => {
  const PORTS = [4303, 4304] as const
  const serverUrl = process.env.TEST_DATABASE_URL!
  const dbName = `encore_test_live_${randomBytes(5).toString('hex')}`
  const handles: DbHandle[] = []
  const apps: FastifyInstance[] = []
  let dataDir: string

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${dbName}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${dbName}`
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-live-'))
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      DIST_DIR: path.join(dataDir, 'no-dist'),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: uniqueRedisPrefix('notifications-live'),
      ADMIN_PASSWORD: 'admin-password-1',
    })
    for (const port of PORTS) {
      const handle = await createDb({ kind: 'postgres', url: url.toString() })
      handles.push(handle)
      if (handles.length === 1) await seedPlatform({ db: handle.db, storage: makeLocalStorage(path.join(dataDir, 'storage')), env, log: { info: () => {}, warn: () => {} } })
      const app = await buildApp({ env, db: handle.db, storage: makeLocalStorage(path.join(dataDir, 'storage')) })
      await app.listen({ port, host: '127.0.0.1' })
      apps.push(app)
    }
  }, 180_000)
  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const handle of handles) await handle.close()
    const dropper = new pg.Client({ connectionString: serverUrl })
    await dropper.connect()
    await dropper.query(`drop database if exists ${dbName} with (force)`)
    await dropper.end()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('a reply stored by instance A reaches the stream held by instance B, and B’s read reaches A', async () => {
    const [appA, appB] = apps as [FastifyInstance, FastifyInstance]
    const db = handles[0]!.db
    const onB = await member(appB, db, 'b-listener@test.local')
    const onA = await member(appA, db, 'a-replier@test.local')
    const listenerOnA = new Browser(appA)
    await listenerOnA.login('b-listener@test.local')
    const trackId = (await newTrack(db, [(await newArtist(db)).id], { name: 'Two Rooms' })).id
    const parent = (await onB.browser.post('comment', { commentable_type: 'track', commentable_id: trackId, content: 'Hello' })).json().comment

    const streamB = await openStream(PORTS[1], cookieOf(onB.browser))
    const streamA = await openStream(PORTS[0], cookieOf(listenerOnA))
    await eventually(async () => expect(streamB.events).toHaveLength(1))
    await eventually(async () => expect(streamA.events).toHaveLength(1))

    expect((await onA.browser.post('comment', { commentable_type: 'track', commentable_id: trackId, content: 'Hi back', inReplyTo: parent.id })).statusCode).toBe(200)
    await eventually(async () => expect(streamB.events[1]).toMatchObject({ type: 'notification', unreadCount: 1, notification: { type: 'CommentReceivedReply' } }))
    await eventually(async () => expect(streamA.events[1]).toMatchObject({ type: 'notification', unreadCount: 1 }))

    expect((await onB.browser.post('notifications/mark-all-as-read')).json().unreadCount).toBe(0)
    await eventually(async () => expect(streamA.events[2]).toEqual({ type: 'unread-count', unreadCount: 0 }))

    // An upload on A: the follower fan-out runs as a BullMQ job (either instance's worker) and B's stream hears it.
    const uploader = await member(appA, db, 'a-artist@test.local')
    await db.insert(userRole).values({ userId: uploader.id, roleId: await roleId(db, 'artists') })
    const artist = await newArtist(db, { name: 'Far Shore' })
    await db.insert(userArtist).values({ userId: uploader.id, artistId: artist.id, role: 'artist' })
    await follow(db, onB.id, artist.id)
    const upload = await uploader.browser.post('tracks', { name: 'Tide', duration: 1000, artists: ['CURRENT_USER'] })
    expect(upload.statusCode).toBe(200)
    await eventually(async () => expect(streamB.events[3]).toMatchObject({ type: 'notification', unreadCount: 1, notification: { type: 'ArtistUploadedMedia' } }))
    streamA.close()
    streamB.close()
  })
})
