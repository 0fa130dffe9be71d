import type { FastifyBaseLogger } from 'fastify'
import type { Env } from '../../config/env'
import type { Db } from '../client'
import type { Storage } from '../../lib/storage'
import { seedPlatform } from './platform'
import { seedCatalogue } from './catalogue'

export interface SeedDeps {
  db: Db
  storage: Storage
  env: Env
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
}

/**
 * Fills an empty database and is safe to run on every start: the platform part (roles, permissions,
 * first admin, themes) inserts only what is missing; the demo catalogue only goes into a database that
 * has no tracks yet, and only when SEED_DEMO is on.
 */
export async function seed(deps: SeedDeps): Promise<void> {
  await seedPlatform(deps)
  if (deps.env.SEED_DEMO) await seedCatalogue(deps)
}
