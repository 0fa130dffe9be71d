import type { ViewBuffer } from './view-buffer-type'
import { RENDERER_VISITOR } from './visitor'
import { MAX_REMEMBERED, VIEW_WINDOW_MS, viewKey, type PendingView, type ViewableType, type ViewsRepo } from './views.repo'

/**
 * Page views (§4.8) without a database write per request (issue 27, docs/decisions/0025). A view goes
 * to a buffer (process memory, or Redis with REDIS_URL) and a timer writes the buffer in one
 * transaction every `flushMs`; closing the app flushes what is left. The database stays the judge of
 * the 10-hour window, so totals and insights come out as with a write per view, one interval later.
 * `flushMs` 0 writes each view at once (the tests' default, where a request's effect is read next).
 */
/** What a page's service needs: counting one view (the counter below, or the repo's direct write). */
export interface ViewRecorder {
  recordView(visitorKey: string, type: ViewableType, id: number, now: Date): Promise<unknown>
}

export interface ViewCounter extends ViewRecorder {
  recordView(visitorKey: string, type: ViewableType, id: number, now: Date): Promise<void>
  /** Writes what is buffered now; resolves with how many views counted. */
  flush(): Promise<number>
  /** Stops the timer and flushes; later views are written at once. */
  close(): Promise<void>
}

export interface ViewCounterOptions {
  repo: ViewsRepo
  buffer: ViewBuffer
  flushMs: number
  onError: (error: unknown) => void
}

export function makeViewCounter(options: ViewCounterOptions): ViewCounter {
  const counter = options.flushMs === 0 ? writeThrough(options.repo, options.buffer) : buffered(options)
  // The server's page renderer asks the API like a guest; the page route counted the real visitor.
  const recordView: ViewCounter['recordView'] = async (visitorKey, type, id, now) => {
    if (visitorKey !== RENDERER_VISITOR) await counter.recordView(visitorKey, type, id, now)
  }
  return { ...counter, recordView }
}

function buffered({ repo, buffer, flushMs, onError }: ViewCounterOptions): ViewCounter {
  // Views this process buffered, with their time: a visitor reloading a page inside the window costs
  // not even a buffer entry. A view the database then refuses (another process counted it within the
  // window) is forgotten again, so the next one asks the database as before.
  const remembered = new Map<string, number>()
  let closed = false
  let running: Promise<number> = Promise.resolve(0)

  const writeBatch = async (): Promise<number> => {
    const batch = await buffer.take()
    if (batch.length === 0) return 0
    let counted: Set<string>
    try {
      counted = await repo.recordBatch(batch)
    } catch (error) {
      await buffer.putBack(batch)
      throw error
    }
    for (const view of batch) {
      const key = viewKey(view)
      if (!counted.has(key) && remembered.get(key) === view.at) remembered.delete(key)
    }
    return counted.size
  }
  // One flush at a time; a flush asked for while one runs starts after it.
  const flush = (): Promise<number> => {
    running = running.catch(() => 0).then(writeBatch)
    return running
  }
  const timer = setInterval(() => void flush().catch(onError), flushMs)
  timer.unref()

  return {
    async recordView(visitorKey, type, id, now) {
      if (closed) {
        await repo.recordView(visitorKey, type, id, now)
        return
      }
      const view: PendingView = { visitorKey, type, id, at: now.getTime() }
      const key = viewKey(view)
      const at = remembered.get(key)
      if (at !== undefined && view.at < at + VIEW_WINDOW_MS) return
      if (remembered.size >= MAX_REMEMBERED) remembered.clear()
      remembered.set(key, view.at)
      await buffer.add(view)
    },
    flush,
    async close() {
      if (closed) return
      closed = true
      clearInterval(timer)
      try {
        await flush()
      } finally {
        await buffer.close()
      }
    },
  }
}

/** Each view written by its request, as before issue 27 (the repo remembers counted views itself). */
function writeThrough(repo: ViewsRepo, buffer: ViewBuffer): ViewCounter {
  return {
    async recordView(visitorKey, type, id, now) {
      await repo.recordView(visitorKey, type, id, now)
    },
    flush: async () => 0,
    close: () => buffer.close(),
  }
}
