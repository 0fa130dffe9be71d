import { and, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customPages } from '../../db/schema/index'

export type CustomPageRow = typeof customPages.$inferSelect
export type CustomPageValues = Omit<typeof customPages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>

/** The only queries on custom_pages. Lists are newest first on the primary key (index-backed). */
export function makeCustomPagesRepo(db: Db) {
  return {
    async byId(id: number): Promise<CustomPageRow | null> {
      const [row] = await db.select().from(customPages).where(eq(customPages.id, id)).limit(1)
      return row ?? null
    },

    async bySlug(slug: string): Promise<CustomPageRow | null> {
      const [row] = await db.select().from(customPages).where(eq(customPages.slug, slug)).limit(1)
      return row ?? null
    },

    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      const where = exceptId ? and(eq(customPages.slug, slug), ne(customPages.id, exceptId)) : eq(customPages.slug, slug)
      const [row] = await db.select({ id: customPages.id }).from(customPages).where(where).limit(1)
      return !!row
    },

    async list(q: { query?: string; offset: number; limit: number }): Promise<{ rows: CustomPageRow[]; total: number }> {
      const like = q.query ? `%${q.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
      const where = like ? or(ilike(customPages.title, like), ilike(customPages.slug, like)) : undefined
      const [rows, [count]] = await Promise.all([
        db.select().from(customPages).where(where).orderBy(desc(customPages.id)).offset(q.offset).limit(q.limit),
        db.select({ total: sql<number>`count(*)::int` }).from(customPages).where(where),
      ])
      return { rows, total: count?.total ?? 0 }
    },

    async create(values: CustomPageValues): Promise<CustomPageRow> {
      const [row] = await db.insert(customPages).values(values).returning()
      return row!
    },

    async update(id: number, values: Partial<CustomPageValues>, now: Date): Promise<CustomPageRow | null> {
      const [row] = await db.update(customPages).set({ ...values, updatedAt: now }).where(eq(customPages.id, id)).returning()
      return row ?? null
    },

    async delete(ids: number[]): Promise<number> {
      const rows = await db.delete(customPages).where(inArray(customPages.id, ids)).returning({ id: customPages.id })
      return rows.length
    },
  }
}

export type CustomPagesRepo = ReturnType<typeof makeCustomPagesRepo>
