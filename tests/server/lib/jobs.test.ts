import { afterEach, describe, expect, it } from 'vitest'
import { createJobQueue, msUntilDaily, type FailedJob, type JobQueue, type JobQueueOptions } from '../../../src/server/lib/jobs/index'
import { TEST_REDIS_URL, eventually, uniqueRedisPrefix } from '../../helpers/redis'

const queues: JobQueue[] = []
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.close()))
})

describe.each([
  ['in-process', () => ({})],
  ['redis', () => ({ redisUrl: TEST_REDIS_URL, prefix: uniqueRedisPrefix('jobs') })],
] as const)('jobs (%s)', (_kind, backend) => {
  function queue(extra: Partial<JobQueueOptions> = {}): JobQueue {
    const q = createJobQueue({ ...backend(), runWorkers: true, backoffMs: 10, ...extra })
    queues.push(q)
    return q
  }

  it('runs a job after enqueue returns, not inside the caller', async () => {
    const q = queue()
    const events: string[] = []
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    q.define<{ to: string }>('mail.send', async (data) => {
      events.push(`start ${data.to}`)
      await gate
      events.push('done')
    })
    await q.start()
    await q.enqueue('mail.send', { to: 'a@example.com' })
    events.push('enqueued')
    await eventually(() => events.includes('start a@example.com'))
    expect(events[0]).toBe('enqueued')
    release()
    await eventually(() => events.includes('done'))
  })

  it('retries a failing job and succeeds on a later attempt', async () => {
    const failed: FailedJob[] = []
    const q = queue({ onFailed: (f) => failed.push(f) })
    let calls = 0
    q.define('flaky', async () => {
      calls += 1
      if (calls < 3) throw new Error(`attempt ${calls} failed`)
    }, { attempts: 3 })
    await q.start()
    await q.enqueue('flaky', {})
    await eventually(() => calls === 3)
    expect(failed).toEqual([])
  })

  it('hands a job that failed every attempt to onFailed once', async () => {
    const failed: FailedJob[] = []
    const q = queue({ onFailed: (f) => failed.push(f) })
    let calls = 0
    q.define('broken', async () => {
      calls += 1
      throw new Error('smtp refused')
    }, { attempts: 2 })
    await q.start()
    await q.enqueue('broken', { n: 7 }, { jobId: 'broken-7' })
    await eventually(() => failed.length === 1)
    expect(calls).toBe(2)
    expect(failed[0]).toMatchObject({ name: 'broken', jobId: 'broken-7', data: { n: 7 }, error: 'smtp refused', attempts: 2 })
  })

  it('adds a job id only once while it waits', async () => {
    const q = queue()
    const seen: number[] = []
    q.define<{ n: number }>('dedupe', async (data) => {
      seen.push(data.n)
    })
    await q.enqueue('dedupe', { n: 1 }, { jobId: 'same', delayMs: 50 })
    await q.enqueue('dedupe', { n: 2 }, { jobId: 'same', delayMs: 50 })
    await q.enqueue('dedupe', { n: 3 }, { jobId: 'other', delayMs: 50 })
    await q.start()
    await eventually(() => seen.length === 2)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(seen.sort()).toEqual([1, 3])
  })

  it('does not run a job again for an id that finished within the hour (periodic jobs from many processes)', async () => {
    const q = queue()
    let runs = 0
    q.define('hourly', async () => {
      runs += 1
    })
    await q.start()
    await q.enqueue('hourly', {}, { jobId: 'hour-1' })
    await eventually(() => runs === 1)
    await q.enqueue('hourly', {}, { jobId: 'hour-1' })
    await q.enqueue('hourly', {}, { jobId: 'hour-2' })
    await eventually(() => runs === 2)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(runs).toBe(2)
  })

  it('holds a delayed job until its delay has passed', async () => {
    const q = queue()
    const ran: number[] = []
    q.define('later', async () => {
      ran.push(Date.now())
    })
    await q.start()
    const enqueuedAt = Date.now()
    await q.enqueue('later', {}, { delayMs: 200 })
    await eventually(() => ran.length === 1)
    expect(ran[0]! - enqueuedAt).toBeGreaterThanOrEqual(190)
  })

  it('runs up to `concurrency` jobs of a name at once', async () => {
    const q = queue()
    let active = 0
    let peak = 0
    let done = 0
    q.define('parallel', async () => {
      active += 1
      peak = Math.max(peak, active)
      await new Promise((resolve) => setTimeout(resolve, 40))
      active -= 1
      done += 1
    }, { concurrency: 2 })
    await q.start()
    for (let i = 0; i < 4; i += 1) await q.enqueue('parallel', { i })
    await eventually(() => done === 4)
    expect(peak).toBe(2)
  })

  it('runs a scheduled job at each occurrence, and calling schedule again does not add a second timer', async () => {
    const q = queue()
    let runs = 0
    q.define('tick', async () => {
      runs += 1
    })
    await q.start()
    await q.schedule('tick', { everyMs: 100 }, {})
    await q.schedule('tick', { everyMs: 100 }, {})
    const scheduledAt = Date.now()
    await eventually(() => runs >= 4)
    // Two timers (or two schedulers) would run twice per 100 ms.
    expect(runs).toBeLessThanOrEqual(Math.floor((Date.now() - scheduledAt) / 100) + 2)
  })
})

