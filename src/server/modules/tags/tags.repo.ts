import { and, desc, eq, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { taggables, tags } from '../../db/schema/index'

export function makeTagsRepo(db: Db) {
  return {
    async byId(id: number) {
      const [row] = await db.select().from(tags).where(eq(tags.id, id)).limit(1)
      return row ?? null
    },

    /** Null when the name is taken (the unique index decides, also against a concurrent write). */
    async create(values: { name: string; displayName: string | null; userId: number | null }) {
      const [row] = await db.insert(tags).values({ ...values, type: 'custom' }).onConflictDoNothing({ target: tags.name }).returning()
      return row ?? null
    },

    /** 'taken' when another tag has the name; null when the tag does not exist. */
    async update(id: number, values: { name: string; displayName: string | null }) {
      const [clash] = await db.select({ id: tags.id }).from(tags).where(eq(tags.name, values.name)).limit(1)
      if (clash && clash.id !== id) return 'taken' as const
      const [row] = await db.update(tags).set({ ...values, updatedAt: new Date() }).where(eq(tags.id, id)).returning()
      return row ?? null
    },

    async byName(name: string) {
      const [row] = await db.select().from(tags).where(eq(tags.name, name)).limit(1)
      return row ?? null
    },

    /**
     * Ids of a tag's tracks or albums, newest id first (taggables_tag_type_idx); user tags collapse.
     * `afterId` (the last id seen, from a cursor) seeks instead of offsetting.
     */
    async modelIds(tagId: number, type: 'track' | 'album', offset: number, limit: number, afterId: number | null = null): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: taggables.taggableId })
        .from(taggables)
        .where(and(eq(taggables.tagId, tagId), eq(taggables.taggableType, type), afterId === null ? undefined : lt(taggables.taggableId, afterId)))
        .orderBy(desc(taggables.taggableId))
        .offset(afterId === null ? offset : 0)
        .limit(limit)
      return rows.map((r) => r.id)
    },
  }
}

export type TagsRepo = ReturnType<typeof makeTagsRepo>
