import { EventEmitter } from 'node:events'
import type { JobsPort } from './notifier.service'
import type { PubSubPort } from './live-hub'

/**
 * Stand-ins for deps.pubsub and deps.jobs (src/server/lib/pubsub, lib/jobs) until those land: one
 * process, no persistence. Jobs run after the current request, never inside it.
 */
export function inProcessPubSub(): PubSubPort {
  const events = new EventEmitter()
  events.setMaxListeners(0)
  return {
    async publish(channel, message) {
      events.emit(channel, message)
    },
    async subscribe(channel, handler) {
      events.on(channel, handler)
    },
  }
}

export function inProcessJobs(log: (msg: string, err?: unknown) => void = () => {}): JobsPort & { idle(): Promise<void> } {
  const handlers = new Map<string, (data: never) => Promise<void>>()
  const running = new Set<Promise<void>>()
  return {
    define(name, handler) {
      handlers.set(name, handler as (data: never) => Promise<void>)
    },
    async enqueue(name, data) {
      const handler = handlers.get(name)
      if (!handler) throw new Error(`No job named ${name}`)
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => handler(structuredClone(data) as never))
        .catch((err: unknown) => log(`job ${name} failed`, err))
        .finally(() => running.delete(run))
      running.add(run)
    },
    async idle() {
      while (running.size) await Promise.all(running)
    },
  }
}
