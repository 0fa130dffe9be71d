import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildApp } from '../../../src/server/app'
import { loadEnv } from '../../../src/server/config/env'
import type { Db, DbHandle } from '../../../src/server/db/client'
import { idempotencyKeys, personalAccessTokens } from '../../../src/server/db/schema/index'
import { makeLocalStorage } from '../../../src/server/lib/storage'
import { notFound } from '../../../src/server/lib/http-errors'
import { errorsPlugin } from '../../../src/server/plugins/errors'
import { idempotencyPlugin } from '../../../src/server/plugins/idempotency'
import { sha256 } from '../../../src/server/modules/auth/index'
import { createTestDb } from '../../helpers/db'
import { newUser } from '../../helpers/factories'

/**
 * The real app with a few test-only routes added before ready(): each one changes a row in a
 * `test_counters` table, so "runs nothing" is proven by re-reading the row.
 */
let app: FastifyInstance
let db: Db
let handle: DbHandle
let dataDir: string
let now = new Date('2026-11-20T10:00:00Z')

async function counter(name: string): Promise<number> {
  const res = await db.execute(sql`select value from test_counters where name = ${name}`)
  const rows = (res as unknown as { rows: { value: number }[] }).rows
  return rows[0]?.value ?? 0
}

async function bump(name: string, by = 1): Promise<number> {
  await db.execute(sql`insert into test_counters (name, value) values (${name}, ${by})
    on conflict (name) do update set value = test_counters.value + ${by}`)
  return counter(name)
}

async function bearer(userId: number): Promise<Record<string, string>> {
  const plain = randomBytes(24).toString('hex')
  await db.insert(personalAccessTokens).values({ userId, name: 'test', tokenHash: sha256(plain) })
  return { authorization: `Bearer ${plain}` }
}

function addTestRoutes(api: FastifyInstance) {
  const Body = z.object({ by: z.number().int().min(1).max(10) })
  api.post('/api/v1/__test/counters/:name', { schema: { body: Body } }, async (request) => {
    const { name } = request.params as { name: string }
    const { by } = request.body as z.infer<typeof Body>
    return { name, value: await bump(name, by), user: request.authUserId }
  })
  api.delete('/api/v1/__test/counters/:name', async (request, reply) => {
    await bump((request.params as { name: string }).name, 100)
    return reply.code(204).send()
  })
  // Changes something, then refuses: the 4xx is the answer a repeat must get, without a second change.
  api.post('/api/v1/__test/refuse/:name', async (request) => {
    await bump((request.params as { name: string }).name)
    throw notFound('The playlist could not be found.')
  })
  api.post('/api/v1/__test/boom/:name', async (request) => {
    await bump((request.params as { name: string }).name)
    throw new Error('database on fire')
  })
  api.post('/api/v1/__test/slow/:name', async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 150))
    return { value: await bump((request.params as { name: string }).name) }
  })
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-idem-'))
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' })
  handle = await createTestDb()
  db = handle.db
  await db.execute(sql`create table test_counters (name text primary key, value integer not null)`)
  app = await buildApp({ env, db, storage: makeLocalStorage(path.join(dataDir, 'storage')), clock: () => now })
  addTestRoutes(app)
  await app.ready()
})

afterAll(async () => {
  await app.close()
  await handle.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const post = (url: string, key: string | undefined, payload: unknown = { by: 1 }, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) } })

