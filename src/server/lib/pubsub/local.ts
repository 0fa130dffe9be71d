import type { PubSub } from './types'
import { HandlerRegistry } from './handlers'

/** The single-process bus: delivery is asynchronous, as over Redis, so publishers never run handlers inline. */
export function makeLocalPubSub(): PubSub {
  const handlers = new HandlerRegistry()
  let closed = false
  return {
    async publish(channel, message) {
      if (closed) return
      const raw = JSON.stringify(message ?? null)
      setImmediate(() => handlers.deliver(channel, raw))
    },
    async subscribe(channel, handler) {
      handlers.add(channel, handler)
      return async () => {
        handlers.remove(channel, handler)
      }
    },
    async close() {
      closed = true
      handlers.clear()
    },
  }
}
