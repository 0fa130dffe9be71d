import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { tracks } from '../../db/schema/index'

export function makeMediaRepo(db: Db) {
  return {
    async trackSource(id: number): Promise<{ name: string; src: string | null } | null> {
      const [row] = await db.select({ name: tracks.name, src: tracks.src }).from(tracks).where(eq(tracks.id, id)).limit(1)
      return row ?? null
    },
  }
}

export type MediaRepo = ReturnType<typeof makeMediaRepo>
