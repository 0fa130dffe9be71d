import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../src/server/app'
import { loadEnv } from '../../../src/server/config/env'
import type { Db } from '../../../src/server/db/client'
import { makeLocalStorage, type Storage } from '../../../src/server/lib/storage'
import { createTestDb } from '../../helpers/db'

export interface CatalogueTestApp {
  app: FastifyInstance
  db: Db
  storage: Storage
  /** Moves the injected clock (ModuleDeps.clock). */
  clock: { now: Date; advance(ms: number): void }
  close(): Promise<void>
}

/** Header the test hook reads to act as a signed-in user; sign-in itself is tested by the auth suite. */
export const AS_USER = 'x-test-user-id'

/**
 * Like buildTestApp, plus an injectable clock and a test-only hook that sets request.authUserId from
 * AS_USER (registered after the app's own hooks, so a real auth plugin's result is only overridden
 * when the header is present).
 */
export async function buildCatalogueApp(envOverrides: Record<string, string> = {}): Promise<CatalogueTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-cat-'))
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', ...envOverrides })
  const handle = await createTestDb()
  const storage = makeLocalStorage(path.join(dataDir, 'storage'))
  const clock = {
    now: new Date('2026-06-01T12:00:00Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms)
    },
  }
  const app = await buildApp({ env, db: handle.db, storage, clock: () => clock.now })
  app.addHook('onRequest', async (request) => {
    const id = request.headers[AS_USER]
    if (typeof id === 'string') request.authUserId = Number(id)
  })
  await app.ready()
  return {
    app,
    db: handle.db,
    storage,
    clock,
    async close() {
      await app.close()
      await handle.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
