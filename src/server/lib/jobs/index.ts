/**
 * Background jobs with retries. Without REDIS_URL they run inside this process (the single-process
 * default); with REDIS_URL they go to BullMQ queues in Redis, processed by whichever processes run
 * workers — the web processes by default, or only `npm run worker` processes when the web ones set
 * JOB_WORKERS=0. A job that fails on its last attempt is handed to `onFailed` (the dead-letter list).
 */
import { makeLocalJobQueue } from './local'
import type { JobQueue, JobQueueOptions } from './types'

export { DEFAULT_ATTEMPTS } from './types'
export type { EnqueueOptions, FailedJob, JobOptions, JobQueue, JobQueueOptions, Recurrence } from './types'
export { msUntilDaily } from './recurrence'

export function createJobQueue(options: JobQueueOptions): JobQueue {
  return options.redisUrl ? redisJobQueue(options.redisUrl, options) : makeLocalJobQueue(options)
}

/**
 * The BullMQ queue, with BullMQ and ioredis (a few MB of code) loaded only when REDIS_URL is set. Jobs
 * defined before they are loaded are handed over in order as soon as they are; start() waits for that.
 */
function redisJobQueue(url: string, options: JobQueueOptions): JobQueue {
  let queue: JobQueue | null = null
  const early: Array<(q: JobQueue) => void> = []
  const loaded = import('./redis').then((m) => {
    queue = m.makeRedisJobQueue(url, options)
    for (const define of early.splice(0)) define(queue)
    return queue
  })
  return {
    define(name, handler, jobOptions) {
      if (queue) queue.define(name, handler, jobOptions)
      else early.push((q) => q.define(name, handler, jobOptions))
    },
    enqueue: async (name, data, enqueueOptions) => (await loaded).enqueue(name, data, enqueueOptions),
    schedule: async (name, recurrence, data) => (await loaded).schedule(name, recurrence, data),
    start: async () => (await loaded).start(),
    close: async () => (await loaded).close(),
  }
}
