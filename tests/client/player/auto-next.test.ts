// Which item auto-next plays and what the engine is told to preload (decision 0030), as pure rules over a
// queue: the store-level behaviour is in gapless.test.ts; here the cases the store cannot reach cheaply.
import { describe, expect, it, vi } from 'vitest'
import { forgetPreload, preloadFor, tellPreload, upcomingIndexOf } from '../../../src/client/player/auto-next'
import { toQueueItems } from '../../../src/client/player/queue-item'
import type { PlaybackEngine } from '../../../src/client/player/types'
import { makeTracks } from './tracks'

const queue = (groupId: string, index: number, repeat: 'all' | 'one' | 'off' = 'all') => {
  const items = toQueueItems(makeTracks(3), groupId)
  return { index, shuffledQueue: items, originalQueue: items, repeat }
}

describe('the item auto-next plays', () => {
  it('is the next one, none under repeat one or with nothing cued, and wraps only under repeat all', () => {
    expect(upcomingIndexOf(queue('custom', 0), new Set())).toBe(1)
    expect(upcomingIndexOf(queue('custom', 2), new Set())).toBe(0)
    expect(upcomingIndexOf(queue('custom', 2, 'off'), new Set())).toBeUndefined()
    expect(upcomingIndexOf(queue('custom', 0, 'one'), new Set())).toBeUndefined()
    expect(upcomingIndexOf(queue('custom', -1), new Set())).toBeUndefined()
  })

  it('at the end of a pageable queue waits for the next page, and wraps once the server has no more', () => {
    expect(upcomingIndexOf(queue('album.9.*', 2), new Set())).toBeUndefined()
    expect(upcomingIndexOf(queue('album.9.*', 2), new Set(['album.9.*']))).toBe(0)
  })
})

describe('the preload', () => {
  const item = toQueueItems(makeTracks(1, 4), 'custom')[0]!
  it('names the stream and the volume, and nothing for an item that may not play or is not audio', () => {
    expect(preloadFor(item, 50, () => true)).toMatchObject({ key: item.key, src: '/api/v1/tracks/4/stream', volume: 0.5, crossfade: 0 })
    expect(preloadFor(item, 50, () => false)).toBeNull()
    expect(preloadFor({ ...item, provider: 'youtube' }, 50, () => true)).toBeNull()
    expect(preloadFor(undefined, 50, () => true)).toBeNull()
  })

  it('is told to the engine only on a change, and again after it was forgotten', () => {
    const preload = vi.fn<PlaybackEngine['preload']>()
    const engine = { preload } as unknown as PlaybackEngine
    forgetPreload()
    const next = preloadFor(item, 50, () => true)
    tellPreload(engine, next)
    tellPreload(engine, { ...next! })
    expect(preload).toHaveBeenCalledTimes(1)
    tellPreload(engine, null)
    forgetPreload()
    tellPreload(engine, null)
    expect(preload.mock.calls).toEqual([[next], [null], [null]])
  })
})
