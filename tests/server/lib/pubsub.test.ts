import { afterEach, describe, expect, it } from 'vitest'
import { createPubSub, type PubSub } from '../../../src/server/lib/pubsub/index'
import { TEST_REDIS_URL, eventually, uniqueRedisPrefix } from '../../helpers/redis'

const buses: PubSub[] = []
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()))
})

describe.each([
  ['in-process', () => ({})],
  ['redis', () => ({ redisUrl: TEST_REDIS_URL, prefix: uniqueRedisPrefix('pubsub') })],
] as const)('pubsub (%s)', (kind, options) => {
  /** Two handles on one bus: two processes' worth over Redis, the same bus in-process. */
  function pair(): [PubSub, PubSub] {
    const opts = options()
    const a = createPubSub(opts)
    const b = kind === 'redis' ? createPubSub(opts) : a
    buses.push(a)
    if (b !== a) buses.push(b)
    return [a, b]
  }

  it('delivers a published message as a JSON copy to each subscriber of the channel only', async () => {
    const [a, b] = pair()
    const got: unknown[] = []
    const other: unknown[] = []
    await b.subscribe('settings', (m) => got.push(m))
    await b.subscribe('roles', (m) => other.push(m))
    const message = { key: 'branding.site_name', at: 1 }
    await a.publish('settings', message)
    await eventually(() => got.length === 1)
    expect(got[0]).toEqual(message)
    expect(got[0]).not.toBe(message)
    expect(other).toEqual([])
  })

  it('stops delivering after unsubscribe and keeps the other handlers', async () => {
    const [a, b] = pair()
    const first: unknown[] = []
    const second: unknown[] = []
    const undo = await b.subscribe('c', (m) => first.push(m))
    await b.subscribe('c', (m) => second.push(m))
    await undo()
    await a.publish('c', 'x')
    await eventually(() => second.length === 1)
    expect(first).toEqual([])
  })

  it('keeps delivering to other handlers when one throws', async () => {
    const [a, b] = pair()
    const got: unknown[] = []
    const quiet = console.error
    console.error = () => {}
    try {
      await b.subscribe('c', () => {
        throw new Error('boom')
      })
      await b.subscribe('c', (m) => got.push(m))
      await a.publish('c', 1)
      await eventually(() => got.length === 1)
    } finally {
      console.error = quiet
    }
  })
})

describe('pubsub (redis) isolation', () => {
  it('never crosses prefixes', async () => {
    const a = createPubSub({ redisUrl: TEST_REDIS_URL, prefix: uniqueRedisPrefix('a') })
    const b = createPubSub({ redisUrl: TEST_REDIS_URL, prefix: uniqueRedisPrefix('b') })
    buses.push(a, b)
    const onA: unknown[] = []
    const onB: unknown[] = []
    await a.subscribe('c', (m) => onA.push(m))
    await b.subscribe('c', (m) => onB.push(m))
    await a.publish('c', 'to-a')
    await eventually(() => onA.length === 1)
    await b.publish('c', 'to-b')
    await eventually(() => onB.length === 1)
    expect(onA).toEqual(['to-a'])
    expect(onB).toEqual(['to-b'])
  })
})
