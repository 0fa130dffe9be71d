/**
 * Publish/subscribe between server processes. Without REDIS_URL the app is one process, so an
 * in-process bus is enough; with REDIS_URL every process shares Redis channels (ioredis), which is
 * how a change made through one process reaches the caches of all the others (docs/scaling.md).
 * Messages are JSON: both implementations serialise them, so a handler never shares an object
 * with the publisher and code that works on one process works on many.
 */
import { makeLocalPubSub } from './local'
import type { PubSub, PubSubOptions } from './types'

export type { PubSub, PubSubOptions } from './types'

export function createPubSub(options: PubSubOptions): PubSub {
  return options.redisUrl ? redisPubSub(options.redisUrl, options.prefix ?? 'encore:') : makeLocalPubSub()
}

/** The Redis bus, with ioredis loaded only when REDIS_URL is set (a single process never loads it). */
function redisPubSub(url: string, prefix: string): PubSub {
  const bus = import('./redis').then((m) => m.makeRedisPubSub(url, prefix))
  return {
    publish: async (channel, message) => (await bus).publish(channel, message),
    subscribe: async (channel, handler) => (await bus).subscribe(channel, handler),
    close: async () => (await bus).close(),
  }
}
