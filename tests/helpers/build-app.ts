import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp, type AppDeps } from '../../src/server/app'
import { loadEnv, type Env } from '../../src/server/config/env'
import type { Db } from '../../src/server/db/client'
import { seedPlatform } from '../../src/server/db/seed/platform'
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

/** Header the `actAsUser` hook reads to act as a signed-in user; sign-in itself has its own suite. */
export const AS_USER = 'x-test-user-id'

export interface TestAppOptions {
  /** Roles, permissions and the first admin, as on a real start. */
  seedPlatform?: boolean
  /**
   * A test-only onRequest hook, registered after the app's own, that sets request.authUserId from
   * the AS_USER header; without the header the real auth plugin's result stands.
   */
  actAsUser?: boolean
  /** ModuleDeps.clock, for tests that move time. */
  clock?: () => Date
  /** AppDeps.onRoute: sees every route as it is added (the fuzz suite collects the route table). */
  onRoute?: AppDeps['onRoute']
  /** AppDeps.logStream: receives the app's log lines (JSON), with LOG_LEVEL from the overrides. */
  logStream?: AppDeps['logStream']
}

/** Builds the real app over a fresh database and a temporary storage folder; drive it with app.inject. */
export async function buildTestApp(overrides: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-test-'))
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    DIST_DIR: path.join(dataDir, 'no-dist'),
    ...overrides,
  })
  const handle = await createTestDb()
  const storage = makeLocalStorage(path.join(dataDir, 'storage'))
  if (options.seedPlatform) await seedPlatform({ db: handle.db, storage, env, log: { info: () => {}, warn: () => {} } })
  const app = await buildApp({ env, db: handle.db, storage, ...(options.clock ? { clock: options.clock } : {}), ...(options.onRoute ? { onRoute: options.onRoute } : {}), ...(options.logStream ? { logStream: options.logStream } : {}) })
  if (options.actAsUser) {
    app.addHook('onRequest', async (request) => {
      const id = request.headers[AS_USER]
      if (typeof id === 'string') request.authUserId = Number(id)
    })
  }
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
