import { describe, expect, it, vi } from 'vitest'
import type { EngineEvent } from '../../../src/client/player/types'

// A fake media backend standing in for howler's HTML5 sound: it records options and fires events.
const sounds: FakeHowl[] = []
class FakeHowl {
  handlers = new Map<string, ((id: number, err?: unknown) => void)[]>()
  playingNow = false
  plays = 0
  seeks: number[] = []
  constructor(readonly options: Record<string, unknown>) {
    sounds.push(this)
  }
  on(name: string, fn: (id: number, err?: unknown) => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), fn])
  }
  fire(name: string, err?: unknown) {
    this.handlers.get(name)?.forEach((fn) => fn(1, err))
  }
  duration = () => 200
  seek = (to?: number) => {
    if (typeof to === 'number') this.seeks.push(to)
    return 12
  }
  playing = () => this.playingNow
  play = () => {
    this.plays++
    this.playingNow = true
    this.fire('play')
  }
  pause = () => {
    this.playingNow = false
    this.fire('pause')
  }
  stop = () => {}
  volume = () => {}
  mute = () => {}
  unload = () => {}
}
vi.mock('howler', () => ({ Howl: FakeHowl }))

describe('howler engine', () => {
  it('streams through html5 with the format from the source and reports events', async () => {
    const { createHowlerEngine } = await import('../../../src/client/player/engine')
    const engine = createHowlerEngine()
    const events: EngineEvent['type'][] = []
    engine.on((e) => events.push(e.type))
    engine.setVolume(0.5)
    engine.load('/api/v1/tracks/3/stream', 'mp3')
    await vi.waitFor(() => expect(sounds).toHaveLength(1))
    const sound = sounds[0]!
    expect(sound.options).toMatchObject({ src: ['/api/v1/tracks/3/stream'], html5: true, format: ['mp3'], volume: 0.5 })
    sound.fire('load')
    engine.play()
    engine.pause()
    sound.fire('end')
    sound.fire('loaderror', 'bad')
    expect(events).toEqual(['loaded', 'play', 'timeupdate', 'pause', 'end', 'error'])
  })

  // Issue 24: Firefox without a usable sound output fires an element error and plays on.
  it('does not report Firefox\'s audio-output error as a failed track, but does report real media errors', async () => {
    const { createHowlerEngine } = await import('../../../src/client/player/engine')
    const engine = createHowlerEngine()
    const messages: string[] = []
    engine.on((e) => {
      if (e.type === 'error') messages.push(e.message)
    })
    const before = sounds.length
    engine.load('/api/v1/tracks/4/stream', 'wav')
    await vi.waitFor(() => expect(sounds.length).toBeGreaterThan(before))
    const sound = sounds[sounds.length - 1]! as FakeHowl & { _sounds: Array<{ _node: unknown }> }
    const node = Object.create(HTMLMediaElement.prototype) as HTMLMediaElement
    let error: { code: number; message: string } = { code: 3, message: 'OnMediaSinkAudioError' }
    Object.defineProperty(node, 'error', { get: () => error })
    sound._sounds = [{ _node: node }]
    sound.fire('loaderror', 3)
    expect(messages).toEqual([])
    error = { code: 3, message: 'DEMUXER_ERROR_COULD_NOT_OPEN' }
    sound.fire('loaderror', 3)
    expect(messages).toEqual(['3: DEMUXER_ERROR_COULD_NOT_OPEN'])
  })

  it('ignores events from a sound that was replaced by a newer load', async () => {
    const { createHowlerEngine } = await import('../../../src/client/player/engine')
    const engine = createHowlerEngine()
    const events: string[] = []
    engine.on((e) => events.push(e.type))
    engine.load('/a', 'mp3')
    await vi.waitFor(() => expect(sounds.length).toBeGreaterThan(0))
    const first = sounds[sounds.length - 1]!
    engine.load('/b', 'mp3')
    first.fire('end')
    expect(events).toEqual([])
  })

  it('loads howler on demand and applies play and seek asked for before it arrived', async () => {
    let release: (ctor: typeof FakeHowl) => void = () => {}
    const arrived = new Promise<typeof FakeHowl>((resolve) => (release = resolve))
    const { createHowlerEngine } = await import('../../../src/client/player/engine')
    const engine = createHowlerEngine(() => arrived as never)
    const before = sounds.length
    engine.load('/late', 'wav')
    engine.seek(12)
    engine.play()
    expect(sounds).toHaveLength(before)
    release(FakeHowl)
    await vi.waitFor(() => expect(sounds).toHaveLength(before + 1))
    const sound = sounds[before]!
    expect(sound.options).toMatchObject({ src: ['/late'], html5: true, format: ['wav'] })
    expect(sound.seeks).toEqual([12])
    expect(sound.plays).toBe(1)
  })

  it('does not start a sound that was paused before howler arrived', async () => {
    const { createHowlerEngine } = await import('../../../src/client/player/engine')
    const engine = createHowlerEngine()
    const before = sounds.length
    engine.load('/x', 'wav')
    engine.play()
    engine.pause()
    await vi.waitFor(() => expect(sounds).toHaveLength(before + 1))
    expect(sounds[before]!.plays).toBe(0)
  })
})
