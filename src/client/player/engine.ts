// Howler-backed playback engine. It streams through an HTML media element (html5: true) so tracks are
// never decoded whole into memory, and reports media events through one listener list. It holds no
// queue and makes no decisions: the store (store.ts) decides what plays next. This module and howler
// load together on first use (lazy-engine.ts, playback.ts), so neither is on the first screen.
import { Howl, type HowlOptions } from 'howler'
import type { EngineEvent, PlaybackEngine } from './types'

const TICK_MS = 250

type HowlConstructor = new (options: HowlOptions) => Howl

/** `loadHowler` may resolve later (tests): what is asked meanwhile is applied when it arrives. */
export function createHowlerEngine(loadHowler: () => Promise<HowlConstructor> = async () => Howl): PlaybackEngine {
  const listeners = new Set<(event: EngineEvent) => void>()
  let howl: Howl | null = null
  let HowlClass: HowlConstructor | null = null
  let howlerLoading: Promise<HowlConstructor> | null = null
  // What was asked before howler arrived: the latest source and whether it should be playing.
  let pending: { src: string; format?: string; seek?: number } | null = null
  let wantPlay = false
  const ensureHowler = () => {
    howlerLoading ??= loadHowler().then((ctor) => (HowlClass = ctor))
    return howlerLoading
  }
  let volume = 0.3
  let muted = false
  let ticker: ReturnType<typeof setInterval> | null = null

  const emit = (event: EngineEvent) => listeners.forEach((l) => l(event))
  const position = () => {
    const value = howl?.seek()
    return typeof value === 'number' ? value : 0
  }
  const stopTicker = () => {
    if (ticker) clearInterval(ticker)
    ticker = null
  }
  // Howler has no timeupdate event, so the position is polled only while playing.
  const startTicker = () => {
    stopTicker()
    ticker = setInterval(() => emit({ type: 'timeupdate', position: position(), duration: howl?.duration() ?? 0 }), TICK_MS)
  }

  const create = (Ctor: HowlConstructor, src: string, format?: string) => {
    const sound = new Ctor({
      src: [src],
      html5: true,
      preload: true,
      volume,
      mute: muted,
      // Our stream URL has no extension, so howler needs the format to pick a codec.
      format: format ? [format] : undefined,
    })
    howl = sound
    // Events of an unloaded sound are ignored so a quick skip never reports stale state.
    const own = (fn: () => void) => () => {
      if (howl === sound) fn()
    }
    sound.on('load', own(() => emit({ type: 'loaded', duration: sound.duration() })))
    sound.on('play', own(() => {
      startTicker()
      emit({ type: 'play' })
    }))
    sound.on('pause', own(() => {
      stopTicker()
      emit({ type: 'timeupdate', position: position(), duration: sound.duration() })
      emit({ type: 'pause' })
    }))
    sound.on('end', own(() => {
      stopTicker()
      emit({ type: 'end' })
    }))
    sound.on('loaderror', (_id, error) => own(() => emit({ type: 'error', message: String(error) }))())
    sound.on('playerror', (_id, error) => own(() => emit({ type: 'error', message: String(error) }))())
  }

  return {
    load(src, format) {
      stopTicker()
      howl?.unload()
      howl = null
      wantPlay = false
      if (HowlClass) return create(HowlClass, src, format)
      pending = { src, format }
      ensureHowler().then(
        (Ctor) => {
          if (!pending || pending.src !== src) return
          const seekTo = pending.seek
          pending = null
          create(Ctor, src, format)
          if (seekTo !== undefined) howl?.seek(seekTo)
          if (wantPlay) howl?.play()
        },
        (error: unknown) => {
          howlerLoading = null
          if (pending?.src === src) emit({ type: 'error', message: `The audio engine could not load: ${String(error)}` })
        },
      )
    },
    play() {
      if (!howl) {
        wantPlay = true
        return
      }
      if (!howl.playing()) howl.play()
    },
    pause() {
      wantPlay = false
      howl?.pause()
    },
    stop() {
      wantPlay = false
      stopTicker()
      howl?.stop()
    },
    seek(seconds) {
      if (howl) howl.seek(seconds)
      else if (pending) pending.seek = seconds
      emit({ type: 'timeupdate', position: seconds, duration: howl?.duration() ?? 0 })
    },
    setVolume(value) {
      volume = value
      howl?.volume(value)
    },
    setMuted(value) {
      muted = value
      howl?.mute(value)
    },
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
