import type { EngineEvent, NextSource, PlaybackEngine } from '../../../src/client/player/types'

/** A fake media element: records every command and lets the test emit media events in sequence. */
export function createFakeEngine() {
  const listeners = new Set<(e: EngineEvent) => void>()
  const calls: string[] = []
  const preloads: (NextSource | null)[] = []
  let src = ''
  const engine: PlaybackEngine = {
    load: (s) => {
      src = s
      calls.push(`load ${s}`)
    },
    play: () => void calls.push('play'),
    pause: () => void calls.push('pause'),
    stop: () => void calls.push('stop'),
    seek: (s) => void calls.push(`seek ${s}`),
    setVolume: (v) => void calls.push(`volume ${v}`),
    setMuted: (m) => void calls.push(`muted ${m}`),
    // Kept apart from `calls`, so the command sequences the other tests expect stay as they were.
    preload: (next) => void preloads.push(next),
    on: (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
  }
  const emit = (e: EngineEvent) => listeners.forEach((l) => l(e))
  return {
    engine,
    calls,
    preloads,
    get src() {
      return src
    },
    emit,
    /** The media element loaded and started: what a real element reports after load + play. */
    start(duration = 180) {
      emit({ type: 'loaded', duration })
      emit({ type: 'play' })
    },
    clear: () => void calls.splice(0),
  }
}
