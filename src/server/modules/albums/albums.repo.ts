import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums } from '../../db/schema/index'

export function makeAlbumsRepo(db: Db) {
  return {
    async description(id: number): Promise<string | null> {
      const [row] = await db.select({ description: albums.description }).from(albums).where(eq(albums.id, id)).limit(1)
      return row?.description ?? null
    },
  }
}

export type AlbumsRepo = ReturnType<typeof makeAlbumsRepo>
