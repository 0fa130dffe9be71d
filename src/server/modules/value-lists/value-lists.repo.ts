import { eq, asc, desc, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { genres, permissions, roles, themes } from '../../db/schema/index'

/** Genre value list size (music-catalog §6). */
const GENRE_LIST = 50

export function makeValueListsRepo(db: Db) {
  return {
    /** Top genres by popularity; genres_popularity_idx (popularity desc nulls last, id) serves the order. */
    async topGenres() {
      return db
        .select({ name: genres.name, displayName: genres.displayName })
        .from(genres)
        .orderBy(sql`${genres.popularity} desc nulls last`, asc(genres.id))
        .limit(GENRE_LIST)
    },
    async themes() {
      return db.select({ id: themes.id, name: themes.name }).from(themes).orderBy(asc(themes.id))
    },
    async roles() {
      // Site-wide roles only: workspace roles are offered by GET workspace/roles, inside a workspace.
      return db.select({ id: roles.id, name: roles.name, type: roles.type }).from(roles).where(eq(roles.type, 'sitewide')).orderBy(desc(roles.order), asc(roles.id))
    },
    async permissions() {
      return db.select().from(permissions).orderBy(asc(permissions.group), asc(permissions.name))
    },
  }
}

export type ValueListsRepo = ReturnType<typeof makeValueListsRepo>
