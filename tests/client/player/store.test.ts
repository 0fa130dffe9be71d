import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import {
  beginSeek, commitSeek, configurePlayer, currentItem, GAVE_UP_MESSAGE, next,
  NO_PLAYBACK_MESSAGE, playerState, type PlayerDeps, playTracks, previous, removeFromQueue, resetPlayer, togglePlay,
} from '../../../src/client/player/store'
import { addAfterCurrent, addToQueue, moveInQueue, toggleShuffle } from '../../../src/client/player/queue-edits'
import type { PlayerTrack } from '../../../src/client/player/types'
import { cycleRepeat } from '../../../src/client/player/settings-verbs'
import { createFakeEngine } from './fake-engine'
import { ids, makeTracks } from './tracks'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function seeded(seed = 7) {
  let s = seed
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648
    return s / 2147483648
  }
}

let fake: ReturnType<typeof createFakeEngine>
let more: PlayerTrack[][]
let fetchMore: Mock<PlayerDeps['fetchMore']>
let logPlay: Mock<PlayerDeps['logPlay']>
let notify: Mock<PlayerDeps['notify']>
let allowed: boolean

beforeEach(() => {
  resetPlayer()
  fake = createFakeEngine()
  more = []
  allowed = true
  fetchMore = vi.fn<PlayerDeps['fetchMore']>(async () => more.shift() ?? [])
  logPlay = vi.fn<PlayerDeps['logPlay']>()
  notify = vi.fn<PlayerDeps['notify']>()
  configurePlayer({ engine: fake.engine, fetchMore, logPlay, notify, canPlay: () => allowed, random: seeded() })
})

describe('playing a queue', () => {
  it('cues the chosen track through the stream URL and plays it once loaded', () => {
    playTracks(makeTracks(3), 1, 'album.9.*')
    expect(fake.src).toBe('/api/v1/tracks/2/stream')
    expect(fake.calls).not.toContain('play')
    fake.start()
    expect(fake.calls).toContain('play')
    expect(playerState.playing).toBe(true)
    expect(logPlay).toHaveBeenCalledWith(2, 'album.9.*')
  })

  it('logs a track once, and again only after it played to the end', async () => {
    playerState.repeat = 'one'
    playTracks(makeTracks(1), 0, 'album.9.*')
    fake.start()
    fake.emit({ type: 'pause' })
    fake.emit({ type: 'play' })
    expect(logPlay).toHaveBeenCalledTimes(1)
    fake.emit({ type: 'end' })
    await flush()
    fake.emit({ type: 'play' })
    expect(logPlay).toHaveBeenCalledTimes(2)
  })

  it('refuses playback without music.play and shows the plan message', () => {
    allowed = false
    playTracks(makeTracks(2), 0, 'album.9.*')
    expect(fake.calls.filter((c) => c.startsWith('load'))).toHaveLength(0)
    expect(playerState.playing).toBe(false)
    expect(notify).toHaveBeenCalledWith(NO_PLAYBACK_MESSAGE)
  })

  it('pauses when a play event arrives and permission was lost', () => {
    playTracks(makeTracks(2), 0, 'album.9.*')
    allowed = false
    fake.start()
    expect(playerState.playing).toBe(false)
    expect(fake.calls).toContain('pause')
    expect(notify).toHaveBeenCalledWith(NO_PLAYBACK_MESSAGE)
  })

  it('toggles play and pause on the cued track', () => {
    playTracks(makeTracks(2), 0, 'album.9.*')
    fake.start()
    togglePlay()
    fake.emit({ type: 'pause' })
    expect(playerState.playing).toBe(false)
    fake.clear()
    togglePlay()
    expect(fake.calls).toEqual(['play'])
  })
})

describe('repeat (§4.2)', () => {
  it('starts at all (§4.2) and cycles all → one → off → all', () => {
    const seen = [playerState.repeat]
    for (let i = 0; i < 3; i++) {
      cycleRepeat()
      seen.push(playerState.repeat)
    }
    expect(seen).toEqual(['all', 'one', 'off', 'all'])
  })

  it('all: the end of the last track wraps to the first; previous at 0 wraps to the last', async () => {
    playTracks(makeTracks(3), 2, 'custom')
    playerState.repeat = 'all'
    fake.start()
    fake.emit({ type: 'end' })
    await flush()
    expect(currentItem()?.id).toBe(1)
    previous()
    expect(currentItem()?.id).toBe(3)
  })

  it('one: end, next and previous replay the current track', async () => {
    playTracks(makeTracks(3), 1, 'custom')
    fake.start()
    playerState.repeat = 'one'
    fake.clear()
    fake.emit({ type: 'end' })
    await flush()
    expect(currentItem()?.id).toBe(2)
    expect(fake.calls).toEqual(['seek 0', 'play'])
    await next()
    previous()
    expect(currentItem()?.id).toBe(2)
  })

  it('off: stops at the end of the queue with the last track cued and paused', async () => {
    playTracks(makeTracks(2), 0, 'album.9.*')
    playerState.repeat = 'off'
    fake.start()
    fake.emit({ type: 'end' })
    await flush()
    expect(currentItem()?.id).toBe(2)
    fake.start()
    fake.clear()
    fake.emit({ type: 'end' })
    await flush()
    expect(currentItem()?.id).toBe(2)
    expect(playerState.playing).toBe(false)
    expect(fake.calls.some((c) => c.startsWith('load'))).toBe(false)
    expect(fetchMore).toHaveBeenCalledWith('album.9.*', 2)
  })
})

