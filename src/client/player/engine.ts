// Howler-backed playback engine. It streams through an HTML media element (html5: true) so tracks are
// never decoded whole into memory, and reports media events through one listener list. It holds no
// queue and makes no decisions: the store (store.ts) decides what plays next.
import { Howl } from 'howler'
import type { EngineEvent, PlaybackEngine } from './types'

const TICK_MS = 250

export function createHowlerEngine(): PlaybackEngine {
  const listeners = new Set<(event: EngineEvent) => void>()
  let howl: Howl | null = null
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

  return {
    load(src, format) {
      stopTicker()
      howl?.unload()
      const sound = new Howl({
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
    },
    play() {
      if (howl && !howl.playing()) howl.play()
    },
    pause() {
      howl?.pause()
    },
    stop() {
      stopTicker()
      howl?.stop()
    },
    seek(seconds) {
      howl?.seek(seconds)
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
