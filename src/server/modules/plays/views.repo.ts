import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, artists, modelViews, playlists } from '../../db/schema/index'

export type ViewableType = 'artist' | 'album' | 'playlist'

/** A view waiting to be written (view-counter.ts): who, which page, and when (epoch ms). */
export interface PendingView {
  visitorKey: string
  type: ViewableType
  id: number
  at: number
}

/** One visitor's view of one page: the key buffers and the in-process memory use. */
export const viewKey = (v: Pick<PendingView, 'visitorKey' | 'type' | 'id'>) => `${v.type}:${v.id}:${v.visitorKey}`

/**
 * Rows per insert statement: 4 parameters a row stays far below PostgreSQL's 65,535, and the embedded
 * database (which runs on the server's own thread) is busy for a few milliseconds per statement, not the
 * whole batch.
 */
const BATCH_ROWS = 250
export const VIEW_WINDOW_MS = 10 * 3600 * 1000

const counters = { artist: artists, album: albums, playlist: playlists } as const

/** Bounds the counted-views memory; past it the memory starts over (the database stays the judge). */
export const MAX_REMEMBERED = 50_000

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
      const memoryKey = viewKey({ visitorKey, type, id })
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

    /**
     * Writes a batch of buffered views in one transaction, with the same judge as recordView: the upsert
     * refreshes a visitor's row only when their previous view of the page is older than the window
     * (`excluded.viewed_at` is each row's own time), and only the rows it returns add to the counters,
     * one update per page. The batch holds one view per visitor and page (the buffer keys them so).
     * Returns the views that counted, as `viewKey`s.
     */
    async recordBatch(views: readonly PendingView[]): Promise<Set<string>> {
      if (views.length === 0) return new Set()
      return db.transaction(async (tx) => {
        const perModel = new Map<string, number>()
        const counted = new Set<string>()
        for (let start = 0; start < views.length; start += BATCH_ROWS) {
          // The embedded database runs on this thread: between statements, let waiting requests through.
          if (start > 0) await new Promise((resolve) => setImmediate(resolve))
          const rows = await tx
            .insert(modelViews)
            .values(views.slice(start, start + BATCH_ROWS).map((v) => ({ visitorKey: v.visitorKey, modelType: v.type, modelId: v.id, viewedAt: new Date(v.at) })))
            .onConflictDoUpdate({
              target: [modelViews.visitorKey, modelViews.modelType, modelViews.modelId],
              set: { viewedAt: sql`excluded.viewed_at` },
              setWhere: sql`${modelViews.viewedAt} <= excluded.viewed_at - ${`${VIEW_WINDOW_MS} milliseconds`}::interval`,
            })
            .returning({ visitorKey: modelViews.visitorKey, type: modelViews.modelType, id: modelViews.modelId })
          for (const row of rows) {
            perModel.set(`${row.type}:${row.id}`, (perModel.get(`${row.type}:${row.id}`) ?? 0) + 1)
            counted.add(viewKey({ visitorKey: row.visitorKey, type: row.type as ViewableType, id: row.id }))
          }
        }
        // Pages with the same count share one statement (a burst on one album is one update).
        const byCount = new Map<string, number[]>()
        for (const [key, count] of perModel) {
          const [type, id] = key.split(':') as [ViewableType, string]
          const group = `${type}:${count}`
          byCount.set(group, [...(byCount.get(group) ?? []), Number(id)])
        }
        for (const [group, ids] of byCount) {
          const [type, count] = group.split(':') as [ViewableType, string]
          const table = counters[type]
          await tx.update(table).set({ views: sql`${table.views} + ${Number(count)}` }).where(inArray(table.id, ids))
        }
        return counted
      })
    },
  }
}

export type ViewsRepo = ReturnType<typeof makeViewsRepo>
