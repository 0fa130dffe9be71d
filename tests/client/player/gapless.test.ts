// Gapless handover and crossfade (issue 26, decision 0030): the timing rule, the engine's two sounds on
// fake timers (no real time is measured here; e2e/gapless.spec.ts measures the gap in a browser), and
// which queue item the store has preloaded.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import type { HowlOptions } from 'howler'
import { createHowlerEngine } from '../../../src/client/player/engine'
import { crossfadeFor, handoverIn, LOOKAHEAD_S, planHandover, readCrossfade, saveCrossfade, START_LEAD_S } from '../../../src/client/player/gapless'
import { toggleShuffle } from '../../../src/client/player/queue-edits'
import { configurePlayer, currentItem, playerState, type PlayerDeps, playTracks, resetPlayer, upcomingIndex } from '../../../src/client/player/store'
import type { EngineEvent, NextSource } from '../../../src/client/player/types'
import { createFakeEngine } from './fake-engine'
import { makeTracks } from './tracks'

describe('handover timing', () => {
  it('starts the next track the start-up lead before the end, and only within the lookahead', () => {
    expect(handoverIn(100, 200, 0)).toBeNull()
    expect(handoverIn(200 - START_LEAD_S - LOOKAHEAD_S - 0.01, 200, 0)).toBeNull()
    expect(handoverIn(199.5, 200, 0)).toBeCloseTo(0.5 - START_LEAD_S, 6)
    expect(handoverIn(199.999, 200, 0)).toBe(0)
    expect(handoverIn(10, 0, 0)).toBeNull()
    expect(handoverIn(10, Number.POSITIVE_INFINITY, 0)).toBeNull()
  })

  it('with a crossfade starts that many seconds before the end, at most half the outgoing track', () => {
    expect(handoverIn(194, 200, 5)).toBeCloseTo(1, 6)
    expect(crossfadeFor(200, 12)).toBe(12)
    expect(crossfadeFor(8, 12)).toBe(4)
    expect(handoverIn(3.5, 8, 12)).toBeCloseTo(0.5, 6)
  })

  it('splits a long wait so a late timer looks at the clock again, and starts at once when due', () => {
    expect(planHandover(0)).toEqual({ now: true })
    expect(planHandover(0.05)).toEqual({ now: false, delayMs: 50, final: true })
    const far = planHandover(0.7)
    expect(far.now).toBe(false)
    if (!far.now) expect([far.final, Math.round(far.delayMs)]).toEqual([false, 660])
  })

  it('keeps the crossfade setting as whole seconds from 0 to 12, off by default', () => {
    const storage = window.localStorage
    storage.removeItem('player.web-player.crossfade')
    expect(readCrossfade(storage)).toBe(0)
    saveCrossfade(7, storage)
    expect(storage.getItem('player.web-player.crossfade')).toBe('7')
    expect(readCrossfade(storage)).toBe(7)
    saveCrossfade(40, storage)
    expect(readCrossfade(storage)).toBe(12)
    storage.setItem('player.web-player.crossfade', '"loud"')
    expect(readCrossfade(storage)).toBe(0)
    storage.removeItem('player.web-player.crossfade')
  })
})

// A stand-in for howler's HTML5 sound whose position the test moves by hand.
class FakeSound {
  static all: FakeSound[] = []
  handlers = new Map<string, ((id: number) => void)[]>()
  at = 0
  length = 200
  isPlaying = false
  plays = 0
  unloaded = false
  vol: number
  fades: Array<[number, number, number]> = []
  loadState: 'loaded' | 'loading' = 'loaded'
  constructor(readonly options: HowlOptions) {
    this.vol = options.volume ?? 1
    FakeSound.all.push(this)
  }
  on(name: string, fn: (id: number) => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), fn])
    return this
  }
  fire(name: string) {
    this.handlers.get(name)?.forEach((fn) => fn(1))
  }
  duration = () => this.length
  seek = (to?: number) => {
    if (typeof to === 'number') this.at = to
    return this.at
  }
  playing = () => this.isPlaying
  state = () => this.loadState
  play = () => {
    this.plays++
    this.isPlaying = true
    this.fire('play')
  }
  pause = () => {
    this.isPlaying = false
    this.fire('pause')
  }
  stop = () => void (this.isPlaying = false)
  volume = (v?: number) => {
    if (typeof v === 'number') this.vol = v
    return this.vol
  }
  fade = (from: number, to: number, ms: number) => void this.fades.push([from, to, ms])
  mute = () => undefined
  unload = () => {
    this.unloaded = true
    this.isPlaying = false
  }
}

