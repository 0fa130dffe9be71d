import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { genres } from '../../db/schema/index'

export type GenreOrder = 'popularity:desc' | 'name:asc' | 'created_at:desc'

export function makeGenresRepo(db: Db) {
  const orderings = {
    'popularity:desc': [sql`${genres.popularity} desc nulls last`, asc(genres.id)],
    'name:asc': [asc(genres.name), asc(genres.id)],
    'created_at:desc': [desc(genres.createdAt), desc(genres.id)],
  }
  const filter = (query: string | undefined) => {
    if (!query) return undefined
    const like = `${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    return or(ilike(genres.name, like), ilike(genres.displayName, like))
  }
  return {
    async list(q: { query?: string; order: GenreOrder; offset: number; limit: number }) {
      return db
        .select()
        .from(genres)
        .where(filter(q.query))
        .orderBy(...orderings[q.order])
        .offset(q.offset)
        .limit(q.limit)
    },
    async findByName(name: string) {
      const [row] = await db.select({ id: genres.id }).from(genres).where(eq(genres.name, name)).limit(1)
      return row ?? null
    },
    /** Null when the name was taken in between (the unique index decides). */
    async insert(values: { name: string; displayName: string | null; image: string | null; popularity: number | null }) {
      const [row] = await db.insert(genres).values(values).onConflictDoNothing({ target: genres.name }).returning()
      return row ?? null
    },
    async findById(id: number) {
      const [row] = await db.select().from(genres).where(eq(genres.id, id)).limit(1)
      return row ?? null
    },
    /** Null when another genre took the name in between (the unique index decides). */
    async update(id: number, values: { name: string; displayName: string | null; image: string | null; popularity: number | null }) {
      try {
        const [row] = await db.update(genres).set({ ...values, updatedAt: new Date() }).where(eq(genres.id, id)).returning()
        return row ?? null
      } catch (error) {
        if (isUniqueViolation(error)) return null
        throw error
      }
    },
    /** Shows the genre on the home page's genre lists (decision 0033); null when there is no such genre. */
    async approve(id: number) {
      const [row] = await db.update(genres).set({ approved: true, updatedAt: new Date() }).where(eq(genres.id, id)).returning()
      return row ?? null
    },
    async count(query: string | undefined): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(genres).where(filter(query))
      return Number(row?.n ?? 0)
    },
  }
}

/** PostgreSQL's unique_violation, whether the driver's error arrives bare or wrapped by Drizzle (`cause`). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null
  return e?.code === '23505' || e?.cause?.code === '23505'
}

export type GenresRepo = ReturnType<typeof makeGenresRepo>
