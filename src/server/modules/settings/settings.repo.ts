import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema/index'

export interface SettingRow {
  name: string
  value: unknown
  private: boolean
}

/**
 * Settings are read on every page and bootstrap-data request but change rarely, so the rows are kept
 * for one second per database. A write through this repo flushes it at once (music-catalog §3.9:
 * "cache flushed"); another server process sees a change within the second, which keeps scale-out safe.
 */
const CACHE_MS = 1000
const cache = new WeakMap<Db, { rows: Promise<SettingRow[]>; at: number }>()

export function makeSettingsRepo(db: Db) {
  return {
    /** Every stored override; the table holds only changed keys, so it stays small. */
    async all(): Promise<SettingRow[]> {
      const hit = cache.get(db)
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.rows
      const rows = db.select({ name: settings.name, value: settings.value, private: settings.private }).from(settings)
      const entry = { rows: rows.then((r) => r), at: Date.now() }
      cache.set(db, entry)
      // A failed read must not be served from the cache.
      entry.rows.catch(() => cache.get(db) === entry && cache.delete(db))
      return entry.rows
    },

    invalidate(): void {
      cache.delete(db)
    },

    async upsert(rows: SettingRow[]): Promise<void> {
      if (rows.length === 0) return
      try {
        await db
          .insert(settings)
          .values(rows.map((r) => ({ name: r.name, value: r.value, private: r.private })))
          .onConflictDoUpdate({
            target: settings.name,
            set: { value: sql`excluded.value`, private: sql`excluded.private`, updatedAt: sql`now()` },
          })
      } finally {
        cache.delete(db)
      }
    },
  }
}

export type SettingsRepo = ReturnType<typeof makeSettingsRepo>
