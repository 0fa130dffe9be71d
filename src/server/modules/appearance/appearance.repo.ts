import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { channels, themes } from '../../db/schema/index'

export type ThemeRow = typeof themes.$inferSelect
export type ThemeValuesRow = Pick<ThemeRow, 'name' | 'values' | 'isDark' | 'defaultLight' | 'defaultDark'>

/** Themes (platform-core §3 Theme): a handful of rows, read whole. */
export function makeAppearanceRepo(db: Db) {
  return {
    async themes(): Promise<ThemeRow[]> {
      return db.select().from(themes).orderBy(asc(themes.id))
    },

    async themeById(id: number): Promise<ThemeRow | null> {
      const [row] = await db.select().from(themes).where(eq(themes.id, id)).limit(1)
      return row ?? null
    },

    /**
     * Saves themes in one transaction. A theme flagged default light (or dark) takes the flag from
     * every other theme, so exactly one default of each kind remains.
     */
    async saveThemes(list: (ThemeValuesRow & { id?: number })[]): Promise<number[]> {
      return db.transaction(async (tx) => {
        const ids: number[] = []
        for (const theme of list) {
          const values = { name: theme.name, values: theme.values, isDark: theme.isDark, defaultLight: theme.defaultLight, defaultDark: theme.defaultDark }
          const [row] = theme.id
            ? await tx.update(themes).set({ ...values, updatedAt: sql`now()` }).where(eq(themes.id, theme.id)).returning({ id: themes.id })
            : await tx.insert(themes).values(values).returning({ id: themes.id })
          if (row) ids.push(row.id)
        }
        for (const [i, theme] of list.entries()) {
          const id = ids[i]
          if (id === undefined) continue
          if (theme.defaultLight) await tx.update(themes).set({ defaultLight: false }).where(and(ne(themes.id, id), eq(themes.defaultLight, true)))
          if (theme.defaultDark) await tx.update(themes).set({ defaultDark: false }).where(and(ne(themes.id, id), eq(themes.defaultDark, true)))
        }
        return ids
      })
    },

    async deleteTheme(id: number) {
      await db.delete(themes).where(eq(themes.id, id))
    },

    async channelIdsExist(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return []
      return (await db.select({ id: channels.id }).from(channels).where(inArray(channels.id, ids))).map((r) => r.id)
    },
  }
}

export type AppearanceRepo = ReturnType<typeof makeAppearanceRepo>
