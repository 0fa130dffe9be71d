import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { TEST_REDIS_URL, uniqueRedisPrefix } from '../../helpers/redis'

describe('rate limit shared through Redis', () => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    // Two apps on one Redis prefix stand for two processes behind a load balancer.
    const shared = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: uniqueRedisPrefix('rate'), RATE_LIMIT_PER_MINUTE: '4' }
    a = await buildTestApp(shared)
    b = await buildTestApp(shared)
  })
  afterAll(async () => {
    await a.close()
    await b.close()
  })

  it('counts one client across processes and answers 429 past the budget', async () => {
    const statuses: number[] = []
    for (const t of [a, b, a, b, a]) statuses.push((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode)
    expect(statuses.slice(0, 4).every((s) => s !== 429)).toBe(true)
    expect(statuses[4]).toBe(429)
  })
})