const next = (over: Partial<NextSource> = {}): NextSource => ({ key: 'b', src: '/api/v1/tracks/2/stream', format: 'wav', volume: 0.4, crossfade: 0, ...over })

describe('engine handover', () => {
  let events: EngineEvent[]
  beforeEach(() => {
    vi.useFakeTimers()
    FakeSound.all = []
    events = []
  })
  afterEach(() => vi.useRealTimers())

  async function playing() {
    const engine = createHowlerEngine(async () => FakeSound as never)
    engine.on((e) => events.push(e))
    engine.load('/api/v1/tracks/1/stream', 'wav')
    for (let i = 0; i < 5; i++) await Promise.resolve()
    const current = FakeSound.all[0]!
    engine.play()
    return { engine, current }
  }

  it('preloads the next sound without playing it, and starts it once, just before the last sample', async () => {
    const { engine, current } = await playing()
    engine.preload(next())
    const upcoming = FakeSound.all[1]!
    expect(upcoming.options).toMatchObject({ src: ['/api/v1/tracks/2/stream'], html5: true, preload: true, volume: 0.4 })
    expect(upcoming.plays).toBe(0)

    current.at = 199.3
    vi.advanceTimersByTime(250) // the position tick sees the end within the lookahead and arms the timer
    expect(upcoming.plays).toBe(0)
    current.at = 199.3 + 0.66 // the clock moved on while the timer ran
    vi.advanceTimersByTime(700)
    expect(upcoming.plays).toBe(1)
    expect(events.filter((e) => e.type === 'advance')).toEqual([{ type: 'advance', key: 'b', duration: 200 }])
    // The outgoing sound plays its last samples out, reports no end of its own, and is unloaded then.
    expect(current.unloaded).toBe(false)
    current.fire('end')
    expect(current.unloaded).toBe(true)
    expect(events.filter((e) => e.type === 'end')).toHaveLength(0)
    // The new sound is the current one now: its events are reported.
    upcoming.fire('pause')
    expect(events.at(-1)).toEqual({ type: 'pause' })
  })

  it('a seek near the end re-plans the one start, and a seek away cancels it', async () => {
    const { engine, current } = await playing()
    engine.preload(next())
    const upcoming = FakeSound.all[1]!
    engine.seek(199.5)
    engine.seek(199.6)
    engine.seek(50)
    vi.advanceTimersByTime(2000)
    expect(upcoming.plays).toBe(0)
    engine.seek(199.98)
    engine.seek(199.99)
    vi.advanceTimersByTime(2000)
    expect(upcoming.plays).toBe(1)
    expect(events.filter((e) => e.type === 'advance')).toHaveLength(1)
    // Unloaded a few seconds after its end at the latest, even without an `end` event.
    expect(current.unloaded).toBe(false)
    vi.advanceTimersByTime(4000)
    expect(current.unloaded).toBe(true)
  })

  it('does not start while paused, and leaves a sound that is not loaded yet to the ordinary end', async () => {
    const { engine, current } = await playing()
    engine.preload(next())
    engine.pause()
    current.at = 199.99
    vi.advanceTimersByTime(2000)
    expect(FakeSound.all[1]!.plays).toBe(0)
    FakeSound.all[1]!.loadState = 'loading'
    engine.play()
    vi.advanceTimersByTime(100)
    expect(FakeSound.all[1]!.plays).toBe(0)
    expect(FakeSound.all[1]!.unloaded).toBe(true)
    expect(events.filter((e) => e.type === 'advance')).toHaveLength(0)
  })

  it('crossfades: the next starts `crossfade` seconds early and fades in to its own volume', async () => {
    const { engine, current } = await playing()
    current.vol = 0.5
    engine.preload(next({ crossfade: 4 }))
    const upcoming = FakeSound.all[1]!
    current.at = 196
    vi.advanceTimersByTime(250)
    expect(upcoming.plays).toBe(1)
    expect(current.fades).toEqual([[0.5, 0, 4000]])
    expect(upcoming.fades).toEqual([[0, 0.4, 4000]])
  })

  it('a load (a skip) drops the preloaded sound; preloading the same source again keeps it', async () => {
    const { engine } = await playing()
    engine.preload(next())
    engine.preload(next({ volume: 0.2 }))
    expect(FakeSound.all).toHaveLength(2)
    expect(FakeSound.all[1]!.vol).toBe(0.2)
    engine.load('/api/v1/tracks/7/stream', 'wav')
    expect(FakeSound.all[1]!.unloaded).toBe(true)
    engine.preload(null)
  })
})

