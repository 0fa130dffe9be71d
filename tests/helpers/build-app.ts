import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/server/app'
import { loadEnv, type Env } from '../../src/server/config/env'
import type { Db } from '../../src/server/db/client'
import { makeLocalStorage, type Storage } from '../../src/server/lib/storage'
import { createTestDb } from './db'

export interface TestApp {
  app: FastifyInstance
  db: Db
  storage: Storage
  env: Env
  dataDir: string
  close(): Promise<void>
}

/** Builds the real app over a fresh database and a temporary storage folder; drive it with app.inject. */
export async function buildTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-test-'))
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', ...overrides })
  const handle = await createTestDb()
  const storage = makeLocalStorage(path.join(dataDir, 'storage'))
  const app = await buildApp({ env, db: handle.db, storage })
  await app.ready()
  return {
    app,
    db: handle.db,
    storage,
    env,
    dataDir,
    async close() {
      await app.close()
      await handle.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
