// Process entry: reads the environment, opens the database (migrating it), seeds an empty one, builds
// the app and listens. The only file that opens a port; everything testable lives in app.ts.
import { loadEnv } from './config/env'
import { createDb } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { seed } from './seed'
import { makeStorageFromEnv } from './lib/storage/from-env'
import { buildApp } from './app'

async function main() {
  const env = loadEnv()
  const handle = await createDb(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
  )
  const storage = makeStorageFromEnv(env)
  const app = await buildApp({ env, db: handle.db, storage })
  await seed({ db: handle.db, storage, env, log: app.log })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    try {
      await app.close()
      await handle.close()
    } finally {
      process.exit(0)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: env.PORT, host: env.HOST })
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message)
    process.exit(2)
  }
  console.error(error)
  process.exit(1)
})
