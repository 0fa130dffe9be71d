import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, artists, modelViews, playlists } from '../../db/schema/index'

export type ViewableType = 'artist' | 'album' | 'playlist'
const VIEW_WINDOW_MS = 10 * 3600 * 1000

const counters = { artist: artists, album: albums, playlist: playlists } as const

/** Bounds the counted-views memory; past it the memory starts over (the database stays the judge). */
const MAX_REMEMBERED = 50_000

export function makeViewsRepo(db: Db) {
  // Views this process counted, with the time they counted. Until that time + the window, the upsert
  // below is sure to be a no-op (only a view older than the window is refreshed, and nothing else
  // deletes or moves `viewed_at`), so the page skips its transaction: a listener paging through an
  // album again costs no write. Another process's counts only make the upsert a no-op sooner.
  const counted = new Map<string, number>()
  return {
    /**
     * §4.8: counts a view at most once per visitor and model every 10 hours. The upsert only refreshes
     * `viewed_at` when the previous view is older than the window, so `returning` yields a row exactly
     * when the view counts; both writes share one transaction.
     */
    async recordView(visitorKey: string, type: ViewableType, id: number, now: Date): Promise<boolean> {
      const memoryKey = `${type}:${id}:${visitorKey}`
      const countedAt = counted.get(memoryKey)
      if (countedAt !== undefined && now.getTime() < countedAt + VIEW_WINDOW_MS) return false
      const cutoff = new Date(now.getTime() - VIEW_WINDOW_MS)
      const recorded = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(modelViews)
          .values({ visitorKey, modelType: type, modelId: id, viewedAt: now })
          .onConflictDoUpdate({
            target: [modelViews.visitorKey, modelViews.modelType, modelViews.modelId],
            set: { viewedAt: now },
            setWhere: sql`${modelViews.viewedAt} <= ${cutoff.toISOString()}`,
          })
          .returning({ id: modelViews.id })
        if (rows.length === 0) return false
        const table = counters[type]
        await tx
          .update(table)
          .set({ views: sql`${table.views} + 1` })
          .where(and(eq(table.id, id)))
        return true
      })
      if (recorded) {
        if (counted.size >= MAX_REMEMBERED) counted.clear()
        counted.set(memoryKey, now.getTime())
      }
      return recorded
    },
  }
}

export type ViewsRepo = ReturnType<typeof makeViewsRepo>
