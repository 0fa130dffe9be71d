// The engine the store holds from the first frame on: a stand-in that loads the real one (engine.ts
// with howler, and the media session: playback.ts) on first use, or as soon as the visitor first presses
// a pointer or a key (a press on Play starts the download before its click lands). A visitor who only
// reads never downloads it, and the first screen stays smaller. Calls made before it arrives are
// replayed in order; the volume and mute are applied on arrival.
import type { EngineEvent, PlaybackEngine } from './types'

const WARM_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const

export function createLazyEngine(loadEngine: () => Promise<PlaybackEngine>): PlaybackEngine {
  const listeners = new Set<(event: EngineEvent) => void>()
  const queued: ((engine: PlaybackEngine) => void)[] = []
  let real: PlaybackEngine | null = null
  let loading: Promise<void> | null = null
  let volume: number | undefined
  let muted: boolean | undefined
  // Whether a queued call needs the engine (a load or play): only then is a failed download an error.
  let wanted = false

  const emit = (event: EngineEvent) => listeners.forEach((listener) => listener(event))
  const ensure = () => {
    loading ??= loadEngine().then(
      (engine) => {
        real = engine
        engine.on(emit)
        if (volume !== undefined) engine.setVolume(volume)
        if (muted !== undefined) engine.setMuted(muted)
        for (const call of queued.splice(0)) call(engine)
      },
      (error: unknown) => {
        loading = null
        queued.splice(0)
        // Reported like a media error: the store skips the item or stops, and a later play tries again.
        if (wanted) emit({ type: 'error', message: `The audio engine could not load: ${String(error)}` })
        wanted = false
      },
    )
  }
  const forward = (call: (engine: PlaybackEngine) => void, needsEngine: boolean) => {
    if (real) return call(real)
    queued.push(call)
    if (!needsEngine) return
    wanted = true
    ensure()
  }

  if (typeof window !== 'undefined') {
    const warm = () => {
      for (const type of WARM_EVENTS) window.removeEventListener(type, warm, true)
      ensure()
    }
    for (const type of WARM_EVENTS) window.addEventListener(type, warm, { capture: true, passive: true })
  }

  return {
    load: (...args) => forward((engine) => engine.load(...args), true),
    play: () => forward((engine) => engine.play(), true),
    pause: () => forward((engine) => engine.pause(), false),
    stop: () => forward((engine) => engine.stop(), false),
    seek: (seconds) => forward((engine) => engine.seek(seconds), false),
    // Only meaningful once something plays: never loads the engine by itself.
    preload: (next) => forward((engine) => engine.preload(next), false),
    setVolume(value) {
      volume = value
      real?.setVolume(value)
    },
    setMuted(value) {
      muted = value
      real?.setMuted(value)
    },
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
