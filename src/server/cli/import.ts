// `npm run import -- <folder> [--owner <email>]`: adds a folder of audio files to the catalogue through the
// upload and catalogue-writes services (src/server/modules/folder-import). Opens the database the way
// main.ts does, from the same environment; it never starts the HTTP server.
import { parseArgs } from 'node:util'
import { loadEnv } from '../config/env'
import { createDb, type DbHandle } from '../db/client'
import { DataDirLockedError } from '../db/data-dir-lock'
import { seedPlatform } from '../db/seed/platform'
import { makeStorageFromEnv } from '../lib/storage/from-env'
import { runImport } from './run-import'

const USAGE = 'Usage: npm run import -- <folder> [--owner <email>]\n'

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { owner: { type: 'string' }, help: { type: 'boolean', short: 'h' } } })
  if (values.help || positionals.length !== 1) {
    process.stderr.write(USAGE)
    return values.help ? 0 : 64
  }
  const env = loadEnv()
  let handle: DbHandle
  try {
    handle = await createDb(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR })
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    // PGlite is one process per data directory: the import cannot run beside a server on the same one.
    process.stderr.write(`Cannot import while an Encore server is using the database.\n${error.message}\n`)
    return 2
  }
  try {
    const storage = await makeStorageFromEnv(env)
    // As on a server start: roles, permissions and the first admin exist before anything is owned.
    await seedPlatform({ db: handle.db, storage, env, log: { info: () => {}, warn: (msg: unknown) => console.warn(msg) } })
    const summary = await runImport({ folder: positionals[0]!, ...(values.owner ? { owner: values.owner } : {}), db: handle.db, storage, out: process.stdout })
    return summary.failed.length ? 1 : 0
  } finally {
    await handle.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)
