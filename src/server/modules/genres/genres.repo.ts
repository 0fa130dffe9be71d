import { asc, desc, ilike, or, sql } from 'drizzle-orm'
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
    async count(query: string | undefined): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(genres).where(filter(query))
      return Number(row?.n ?? 0)
    },
  }
}

export type GenresRepo = ReturnType<typeof makeGenresRepo>
