import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/index'

/** The user columns serializeUserRef needs (name fallbacks, avatar). */
export const userRefColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  image: users.image,
}

/** Compact user references for followers, comments, playlist owners and search results. */
export function makeUserRefsRepo(db: Db) {
  return {
    async usersByIds(ids: number[]) {
      if (ids.length === 0) return []
      return db.select(userRefColumns).from(users).where(inArray(users.id, ids))
    },
  }
}

export type UserRefsRepo = ReturnType<typeof makeUserRefsRepo>
