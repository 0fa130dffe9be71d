import type { FastifyInstance } from 'fastify'
import type { Db } from '../../../src/server/db/client'
import type { Storage } from '../../../src/server/lib/storage'
import { AS_USER, buildTestApp } from '../../helpers/build-app'

export interface CatalogueTestApp {
  app: FastifyInstance
  db: Db
  storage: Storage
  /** Moves the injected clock (ModuleDeps.clock). */
  clock: { now: Date; advance(ms: number): void }
  close(): Promise<void>
}

export { AS_USER }

/** Like buildTestApp acting as the user named by AS_USER, plus a clock the test can move. */
export async function buildCatalogueApp(envOverrides: Record<string, string> = {}): Promise<CatalogueTestApp> {
  const clock = {
    now: new Date('2026-06-01T12:00:00Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms)
    },
  }
  const t = await buildTestApp(envOverrides, { actAsUser: true, clock: () => clock.now })
  return { app: t.app, db: t.db, storage: t.storage, clock, close: t.close }
}
