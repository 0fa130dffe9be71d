// Process entry: reads the environment, refuses a configuration that cannot run as a cluster, opens the
// database (migrating it), seeds an empty one, builds the app and listens. The only file that opens a
// port; everything testable lives in app.ts. `--worker` (npm run worker) runs background jobs only:
// the same app is built, so every module defines its jobs, but no port is opened.
import { loadEnv } from './config/env'
import { createDb } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { seed } from './seed'
import { makeStorageFromEnv } from './lib/storage/from-env'
import { assertClusterConfig, ClusterConfigError } from './lib/cluster/config-check'
import { registerProcess } from './lib/cluster/registry'
import { buildApp } from './app'

async function main() {
  const worker = process.argv.includes('--worker')
  const loaded = loadEnv()
  const env = worker ? { ...loaded, JOB_WORKERS: true } : loaded
  assertClusterConfig(env)
  const registration = await registerProcess(env, worker ? 'worker' : 'web')
  const handle = await createDb(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
  )
  const storage = await makeStorageFromEnv(env)
  const app = await buildApp({ env, db: handle.db, storage })
  // Processes starting together seed one after another; the later ones find nothing missing.
  if (!worker) await handle.exclusive(() => seed({ db: handle.db, storage, env, log: app.log }))

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    try {
      // Stops accepting connections and lets requests in flight finish (a rolling restart drops none).
      await app.close()
      await registration?.close()
      await handle.close()
    } finally {
      process.exit(0)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  if (worker) {
    await app.ready()
    app.log.info('job worker running')
  } else {
    await app.listen({ port: env.PORT, host: env.HOST })
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ClusterConfigError) {
    console.error(error.message)
    process.exit(2)
  }
  console.error(error)
  process.exit(1)
})
