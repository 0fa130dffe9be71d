import { afterEach, describe, expect, it } from 'vitest'
import { createLazyEngine } from '../../../src/client/player/lazy-engine'
import type { EngineEvent, PlaybackEngine } from '../../../src/client/player/types'
import { createFakeEngine } from './fake-engine'

/** A loader the test resolves (or rejects) by hand, counting how often the engine was asked for. */
function manualLoader() {
  let resolve: (engine: PlaybackEngine) => void = () => {}
  let reject: (error: Error) => void = () => {}
  const state = { calls: 0 }
  const load = () => {
    state.calls++
    return new Promise<PlaybackEngine>((res, rej) => {
      resolve = res
      reject = rej
    })
  }
  return { load, state, resolve: (e: PlaybackEngine) => resolve(e), reject: (e: Error) => reject(e) }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('lazy engine', () => {
  afterEach(() => {
    // Each engine warms once on the first press; a press here uses up listeners of earlier tests.
    window.dispatchEvent(new Event('pointerdown'))
  })

  it('loads nothing until something needs the engine, and setting the volume does not count', async () => {
    const loader = manualLoader()
    const engine = createLazyEngine(loader.load)
    engine.setVolume(0.4)
    engine.setMuted(true)
    engine.pause()
    engine.seek(3)
    await flush()
    expect(loader.state.calls).toBe(0)
  })

  it('replays the calls made before it arrived in order, after the volume and mute', async () => {
    const loader = manualLoader()
    const fake = createFakeEngine()
    const engine = createLazyEngine(loader.load)
    engine.setVolume(0.4)
    engine.setMuted(true)
    engine.load('/api/v1/tracks/1/stream', 'mp3')
    engine.seek(12)
    engine.play()
    expect(loader.state.calls).toBe(1)
    loader.resolve(fake.engine)
    await flush()
    expect(fake.calls).toEqual(['volume 0.4', 'muted true', 'load /api/v1/tracks/1/stream', 'seek 12', 'play'])
    engine.pause()
    expect(fake.calls.at(-1)).toBe('pause')
  })

  it('passes the real engine events to its listeners', async () => {
    const loader = manualLoader()
    const fake = createFakeEngine()
    const engine = createLazyEngine(loader.load)
    const events: EngineEvent['type'][] = []
    engine.on((e) => events.push(e.type))
    engine.load('/a')
    loader.resolve(fake.engine)
    await flush()
    fake.start()
    expect(events).toEqual(['loaded', 'play'])
  })

  it('starts the download on the first pointer press, once', async () => {
    const loader = manualLoader()
    createLazyEngine(loader.load)
    window.dispatchEvent(new Event('pointerdown'))
    window.dispatchEvent(new Event('keydown'))
    await flush()
    expect(loader.state.calls).toBe(1)
  })

  it('reports a failed download of a wanted engine as an error, and tries again on the next load', async () => {
    const loader = manualLoader()
    const engine = createLazyEngine(loader.load)
    const events: EngineEvent[] = []
    engine.on((e) => events.push(e))
    engine.load('/a')
    loader.reject(new Error('offline'))
    await flush()
    expect(events).toEqual([{ type: 'error', message: 'The audio engine could not load: Error: offline' }])
    const fake = createFakeEngine()
    engine.load('/b')
    expect(loader.state.calls).toBe(2)
    loader.resolve(fake.engine)
    await flush()
    expect(fake.calls).toEqual(['load /b'])
  })
})
