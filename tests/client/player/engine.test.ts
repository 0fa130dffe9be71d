import { describe, expect, it, vi } from 'vitest'
import type { EngineEvent } from '../../../src/client/player/types'

// A fake media backend standing in for howler's HTML5 sound: it records options and fires events.
const sounds: FakeHowl[] = []
class FakeHowl {
  handlers = new Map<string, ((id: number, err?: unknown) => void)[]>()
  playingNow = false
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
  seek = () => 12
  playing = () => this.playingNow
  play = () => {
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
    const sound = sounds[0]!
    expect(sound.options).toMatchObject({ src: ['/api/v1/tracks/3/stream'], html5: true, format: ['mp3'], volume: 0.5 })
    sound.fire('load')
    engine.play()
    engine.pause()
    sound.fire('end')
    sound.fire('loaderror', 'bad')
    expect(events).toEqual(['loaded', 'play', 'timeupdate', 'pause', 'end', 'error'])
  })

  it('ignores events from a sound that was replaced by a newer load', async () => {
    const { createHowlerEngine } = await import('../../../src/client/player/engine')
    const engine = createHowlerEngine()
    const events: string[] = []
    engine.on((e) => events.push(e.type))
    engine.load('/a', 'mp3')
    const first = sounds[sounds.length - 1]!
    engine.load('/b', 'mp3')
    first.fire('end')
    expect(events).toEqual([])
  })
})