describe('queue paging (§4.1)', () => {
  it('appends the next page when the last track ends and plays on', async () => {
    more.push(makeTracks(2, 10))
    playTracks(makeTracks(2), 1, 'album.9.*')
    fake.start()
    fake.emit({ type: 'end' })
    await flush()
    expect(fetchMore).toHaveBeenCalledWith('album.9.*', 2)
    expect(ids(playerState.originalQueue)).toEqual([1, 2, 10, 11])
    expect(ids(playerState.shuffledQueue)).toEqual([1, 2, 10, 11])
    expect(currentItem()?.id).toBe(10)
    expect(fake.src).toBe('/api/v1/tracks/10/stream')
  })

  it('next on the last track also pages, with the last track as cursor', async () => {
    more.push(makeTracks(1, 20))
    playTracks(makeTracks(3), 2, 'playlist.4.*')
    await next()
    expect(fetchMore).toHaveBeenCalledWith('playlist.4.*', 3)
    expect(currentItem()?.id).toBe(20)
  })
})

describe('shuffle (§4.3)', () => {
  it('keeps the current track first and restores the original order when turned off', () => {
    playTracks(makeTracks(8), 3, 'custom')
    toggleShuffle()
    expect(playerState.index).toBe(0)
    expect(currentItem()?.id).toBe(4)
    expect(ids(playerState.shuffledQueue).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(ids(playerState.shuffledQueue)).not.toEqual([4, 1, 2, 3, 5, 6, 7, 8])
    toggleShuffle()
    expect(ids(playerState.shuffledQueue)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(currentItem()?.id).toBe(4)
    expect(playerState.index).toBe(3)
  })

  it("shuffles the source only: the listener's Next from you stays right after the cued track (issue 24)", () => {
    // A source of randomness that always moves the items it shuffles.
    configurePlayer({ engine: fake.engine, fetchMore, logPlay, notify, canPlay: () => allowed, random: () => 0 })
    playTracks(makeTracks(8), 0, 'album.9')
    addToQueue(makeTracks(2, 50))
    toggleShuffle()
    expect(ids(playerState.shuffledQueue).slice(0, 3)).toEqual([1, 50, 51])
    expect(ids(playerState.shuffledQueue.slice(3)).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8])
    toggleShuffle()
    expect(ids(playerState.shuffledQueue)).toEqual([1, 50, 51, 2, 3, 4, 5, 6, 7, 8])
  })

  it('a queue replaced while shuffling starts with the chosen track', () => {
    toggleShuffle()
    playTracks(makeTracks(6), 4, 'custom')
    expect(playerState.index).toBe(0)
    expect(currentItem()?.id).toBe(5)
    expect(ids(playerState.originalQueue)).toEqual([1, 2, 3, 4, 5, 6])
  })
})

describe('add after current (§4.4) and queue edits', () => {
  it('inserts after the cued track in both arrays', () => {
    playTracks(makeTracks(4), 1, 'custom')
    addAfterCurrent(makeTracks(2, 50))
    expect(ids(playerState.originalQueue)).toEqual([1, 2, 50, 51, 3, 4])
    expect(ids(playerState.shuffledQueue)).toEqual([1, 2, 50, 51, 3, 4])
  })

  it('while shuffling inserts after the cued track in each array', () => {
    playTracks(makeTracks(5), 2, 'custom')
    toggleShuffle()
    addAfterCurrent(makeTracks(3, 50))
    expect(ids(playerState.shuffledQueue).slice(0, 4).sort((a, b) => a - b)).toEqual([3, 50, 51, 52])
    expect(ids(playerState.originalQueue)).toEqual([1, 2, 3, 50, 51, 52, 4, 5])
  })

  it('adds to the queue after what the listener queued before, while Play next goes ahead (issue 24)', () => {
    playTracks(makeTracks(4), 1, 'custom')
    addToQueue(makeTracks(1, 50))
    addToQueue(makeTracks(1, 60))
    addAfterCurrent(makeTracks(1, 70))
    expect(ids(playerState.shuffledQueue)).toEqual([1, 2, 70, 50, 60, 3, 4])
    expect(ids(playerState.originalQueue)).toEqual([1, 2, 70, 50, 60, 3, 4])
    expect(currentItem()?.id).toBe(2)
  })

  it('removes an item and keeps pointing at the current track', () => {
    playTracks(makeTracks(4), 2, 'custom')
    removeFromQueue(playerState.shuffledQueue[0]!.key)
    expect(ids(playerState.shuffledQueue)).toEqual([2, 3, 4])
    expect(currentItem()?.id).toBe(3)
  })

  it('removing the playing track cues the next one', () => {
    playTracks(makeTracks(3), 0, 'custom')
    fake.start()
    removeFromQueue(currentItem()!.key)
    expect(currentItem()?.id).toBe(2)
    expect(fake.src).toBe('/api/v1/tracks/2/stream')
  })

  it('reorders the queue and follows the current track', () => {
    playTracks(makeTracks(4), 0, 'custom')
    moveInQueue(0, 3)
    expect(ids(playerState.shuffledQueue)).toEqual([2, 3, 4, 1])
    expect(ids(playerState.originalQueue)).toEqual([2, 3, 4, 1])
    expect(playerState.index).toBe(3)
  })
})

describe('seeking and failures', () => {
  it('an end event while the seekbar is held does not advance', async () => {
    playTracks(makeTracks(3), 0, 'custom')
    fake.start()
    beginSeek()
    fake.emit({ type: 'pause' })
    fake.emit({ type: 'end' })
    await flush()
    expect(currentItem()?.id).toBe(1)
    fake.clear()
    commitSeek(42)
    expect(fake.calls).toEqual(['seek 42', 'play'])
  })

  it('skips a failed track and gives up after 3 consecutive failures', async () => {
    playTracks(makeTracks(5), 0, 'custom')
    fake.emit({ type: 'error', message: 'decode' })
    await flush()
    expect(currentItem()?.id).toBe(2)
    fake.emit({ type: 'error', message: 'decode' })
    await flush()
    fake.emit({ type: 'error', message: 'decode' })
    await flush()
    expect(currentItem()?.id).toBe(3)
    expect(playerState.playing).toBe(false)
    expect(notify).toHaveBeenCalledWith(GAVE_UP_MESSAGE)
  })

  // Issue 24 (Firefox): every element started ('play') and failed a moment later. Counting 'play' as
  // success reset the count each time, so the player ran through the album forever.
  it('a track that starts and fails before its position moves still counts as failed', async () => {
    playTracks(makeTracks(6), 0, 'custom')
    for (let i = 0; i < 3; i++) {
      fake.emit({ type: 'play' })
      fake.emit({ type: 'timeupdate', position: 0, duration: 10 })
      fake.emit({ type: 'error', message: 'decode' })
      await flush()
    }
    expect(currentItem()?.id).toBe(3)
    expect(playerState.playing).toBe(false)
    expect(notify).toHaveBeenCalledWith(GAVE_UP_MESSAGE)
  })

  it('a track whose position moved clears the count: failures must be consecutive', async () => {
    playTracks(makeTracks(6), 0, 'custom')
    fake.emit({ type: 'error', message: 'decode' })
    await flush()
    fake.emit({ type: 'error', message: 'decode' })
    await flush()
    expect(currentItem()?.id).toBe(3)
    fake.emit({ type: 'play' })
    fake.emit({ type: 'timeupdate', position: 2, duration: 10 })
    fake.emit({ type: 'error', message: 'network' })
    await flush()
    expect(currentItem()?.id).toBe(4)
    expect(notify).not.toHaveBeenCalledWith(GAVE_UP_MESSAGE)
  })

  it('a track without a playable source counts as failed and is skipped', () => {
    const [a, b] = makeTracks(2)
    playTracks([{ ...a!, src: null }, b!], 0, 'custom')
    expect(currentItem()?.id).toBe(2)
  })
})

describe('the tracks it is given', () => {
  it('are left as they were: plain, cloneable objects (they are the pages\' query data)', () => {
    const artists = [{ id: 3, name: 'Velvet Meridian' }]
    const track: PlayerTrack = { ...makeTracks(1)[0]!, artists }
    playTracks([track])
    expect(currentItem()?.meta.artists?.[0]?.name).toBe('Velvet Meridian')
    expect(track.artists).toBe(artists)
    expect(() => structuredClone(track)).not.toThrow()
  })
})

