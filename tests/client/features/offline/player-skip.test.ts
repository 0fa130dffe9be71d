import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { configurePlayer, currentItem, playerState, type PlayerDeps, playTracks, resetPlayer } from '../../../../src/client/player/store'
import { OFFLINE_SKIP_MESSAGE, setOfflineAvailability } from '../../../../src/client/player/offline-skip'
import { connectivityState } from '../../../../src/client/stores/connectivity'
import { createFakeEngine } from '../../player/fake-engine'
import { makeTracks } from '../../player/tracks'

let fake: ReturnType<typeof createFakeEngine>
let notify: Mock<PlayerDeps['notify']>
const saved = new Set<number>()

beforeEach(() => {
  resetPlayer()
  fake = createFakeEngine()
  notify = vi.fn<PlayerDeps['notify']>()
  configurePlayer({ engine: fake.engine, fetchMore: async () => [], logPlay: () => undefined, notify, canPlay: () => true })
  saved.clear()
  setOfflineAvailability((id) => saved.has(id))
})

afterEach(() => {
  connectivityState.online = true
  setOfflineAvailability(null)
})

describe('offline playback', () => {
  it('skips tracks that are not saved and says so', () => {
    connectivityState.online = false
    saved.add(3)
    playTracks(makeTracks(4), 0)
    expect(notify).toHaveBeenCalledWith(OFFLINE_SKIP_MESSAGE)
    expect(currentItem()?.id).toBe(3)
    expect(fake.src).toBe('/api/v1/tracks/3/stream')
  })

  it('plays a saved track without a word', () => {
    connectivityState.online = false
    saved.add(1)
    playTracks(makeTracks(2), 0)
    expect(notify).not.toHaveBeenCalled()
    expect(fake.src).toBe('/api/v1/tracks/1/stream')
  })

  it('wraps around under repeat all and stops when nothing is saved', () => {
    connectivityState.online = false
    saved.add(1)
    playTracks(makeTracks(3), 2)
    expect(currentItem()?.id).toBe(1)

    saved.clear()
    notify.mockClear()
    fake.clear()
    playTracks(makeTracks(3), 0)
    expect(notify).toHaveBeenCalledWith(OFFLINE_SKIP_MESSAGE)
    expect(fake.calls.filter((c) => c.startsWith('load'))).toEqual([])
    expect(playerState.playing).toBe(false)
  })

  it('streams anything online', () => {
    playTracks(makeTracks(2), 0)
    expect(notify).not.toHaveBeenCalled()
    expect(fake.src).toBe('/api/v1/tracks/1/stream')
  })
})
