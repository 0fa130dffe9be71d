import { msUntilDaily } from './recurrence'
import { DEDUPE_SECONDS, DEFAULT_ATTEMPTS, type FailedJob, type JobOptions, type JobQueue, type JobQueueOptions } from './types'

interface Definition {
  handler: (data: unknown) => Promise<void>
  attempts: number
  concurrency: number
}

interface PendingJob {
  name: string
  jobId: string | null
  data: unknown
  attempt: number
}

/**
 * The in-process queue: jobs wait in memory and run on later turns of the event loop, with the
 * same retry and dead-letter rules as the Redis queue. Pending jobs are lost if the process dies,
 * which is the trade-off of running without Redis (README: Background jobs).
 */
export function makeLocalJobQueue(options: JobQueueOptions): JobQueue {
  const definitions = new Map<string, Definition>()
  const waiting: PendingJob[] = []
  const running = new Map<string, number>()
  const liveIds = new Set<string>()
  /** Ids of jobs finished within DEDUPE_SECONDS, with when they finished (pruned on enqueue). */
  const finishedIds = new Map<string, number>()
  const timers = new Set<NodeJS.Timeout>()
  /** One timer per scheduled job name: this is the only process (no Redis, no cluster). */
  const schedules = new Map<string, NodeJS.Timeout>()
  const inFlight = new Set<Promise<void>>()
  const backoffMs = options.backoffMs ?? 1000
  let started = false
  let closed = false

  const idKey = (job: PendingJob) => (job.jobId === null ? null : `${job.name}\u0000${job.jobId}`)
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      fn()
    }, ms)
    timers.add(timer)
  }

  const pump = () => {
    if (!started || closed || !options.runWorkers) return
    for (let i = 0; i < waiting.length; ) {
      const job = waiting[i]!
      const def = definitions.get(job.name)
      const active = running.get(job.name) ?? 0
      if (!def || active >= def.concurrency) {
        i += 1
        continue
      }
      waiting.splice(i, 1)
      running.set(job.name, active + 1)
      const run = execute(job, def).finally(() => {
        inFlight.delete(run)
        running.set(job.name, (running.get(job.name) ?? 1) - 1)
        setImmediate(pump)
      })
      inFlight.add(run)
    }
  }

  const execute = async (job: PendingJob, def: Definition) => {
    try {
      await def.handler(job.data)
      release(job, true)
    } catch (error) {
      if (job.attempt < def.attempts && !closed) {
        later(backoffMs * 2 ** (job.attempt - 1), () => {
          waiting.push({ ...job, attempt: job.attempt + 1 })
          pump()
        })
        return
      }
      release(job)
      const failure: FailedJob = {
        name: job.name,
        jobId: job.jobId,
        data: job.data,
        error: error instanceof Error ? error.message : String(error),
        attempts: job.attempt,
        failedAt: new Date(),
      }
      options.onFailed?.(failure)
    }
  }

  const release = (job: PendingJob, completed = false) => {
    const key = idKey(job)
    if (!key) return
    liveIds.delete(key)
    if (completed) finishedIds.set(key, Date.now())
  }

  const queue: JobQueue = {
    define<T>(name: string, handler: (data: T) => Promise<void>, jobOptions: JobOptions = {}) {
      definitions.set(name, {
        handler: handler as (data: unknown) => Promise<void>,
        attempts: Math.max(1, jobOptions.attempts ?? DEFAULT_ATTEMPTS),
        concurrency: Math.max(1, jobOptions.concurrency ?? 1),
      })
      setImmediate(pump)
    },
    async enqueue(name, data, enqueueOptions = {}) {
      if (closed) return
      const job: PendingJob = { name, jobId: enqueueOptions.jobId ?? null, data: JSON.parse(JSON.stringify(data ?? null)), attempt: 1 }
      const key = idKey(job)
      if (key) {
        const cutoff = Date.now() - DEDUPE_SECONDS * 1000
        // Finish order is insertion order: the expired ids are the first ones.
        for (const [id, at] of finishedIds) {
          if (at >= cutoff) break
          finishedIds.delete(id)
        }
        if (liveIds.has(key) || finishedIds.has(key)) return
        liveIds.add(key)
      }
      const add = () => {
        waiting.push(job)
        pump()
      }
      if (enqueueOptions.delayMs && enqueueOptions.delayMs > 0) later(enqueueOptions.delayMs, add)
      else setImmediate(add)
    },
    async schedule(name, recurrence, data) {
      clearTimeout(schedules.get(name))
      const arm = () => {
        if (closed) return
        const now = new Date()
        const delay = 'everyMs' in recurrence ? recurrence.everyMs : msUntilDaily(now, recurrence.dailyAt.hour, recurrence.dailyAt.minute)
        const timer = setTimeout(() => {
          void queue.enqueue(name, data)
          arm()
        }, delay)
        // A pending schedule must not keep a stopping process (or a test run) alive.
        timer.unref()
        schedules.set(name, timer)
      }
      arm()
    },
    async start() {
      started = true
      setImmediate(pump)
    },
    async close() {
      closed = true
      for (const timer of [...timers, ...schedules.values()]) clearTimeout(timer)
      timers.clear()
      schedules.clear()
      await Promise.allSettled([...inFlight])
    },
  }
  return queue
}
