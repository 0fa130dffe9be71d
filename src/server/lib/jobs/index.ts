/**
 * Background jobs with retries. Without REDIS_URL they run inside this process (the single-process
 * default); with REDIS_URL they go to BullMQ queues in Redis, processed by whichever processes run
 * workers — the web processes by default, or only `npm run worker` processes when the web ones set
 * JOB_WORKERS=0. A job that fails on its last attempt is handed to `onFailed` (the dead-letter list).
 */
import { makeLocalJobQueue } from './local'
import { makeRedisJobQueue } from './redis'
import type { JobQueue, JobQueueOptions } from './types'

export { DEFAULT_ATTEMPTS } from './types'
export type { EnqueueOptions, FailedJob, JobOptions, JobQueue, JobQueueOptions, Recurrence } from './types'
export { msUntilDaily } from './recurrence'

export function createJobQueue(options: JobQueueOptions): JobQueue {
  return options.redisUrl ? makeRedisJobQueue(options.redisUrl, options) : makeLocalJobQueue(options)
}
