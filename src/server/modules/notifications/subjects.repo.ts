import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, artists, backstageRequests, tracks } from '../../db/schema/index'

/** The few catalogue fields notification lines name (artist, track or album, a request's artist). */
export function makeSubjectsRepo(db: Db) {
  return {
    async artist(id: number): Promise<{ id: number; name: string; image: string | null } | null> {
      const [row] = await db.select({ id: artists.id, name: artists.name, image: artists.imageSmall }).from(artists).where(eq(artists.id, id)).limit(1)
      return row ?? null
    },

    async media(type: 'track' | 'album', id: number): Promise<{ name: string; image: string | null } | null> {
      const table = type === 'track' ? tracks : albums
      const [row] = await db.select({ name: table.name, image: table.image }).from(table).where(eq(table.id, id)).limit(1)
      return row ?? null
    },

    /** The artist a handled backstage request points at (created on approval for become-artist). */
    async requestArtist(requestId: number): Promise<{ id: number; name: string } | null> {
      const [row] = await db
        .select({ id: artists.id, name: artists.name })
        .from(backstageRequests)
        .innerJoin(artists, eq(artists.id, backstageRequests.artistId))
        .where(eq(backstageRequests.id, requestId))
        .limit(1)
      return row ?? null
    },
  }
}

export type SubjectsRepo = ReturnType<typeof makeSubjectsRepo>