describe('msUntilDaily', () => {
  it('is the time to today\'s occurrence while it is ahead, else to tomorrow\'s', () => {
    const at = (h: number, m: number) => new Date(2026, 10, 25, h, m, 0, 0)
    expect(msUntilDaily(at(3, 0), 3, 20)).toBe(20 * 60_000)
    expect(msUntilDaily(at(3, 20), 3, 20)).toBe(24 * 3600_000)
    expect(msUntilDaily(at(4, 0), 3, 20)).toBe((23 * 60 + 20) * 60_000)
  })
})

describe('jobs (in-process) without workers', () => {
  it('keeps jobs waiting while this process runs no workers', async () => {
    const q = createJobQueue({ runWorkers: false })
    queues.push(q)
    let ran = 0
    q.define('x', async () => {
      ran += 1
    })
    await q.start()
    await q.enqueue('x', {})
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(ran).toBe(0)
  })
})

describe('jobs (redis) across processes', () => {
  it('a queue without workers enqueues and a worker queue on the same prefix runs the job', async () => {
    const prefix = uniqueRedisPrefix('jobs-split')
    const web = createJobQueue({ redisUrl: TEST_REDIS_URL, prefix, runWorkers: false })
    const worker = createJobQueue({ redisUrl: TEST_REDIS_URL, prefix, runWorkers: true })
    queues.push(web, worker)
    const ranOn: string[] = []
    web.define('resize', async () => {
      ranOn.push('web')
    })
    worker.define('resize', async () => {
      ranOn.push('worker')
    })
    await web.start()
    await worker.start()
    await web.enqueue('resize', { id: 1 })
    await eventually(() => ranOn.length === 1)
    expect(ranOn).toEqual(['worker'])
  })
})

describe('jobs (redis) scheduled across processes', () => {
  it('two processes scheduling the same job run it once per interval between them', async () => {
    const prefix = uniqueRedisPrefix('jobs-schedule')
    const runs: { on: string; at: number }[] = []
    const processes = ['a', 'b'].map((on) => {
      const q = createJobQueue({ redisUrl: TEST_REDIS_URL, prefix, runWorkers: true })
      queues.push(q)
      q.define('channels.auto-update', async () => {
        runs.push({ on, at: Date.now() })
      })
      return q
    })
    for (const q of processes) await q.start()
    await Promise.all(processes.map((q) => q.schedule('channels.auto-update', { everyMs: 250 }, {})))
    await eventually(() => runs.length >= 8, 15_000)
    const span = runs.at(-1)!.at - runs[0]!.at
    // Once per 250 ms slot between the two (a timer in each process would give two per slot); the
    // margin covers a first run early in its slot and a last one late in its own.
    expect(runs.length).toBeLessThanOrEqual(Math.floor(span / 250) + 2)
  })
})
