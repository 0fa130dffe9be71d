import { asc, eq, ilike, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { localizations } from '../../db/schema/index'
import type { PageWindow } from '../../lib/pagination/index'

const summary = {
  id: localizations.id,
  language: localizations.language,
  name: localizations.name,
  linesCount: sql<number>`(select count(*) from jsonb_object_keys(${localizations.lines}))::int`,
  updatedAt: localizations.updatedAt,
}

/** The localizations table (one row per language, its lines as JSON) and the user's chosen language. */
export function makeLocalizationsRepo(db: Db) {
  return {
    async page(w: PageWindow, query?: string) {
      const like = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
      return db
        .select(summary)
        .from(localizations)
        .where(like ? or(ilike(localizations.name, like), ilike(localizations.language, like)) : undefined)
        .orderBy(asc(localizations.id))
        .limit(w.limit)
        .offset(w.offset)
    },

    async all() {
      return db.select({ language: localizations.language, name: localizations.name }).from(localizations).orderBy(asc(localizations.id))
    },

    async byId(id: number) {
      const [row] = await db.select({ ...summary, lines: localizations.lines }).from(localizations).where(eq(localizations.id, id))
      return row ?? null
    },

    async linesOf(language: string): Promise<Record<string, string> | null> {
      const [row] = await db.select({ lines: localizations.lines }).from(localizations).where(eq(localizations.language, language))
      return row ? row.lines : null
    },

    async create(values: { language: string; name: string }) {
      const [row] = await db.insert(localizations).values(values).onConflictDoNothing().returning({ id: localizations.id })
      return row?.id ?? null
    },

    /** Merges changed lines into the stored ones inside one transaction; listed `remove` keys are dropped. */
    async update(id: number, changes: { name?: string; set: Record<string, string>; remove: string[] }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ lines: localizations.lines }).from(localizations).where(eq(localizations.id, id)).for('update')
        if (!row) return false
        const lines = { ...row.lines, ...changes.set }
        for (const key of changes.remove) delete lines[key]
        await tx
          .update(localizations)
          .set({ ...(changes.name !== undefined ? { name: changes.name } : {}), lines })
          .where(eq(localizations.id, id))
        return true
      })
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(localizations).where(eq(localizations.id, id)).returning({ id: localizations.id })
      return rows.length > 0
    },
  }
}

export type LocalizationsRepo = ReturnType<typeof makeLocalizationsRepo>
