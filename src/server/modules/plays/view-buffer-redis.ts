import { Redis } from 'ioredis'
import type { ViewBuffer } from './view-buffer-type'
import { viewKey, type PendingView, type ViewableType } from './views.repo'

/**
 * Pending views in one Redis hash shared by every process: field `type:id:visitor`, value the view's
 * time. HSETNX keeps the first view of a visitor and page; a flush reads and deletes the hash in one
 * MULTI, so two processes flushing at once never write a view twice. A process killed with views in
 * the hash loses none: the next flush of any process (or of the restarted one) writes them.
 */
export function makeRedisViewBuffer(url: string, prefix: string): ViewBuffer {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 })
  redis.on('error', (error: Error) => console.error('view buffer:', error.message))
  const key = `${prefix}views:pending`
  const field = (view: PendingView) => viewKey(view)

  const parse = (name: string, value: string): PendingView | null => {
    // The visitor key may hold ':' (u:1, g:<hash>), so only the first two separators split.
    const first = name.indexOf(':')
    const second = name.indexOf(':', first + 1)
    const type = name.slice(0, first) as ViewableType
    const id = Number(name.slice(first + 1, second))
    const at = Number(value)
    if (first < 0 || second < 0 || !Number.isInteger(id) || !Number.isFinite(at)) return null
    return { type, id, visitorKey: name.slice(second + 1), at }
  }

  return {
    async add(view) {
      await redis.hsetnx(key, field(view), String(view.at))
    },
    async take() {
      const result = await redis.multi().hgetall(key).del(key).exec()
      const [error, all] = result?.[0] ?? [null, {}]
      if (error) throw error
      return Object.entries((all ?? {}) as Record<string, string>).flatMap(([name, value]) => parse(name, value) ?? [])
    },
    async putBack(views) {
      if (views.length === 0) return
      const pipeline = redis.pipeline()
      for (const view of views) pipeline.hsetnx(key, field(view), String(view.at))
      await pipeline.exec()
    },
    async close() {
      await (redis.status === 'wait' ? redis.disconnect() : redis.quit())
    },
  }
}
