import type { ViewBuffer } from './view-buffer-type'
import { viewKey, type PendingView } from './views.repo'

export type { ViewBuffer } from './view-buffer-type'

export interface ViewBufferOptions {
  redisUrl?: string
  prefix?: string
}

/** Process memory: what a kill -9 loses is the views of the last flush interval at most (docs/decisions/0025). */
export function makeMemoryViewBuffer(): ViewBuffer {
  let pending = new Map<string, PendingView>()
  const keep = (view: PendingView) => {
    const key = viewKey(view)
    if (!pending.has(key)) pending.set(key, view)
  }
  return {
    async add(view) {
      keep(view)
    },
    async take() {
      const batch = [...pending.values()]
      pending = new Map()
      return batch
    },
    async putBack(views) {
      for (const view of views) keep(view)
    },
    async close() {},
  }
}

/** Redis with REDIS_URL (every process adds to one hash, a killed process loses nothing); ioredis loads only then. */
export function createViewBuffer({ redisUrl, prefix = 'encore:' }: ViewBufferOptions): ViewBuffer {
  if (!redisUrl) return makeMemoryViewBuffer()
  const buffer = import('./view-buffer-redis').then((m) => m.makeRedisViewBuffer(redisUrl, prefix))
  return {
    add: async (view) => (await buffer).add(view),
    take: async () => (await buffer).take(),
    putBack: async (views) => (await buffer).putBack(views),
    close: async () => (await buffer).close(),
  }
}