describe('Idempotency-Key', () => {
  it('runs a request once and answers a repeat with the first answer', async () => {
    const key = randomUUID()
    const first = await post('/api/v1/__test/counters/a', key, { by: 2 })
    const second = await post('/api/v1/__test/counters/a', key, { by: 2 })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ name: 'a', value: 2, user: null })
    expect(first.headers['idempotent-replayed']).toBeUndefined()
    expect(second.statusCode).toBe(200)
    expect(second.body).toBe(first.body)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.headers['content-type']).toMatch(/application\/json/)
    expect(await counter('a')).toBe(2)
  })

  it('runs requests with different keys, and requests without a key, every time', async () => {
    await post('/api/v1/__test/counters/b', randomUUID())
    await post('/api/v1/__test/counters/b', randomUUID())
    await post('/api/v1/__test/counters/b', undefined)
    await post('/api/v1/__test/counters/b', undefined)
    expect(await counter('b')).toBe(4)
  })

  it('refuses the same key on another path or method with 422, without leaking the first answer', async () => {
    const key = randomUUID()
    await post('/api/v1/__test/counters/c', key)
    const otherPath = await post('/api/v1/__test/counters/d', key)
    expect(otherPath.statusCode).toBe(422)
    expect(otherPath.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request.',
      errors: { 'Idempotency-Key': ['This Idempotency-Key was already used for a different request.'] },
    })
    // DELETE through the method override of platform-core §7 is a different request on the same path.
    const otherMethod = await post('/api/v1/__test/counters/c?_method=DELETE', key, undefined)
    expect(otherMethod.statusCode).toBe(422)
    expect(await counter('c')).toBe(1)
    expect(await counter('d')).toBe(0)
  })

  it('scopes keys to their user: another user, or a guest, gets 422', async () => {
    const alice = await bearer((await newUser(db)).id)
    const bob = await bearer((await newUser(db)).id)
    const key = randomUUID()
    const first = await post('/api/v1/__test/counters/e', key, { by: 1 }, alice)
    expect(first.json()).toMatchObject({ value: 1, user: expect.any(Number) })
    expect((await post('/api/v1/__test/counters/e', key, { by: 1 }, alice)).headers['idempotent-replayed']).toBe('true')
    const asBob = await post('/api/v1/__test/counters/e', key, { by: 1 }, bob)
    expect(asBob.statusCode).toBe(422)
    expect(asBob.body).not.toContain('"value"')
    expect((await post('/api/v1/__test/counters/e', key)).statusCode).toBe(422)
    expect(await counter('e')).toBe(1)
  })

  it('replays 4xx answers: a refused change stays refused and is not applied again', async () => {
    const key = randomUUID()
    const first = await post('/api/v1/__test/refuse/f', key)
    const second = await post('/api/v1/__test/refuse/f', key)
    expect(first.statusCode).toBe(404)
    expect(second.statusCode).toBe(404)
    expect(second.json()).toEqual({ message: 'The playlist could not be found.' })
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(await counter('f')).toBe(1)
  })

  it('replays validation answers and empty 204 answers', async () => {
    const key = randomUUID()
    const invalid = await post('/api/v1/__test/counters/g', key, { by: 99 })
    expect(invalid.statusCode).toBe(422)
    const again = await post('/api/v1/__test/counters/g', key, { by: 1 })
    expect(again.statusCode).toBe(422)
    expect(again.body).toBe(invalid.body)
    expect(await counter('g')).toBe(0)

    const deleteKey = randomUUID()
    const del = () => app.inject({ method: 'POST', url: '/api/v1/__test/counters/h', headers: { 'x-http-method-override': 'DELETE', 'idempotency-key': deleteKey } })
    expect((await del()).statusCode).toBe(204)
    const replayed = await del()
    expect(replayed.statusCode).toBe(204)
    expect(replayed.body).toBe('')
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(await counter('h')).toBe(100)
  })

  it('does not keep 5xx answers, so a retry runs again', async () => {
    const key = randomUUID()
    expect((await post('/api/v1/__test/boom/i', key)).statusCode).toBe(500)
    expect((await post('/api/v1/__test/boom/i', key)).statusCode).toBe(500)
    expect(await counter('i')).toBe(2)
    expect(await db.select().from(idempotencyKeys).where(sql`${idempotencyKeys.key} = ${key}`)).toEqual([])
  })

  it('applies parallel duplicates once: the second waits for the first answer', async () => {
    const key = randomUUID()
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/v1/__test/slow/j', key)))
    expect(await counter('j')).toBe(1)
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.body)).size).toBe(1)
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2)
  })

  it('validates the key: at most 100 visible characters', async () => {
    const tooLong = await post('/api/v1/__test/counters/k', 'x'.repeat(101))
    expect(tooLong.statusCode).toBe(422)
    expect(tooLong.json().errors['Idempotency-Key'][0]).toMatch(/100 characters/)
    expect((await post('/api/v1/__test/counters/k', 'has space')).statusCode).toBe(422)
    expect((await post('/api/v1/__test/counters/k', 'y'.repeat(100))).statusCode).toBe(200)
    expect(await counter('k')).toBe(1)
  })

  it('forgets keys after 24 hours and takes over abandoned in-progress rows', async () => {
    const key = randomUUID()
    await post('/api/v1/__test/counters/l', key)
    now = new Date(now.getTime() + 23 * 3600_000)
    expect((await post('/api/v1/__test/counters/l', key)).headers['idempotent-replayed']).toBe('true')
    now = new Date(now.getTime() + 2 * 3600_000)
    const later = await post('/api/v1/__test/counters/l', key)
    expect(later.headers['idempotent-replayed']).toBeUndefined()
    expect(await counter('l')).toBe(2)

    // A process that died mid-request leaves status 0 behind; after the stale time the key is usable.
    const orphan = randomUUID()
    const old = new Date(now.getTime() - 5 * 60_000)
    await db.insert(idempotencyKeys).values({ key: orphan, userId: null, method: 'POST', path: '/api/v1/__test/counters/m', statusCode: 0, body: '', createdAt: old, updatedAt: old })
    expect((await post('/api/v1/__test/counters/m', orphan)).statusCode).toBe(200)
    expect(await counter('m')).toBe(1)
  })

  it('prunes expired rows lazily', async () => {
    const old = new Date(now.getTime() - 30 * 3600_000)
    await db.insert(idempotencyKeys).values({ key: 'expired-row', userId: null, method: 'POST', path: '/x', statusCode: 200, body: '{}', createdAt: old, updatedAt: old })
    now = new Date(now.getTime() + 11 * 60_000)
    await post('/api/v1/__test/counters/n', randomUUID())
    await expect.poll(async () => (await db.select().from(idempotencyKeys).where(sql`${idempotencyKeys.key} = 'expired-row'`)).length).toBe(0)
  })

  it('answers 409 with Retry-After when the first request is still running after the wait', async () => {
    // A bare app with a short wait (the real one waits 10 s); auth is only needed for its plugin name.
    const mini = Fastify()
    mini.decorateRequest('authUserId', null)
    await mini.register(errorsPlugin, { debug: false })
    await mini.register(fp(async () => {}, { name: 'auth' }))
    await mini.register(idempotencyPlugin, { db, clock: () => now, waitMs: 100 })
    mini.post('/api/v1/busy', async () => ({ ran: true }))
    await mini.ready()
    const key = randomUUID()
    await db.insert(idempotencyKeys).values({ key, userId: null, method: 'POST', path: '/api/v1/busy', statusCode: 0, body: '', createdAt: now, updatedAt: now })
    const res = await mini.inject({ method: 'POST', url: '/api/v1/busy', headers: { 'idempotency-key': key } })
    expect(res.statusCode).toBe(409)
    expect(res.headers['retry-after']).toBe('1')
    expect(res.body).not.toContain('ran')
    await mini.close()
  })

  it('ignores the header on reads', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'idempotency-key': 'x'.repeat(200) } })
    expect(res.statusCode).toBe(200)
  })
})
