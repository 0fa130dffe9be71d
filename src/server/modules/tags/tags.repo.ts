import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { taggables, tags } from '../../db/schema/index'

export function makeTagsRepo(db: Db) {
  return {
    async byName(name: string) {
      const [row] = await db.select().from(tags).where(eq(tags.name, name)).limit(1)
      return row ?? null
    },

    /** Ids of a tag's tracks or albums, newest id first (taggables_tag_type_idx); user tags collapse. */
    async modelIds(tagId: number, type: 'track' | 'album', offset: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: taggables.taggableId })
        .from(taggables)
        .where(and(eq(taggables.tagId, tagId), eq(taggables.taggableType, type)))
        .orderBy(desc(taggables.taggableId))
        .offset(offset)
        .limit(limit)
      return rows.map((r) => r.id)
    },
  }
}

export type TagsRepo = ReturnType<typeof makeTagsRepo>