describe('what the store preloads', () => {
  let fake: ReturnType<typeof createFakeEngine>
  let logPlay: Mock<PlayerDeps['logPlay']>
  beforeEach(() => {
    resetPlayer()
    fake = createFakeEngine()
    logPlay = vi.fn<PlayerDeps['logPlay']>()
    let s = 7
    const random = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648
    configurePlayer({ engine: fake.engine, fetchMore: async () => [], logPlay, notify: () => undefined, canPlay: () => true, random })
  })
  const lastPreload = () => fake.preloads.at(-1)

  it('preloads the next item once playing, and counts its play only when it takes over and plays', () => {
    playTracks(makeTracks(3), 0, 'custom')
    expect(fake.preloads).toEqual([])
    fake.start()
    expect(lastPreload()).toMatchObject({ key: playerState.shuffledQueue[1]!.key, src: '/api/v1/tracks/2/stream', volume: 0.3, crossfade: 0 })
    expect(logPlay.mock.calls).toEqual([[1, 'custom']])
    fake.emit({ type: 'timeupdate', position: 10, duration: 180 })
    expect(fake.preloads).toHaveLength(1)

    fake.emit({ type: 'advance', key: playerState.shuffledQueue[1]!.key, duration: 181 })
    expect(currentItem()?.id).toBe(2)
    expect([playerState.position, playerState.duration]).toEqual([0, 181])
    expect(fake.calls.filter((c) => c.startsWith('load'))).toHaveLength(1)
    expect(logPlay).toHaveBeenCalledTimes(1)
    fake.emit({ type: 'play' })
    expect(logPlay.mock.calls).toEqual([[1, 'custom'], [2, 'custom']])
    expect(lastPreload()?.src).toBe('/api/v1/tracks/3/stream')
  })

  it('follows repeat one and off, the end of a pageable queue, and the shuffled order', () => {
    playTracks(makeTracks(4), 3, 'custom')
    fake.start()
    expect(lastPreload()?.src).toBe('/api/v1/tracks/1/stream') // repeat all wraps a custom queue
    playerState.repeat = 'off'
    fake.emit({ type: 'timeupdate', position: 1, duration: 180 })
    expect(lastPreload()).toBeNull()
    playerState.repeat = 'one'
    expect(upcomingIndex()).toBeUndefined()

    playerState.repeat = 'all'
    playTracks(makeTracks(4), 3, 'album.9.*')
    expect(upcomingIndex()).toBeUndefined() // the next page is asked for first

    playTracks(makeTracks(6), 0, 'custom')
    fake.start()
    toggleShuffle()
    fake.emit({ type: 'timeupdate', position: 1, duration: 180 })
    expect(lastPreload()?.key).toBe(playerState.shuffledQueue[1]!.key)
  })

  it('applies the crossfade setting and the next track\'s own volume', () => {
    window.localStorage.setItem('player.web-player.crossfade', '5')
    playerState.volume = 80
    playTracks(makeTracks(2), 0, 'custom')
    fake.start()
    expect(lastPreload()).toMatchObject({ crossfade: 5, volume: 0.8 })
    window.localStorage.removeItem('player.web-player.crossfade')
  })
})
