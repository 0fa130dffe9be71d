import { Queue, Worker, type Job } from 'bullmq'
import { Redis } from 'ioredis'
import { DEDUPE_SECONDS, DEFAULT_ATTEMPTS, type JobOptions, type JobQueue, type JobQueueOptions } from './types'

interface Definition {
  handler: (data: unknown) => Promise<void>
  attempts: number
  concurrency: number
}

/**
 * The queue over Redis with BullMQ: one BullMQ queue per job name (so each name has its own
 * concurrency), workers only in processes that run them. Jobs survive a process crash: a job whose
 * worker died is stalled and picked up again by another process.
 */
export function makeRedisJobQueue(url: string, options: JobQueueOptions): JobQueue {
  // Workers block on this connection; BullMQ requires maxRetriesPerRequest null for that.
  const connection = new Redis(url, { maxRetriesPerRequest: null })
  connection.on('error', (error: Error) => console.error('jobs redis:', error.message))
  const prefix = `${options.prefix ?? 'encore:'}jobs`
  const backoffMs = options.backoffMs ?? 1000
  const definitions = new Map<string, Definition>()
  const queues = new Map<string, Queue>()
  const workers: Worker[] = []
  let started = false
  let closed = false

  const retention = (name: string) => ({
    attempts: definitions.get(name)?.attempts ?? DEFAULT_ATTEMPTS,
    backoff: { type: 'exponential', delay: backoffMs },
    // Finished jobs stay an hour (their ids dedupe periodic jobs); failed ones go to the dead-letter list through onFailed.
    removeOnComplete: { age: DEDUPE_SECONDS },
    removeOnFail: true,
  })

  const queueFor = (name: string) => {
    let queue = queues.get(name)
    if (!queue) queues.set(name, (queue = new Queue(name, { connection, prefix })))
    return queue
  }

  const startWorker = (name: string, def: Definition) => {
    const worker = new Worker(name, async (job: Job) => def.handler(job.data), { connection, prefix, concurrency: def.concurrency })
    worker.on('failed', (job: Job | undefined, error: Error) => {
      if (!job || job.attemptsMade < (job.opts.attempts ?? 1)) return
      options.onFailed?.({
        name,
        jobId: job.opts.jobId?.startsWith('u.') ? job.opts.jobId.slice(2) : null,
        data: job.data,
        error: error.message,
        attempts: job.attemptsMade,
        failedAt: new Date(),
      })
    })
    worker.on('error', (error: Error) => console.error(`jobs worker ${name}:`, error.message))
    workers.push(worker)
  }

  return {
    define<T>(name: string, handler: (data: T) => Promise<void>, jobOptions: JobOptions = {}) {
      const def: Definition = {
        handler: handler as (data: unknown) => Promise<void>,
        attempts: Math.max(1, jobOptions.attempts ?? DEFAULT_ATTEMPTS),
        concurrency: Math.max(1, jobOptions.concurrency ?? 1),
      }
      definitions.set(name, def)
      if (started && options.runWorkers && !closed) startWorker(name, def)
    },
    async enqueue(name, data, enqueueOptions = {}) {
      if (closed) return
      await queueFor(name).add(name, data, {
        // BullMQ reserves ':' in ids and treats purely numeric ones as its own: keep caller ids apart.
        ...(enqueueOptions.jobId ? { jobId: `u.${enqueueOptions.jobId.replaceAll(':', '_')}` } : {}),
        ...(enqueueOptions.delayMs && enqueueOptions.delayMs > 0 ? { delay: enqueueOptions.delayMs } : {}),
        ...retention(name),
      })
    },
    async schedule(name, recurrence, data) {
      if (closed) return
      // A BullMQ job scheduler keeps one next job in Redis under a fixed id per occurrence: however many
      // processes upsert it, each occurrence is one job, run by one worker.
      const repeat = 'everyMs' in recurrence ? { every: recurrence.everyMs } : { pattern: `${recurrence.dailyAt.minute} ${recurrence.dailyAt.hour} * * *` }
      await queueFor(name).upsertJobScheduler(name, repeat, { name, data, opts: retention(name) })
    },
    async start() {
      if (started || closed) return
      started = true
      if (options.runWorkers) for (const [name, def] of definitions) startWorker(name, def)
    },
    async close() {
      if (closed) return
      closed = true
      await Promise.allSettled(workers.map((worker) => worker.close()))
      await Promise.allSettled([...queues.values()].map((queue) => queue.close()))
      await connection.quit().catch(() => connection.disconnect())
    },
  }
}
