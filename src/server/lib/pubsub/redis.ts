import { Redis } from 'ioredis'
import type { PubSub } from './types'
import { HandlerRegistry } from './handlers'

/**
 * The bus over Redis: one connection publishes, a second (lazily opened) is in subscriber mode,
 * as Redis requires. Channels are prefixed so sites and test runs sharing a Redis never cross.
 */
export function makeRedisPubSub(url: string, prefix: string): PubSub {
  const handlers = new HandlerRegistry()
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 })
  let subscriber: Redis | null = null
  let closed = false

  const subscriberConnection = (): Redis => {
    if (subscriber) return subscriber
    subscriber = new Redis(url, { maxRetriesPerRequest: null })
    subscriber.on('message', (fullChannel: string, raw: string) => {
      if (fullChannel.startsWith(prefix)) handlers.deliver(fullChannel.slice(prefix.length), raw)
    })
    // ioredis resubscribes on reconnect by itself; errors are logged, not thrown, so a Redis restart is survivable.
    subscriber.on('error', (error: Error) => console.error('pubsub subscriber:', error.message))
    return subscriber
  }
  publisher.on('error', (error: Error) => console.error('pubsub publisher:', error.message))

  return {
    async publish(channel, message) {
      if (closed) return
      await publisher.publish(prefix + channel, JSON.stringify(message ?? null))
    },
    async subscribe(channel, handler) {
      if (handlers.add(channel, handler)) await subscriberConnection().subscribe(prefix + channel)
      return async () => {
        if (handlers.remove(channel, handler) && subscriber && !closed) await subscriber.unsubscribe(prefix + channel)
      }
    },
    async close() {
      if (closed) return
      closed = true
      handlers.clear()
      await Promise.allSettled([publisher.status === 'wait' ? publisher.disconnect() : publisher.quit(), subscriber?.quit()])
    },
  }
}
