/** The queue's public shapes (index.ts builds one; local.ts and redis.ts implement it). */
export interface JobOptions {
  /** Tries in all, the first included (default 3). */
  attempts?: number
  /** Jobs of this name run at once in one process (default 1). */
  concurrency?: number
}

export interface EnqueueOptions {
  /**
   * A job with the same id that is waiting, running or finished within the last hour is not added
   * again: several processes may enqueue one periodic job (id per period) and it runs once.
   */
  jobId?: string
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number
}

/** When a scheduled job runs: every `everyMs` milliseconds, or daily at `hour`:`minute` server time. */
export type Recurrence = { everyMs: number } | { dailyAt: { hour: number; minute: number } }

export interface JobQueue {
  /** Registers the handler for jobs called `name`; every process defines the same jobs. */
  define<T>(name: string, handler: (data: T) => Promise<void>, options?: JobOptions): void
  /** Adds a job and resolves at once: the job runs later, never inside the caller's request. */
  enqueue<T>(name: string, data: T, options?: EnqueueOptions): Promise<void>
  /**
   * Runs job `name` with `data` at each occurrence of `recurrence`, once per occurrence across every
   * process sharing the queue (a BullMQ job scheduler in Redis; one in-process timer without Redis).
   * Every process may call it at start: the schedule is kept under `name`, so calls repeat nothing.
   */
  schedule<T>(name: string, recurrence: Recurrence, data: T): Promise<void>
  /** Begins processing when this process runs workers (`runWorkers`); otherwise only enqueues. */
  start(): Promise<void>
  /** Stops taking jobs, lets running ones finish, and closes connections. */
  close(): Promise<void>
}

/** A job that failed its last attempt: what the dead-letter list records. */
export interface FailedJob {
  name: string
  jobId: string | null
  data: unknown
  error: string
  attempts: number
  failedAt: Date
}

export interface JobQueueOptions {
  redisUrl?: string
  /** Prefix for the Redis keys, so sites and test runs sharing a Redis never cross. */
  prefix?: string
  /** Whether this process processes jobs (false on web processes when `npm run worker` ones do). */
  runWorkers: boolean
  /** Called once per job that failed all its attempts. */
  onFailed?: (failure: FailedJob) => void
  /** First retry delay; later ones double it (default 1000 ms). */
  backoffMs?: number
}

export const DEFAULT_ATTEMPTS = 3

/** How long a finished job's id keeps an equal one out (EnqueueOptions.jobId). */
export const DEDUPE_SECONDS = 3600
