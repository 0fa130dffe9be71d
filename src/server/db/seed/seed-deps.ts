import type { FastifyBaseLogger } from 'fastify'
import type { Env } from '../../config/env'
import type { Storage } from '../../lib/storage'
import type { Db } from '../client'

/** What the seeders need: the platform seed (db/seed) and the demo catalogue (src/server/demo). */
export interface SeedDeps {
  db: Db
  storage: Storage
  env: Env
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
}
