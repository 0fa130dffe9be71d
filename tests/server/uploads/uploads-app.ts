import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../src/server/app'
import { loadEnv, type Env } from '../../../src/server/config/env'
import type { Db } from '../../../src/server/db/client'
import { permissionables, permissions } from '../../../src/server/db/schema/index'
import type { Storage } from '../../../src/server/lib/storage'
import { makeStorageFromEnv } from '../../../src/server/lib/storage/from-env'
import { createTestDb } from '../../helpers/db'
import { newRole } from '../../helpers/factories'
import { actingUser, type ActingUser } from '../../helpers/your-music-factories'

export interface UploadsTestApp {
  app: FastifyInstance
  db: Db
  storage: Storage
  env: Env
  dataDir: string
  /** music.create (unlimited) and music.update. */
  uploader: ActingUser
  /** Another uploader, to prove ownership rules. */
  other: ActingUser
  /** music.create with `minutes` = 1. */
  limited: ActingUser
  /** A listener: no upload permission. */
  listener: ActingUser
  close(): Promise<void>
}

/** The real app over a fresh database, with the storage driver the env selects (local by default). */
export async function buildUploadsApp(overrides: Record<string, string> = {}): Promise<UploadsTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-uploads-'))
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', DIST_DIR: path.join(dataDir, 'no-dist'), ...overrides })
  const handle = await createTestDb()
  const storage = await makeStorageFromEnv(env)
  const db = handle.db
  const app = await buildApp({ env, db, storage })
  await app.ready()

  await newRole(db, 'guests', ['music.view', 'music.play'], { guests: true })
  const uploaders = await newRole(db, 'uploaders', ['music.view', 'music.play', 'music.create', 'music.update', 'files.create'])
  const limitedRole = await newRole(db, 'artists', ['music.view', 'music.play'])
  const [create] = await db.select().from(permissions).where(eq(permissions.name, 'music.create'))
  await db.insert(permissionables).values({
    permissionId: create!.id,
    permissionableId: limitedRole.id,
    permissionableType: 'role',
    restrictions: [{ name: 'minutes', value: 1 }],
  })
  const listeners = await newRole(db, 'users', ['music.view', 'music.play'], { default: true })

  return {
    app,
    db,
    storage,
    env,
    dataDir,
    uploader: await actingUser(db, uploaders.id, 'Uploader'),
    other: await actingUser(db, uploaders.id, 'Other'),
    limited: await actingUser(db, limitedRole.id, 'Limited'),
    listener: await actingUser(db, listeners.id, 'Listener'),
    async close() {
      await app.close()
      await handle.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Every object key under a local storage root (to prove nothing was kept). */
export function localKeys(dataDir: string): string[] {
  const root = path.join(dataDir, 'storage')
  if (!fs.existsSync(root)) return []
  // Resized copies (image_cache/) are made by a background job, which may finish after the next test's
  // clean-up: they are derived from a stored image, not stored files of their own.
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((p) => !p.startsWith('image_cache') && fs.statSync(path.join(root, p)).isFile())
    .sort()
}
