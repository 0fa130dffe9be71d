/**
 * Publish/subscribe between server processes. Without REDIS_URL the app is one process, so an
 * in-process bus is enough; with REDIS_URL every process shares Redis channels (ioredis), which is
 * how a change made through one process reaches the caches of all the others (docs/scaling.md).
 * Messages are JSON: both implementations serialise them, so a handler never shares an object
 * with the publisher and code that works on one process works on many.
 */
import { makeLocalPubSub } from './local'
import { makeRedisPubSub } from './redis'
import type { PubSub, PubSubOptions } from './types'

export type { PubSub, PubSubOptions } from './types'

export function createPubSub(options: PubSubOptions): PubSub {
  return options.redisUrl ? makeRedisPubSub(options.redisUrl, options.prefix ?? 'encore:') : makeLocalPubSub()
}
