// The real Encore app for benchmarks: built in this process over an on-disk PGlite in a temporary
// folder, seeded like a first start, listening on loopback. Same process as the load generator and
// the bare Fastify baseline, so both servers compete for the same CPU.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/server/app'
import { loadEnv } from '../src/server/config/env'
import { createDb } from '../src/server/db/client'
import { seed } from '../src/server/seed'
import { makeLocalStorage } from '../src/server/lib/storage'

export interface BenchServer {
  app: FastifyInstance
  url: string
  close: () => Promise<void>
}

export async function startEncore(options: { port: number; distDir: string }): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-bench-'))
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DIST_DIR: options.distDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
    ADMIN_PASSWORD: 'bench-admin-password',
  })
  const handle = await createDb({ kind: 'pglite', dataDir })
  const storage = makeLocalStorage(path.join(dataDir, 'storage'))
  const app = await buildApp({ env, db: handle.db, storage })
  await seed({ db: handle.db, storage, env, log: { info: () => {}, warn: (...args: unknown[]) => console.warn(...args) } })
  await app.listen({ port: options.port, host: '127.0.0.1' })
  return {
    app,
    url: `http://127.0.0.1:${options.port}`,
    async close() {
      await app.close()
      await handle.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
