import { afterEach, describe, expect, it } from 'vitest'
import { createJobQueue, type FailedJob, type JobQueue, type JobQueueOptions } from '../../../src/server/lib/jobs/index'
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
