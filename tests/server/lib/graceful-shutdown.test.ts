import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '../../../src/server/app'
import { loadEnv } from '../../../src/server/config/env'
import { makeLocalStorage } from '../../../src/server/lib/storage'
import type { DbHandle } from '../../../src/server/db/client'
import { createTestDb } from '../../helpers/db'

// The cluster's rolling restart (docs/decisions/0017): once close() has begun, the process still serves
// what reaches it, because a load balancer may not repeat a POST it has sent and a 503 would reach the user.
const PORT = 4228
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-shutdown-'))
let handle: DbHandle
let app: FastifyInstance
// Holds the shutdown between "closing" and "stop listening", where Fastify would answer 503 by default.
let release: () => void = () => {}
const held = new Promise<void>((resolve) => (release = resolve))
let closingBegan: () => void = () => {}
const began = new Promise<void>((resolve) => (closingBegan = resolve))

beforeAll(async () => {
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', DIST_DIR: path.join(dataDir, 'no-dist') })
  handle = await createTestDb()
  app = await buildApp({ env, db: handle.db, storage: makeLocalStorage(path.join(dataDir, 'storage')) })
  app.addHook('preClose', async () => {
    closingBegan()
    await held
  })
  await app.listen({ port: PORT, host: '127.0.0.1' })
})
afterAll(async () => {
  release()
  await app?.close()
  await handle?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

it('answers a request that arrives while the server is closing instead of a 503', async () => {
  const closed = app.close()
  try {
    await began
    const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/health`)
    expect(res.status).toBe(200)
    expect(res.headers.get('connection')).toBe('close')
  } finally {
    release()
    await closed
  }
})
