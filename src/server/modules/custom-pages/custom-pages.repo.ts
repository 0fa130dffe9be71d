import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customPages } from '../../db/schema/index'

export type CustomPageSort = 'title' | 'slug' | 'updated_at' | 'created_at' | 'id'

const SORT_COLUMNS = {
  title: customPages.title,
  slug: customPages.slug,
  updated_at: customPages.updatedAt,
  created_at: customPages.createdAt,
}

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

    async list(q: { query?: string; orderBy: CustomPageSort; orderDir: 'asc' | 'desc'; offset: number; limit: number; withTotal: boolean }): Promise<{ rows: CustomPageRow[]; total?: number }> {
      const like = q.query ? `%${q.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
      const where = like ? or(ilike(customPages.title, like), ilike(customPages.slug, like)) : undefined
      const dir = q.orderDir === 'asc' ? asc : desc
      // The id breaks ties so pages never repeat or go missing between pages of the list.
      const order = q.orderBy === 'id' ? [dir(customPages.id)] : [dir(SORT_COLUMNS[q.orderBy]), dir(customPages.id)]
      const [rows, count] = await Promise.all([
        db.select().from(customPages).where(where).orderBy(...order).offset(q.offset).limit(q.limit),
        q.withTotal ? db.select({ total: sql<number>`count(*)::int` }).from(customPages).where(where) : Promise.resolve(null),
      ])
      return { rows, total: count?.[0]?.total }
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
