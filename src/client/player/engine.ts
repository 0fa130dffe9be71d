// Howler-backed playback engine. It streams through an HTML media element (html5: true) so tracks are
// never decoded whole into memory, and reports media events through one listener list. It holds no
// queue and makes no decisions: the store (store.ts) decides what plays next. This module and howler
// load together on first use (lazy-engine.ts, playback.ts), so neither is on the first screen.
// Gapless (decision 0030): the store names the next item (`preload`); its sound loads in a second element
// while the current one plays and is started on a precise timer just before the current one's last
// sample (gapless.ts), or `crossfade` seconds before with both volumes ramped.
import { Howl, type HowlOptions } from 'howler'
import { crossfadeFor, handoverIn, planHandover } from './gapless'
import type { EngineEvent, NextSource, PlaybackEngine } from './types'

const TICK_MS = 250

type HowlConstructor = new (options: HowlOptions) => Howl

/**
 * Firefox reports an audio output it cannot open (no sound device, as in a headless browser, or one that
 * went away) as a media error, "OnMediaSinkAudioError", and goes on playing on the system clock. Howler
 * passes every element error on as `loaderror`; skipping the track for this one made Firefox run through
 * whole albums with the position at 0 (issue 24). Such an error is no reason to give up the track.
 */
export function isOutputOnlyMediaError(message: string | undefined): boolean {
  return typeof message === 'string' && /MediaSink|AudioSink/i.test(message)
}

/** The media element howler plays a sound through (html5 mode); howler keeps it private. */
function mediaElementOf(sound: Howl, id: number | undefined): HTMLMediaElement | undefined {
  const inner = sound as unknown as { _soundById?: (id: number) => { _node?: unknown } | null; _sounds?: Array<{ _node?: unknown }> }
  const node = (id !== undefined && id !== null ? inner._soundById?.(id)?._node : undefined) ?? inner._sounds?.[0]?._node
  return typeof HTMLMediaElement !== 'undefined' && node instanceof HTMLMediaElement ? node : undefined
}

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
  // The preloaded next sound, the sounds still finishing after a handover, and the handover timer.
  let upcoming: { sound: Howl; spec: NextSource } | null = null
  let outgoing: Howl[] = []
  let handoverTimer: ReturnType<typeof setTimeout> | null = null

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
    ticker = setInterval(() => {
      emit({ type: 'timeupdate', position: position(), duration: howl?.duration() ?? 0 })
      if (!handoverTimer) schedule()
    }, TICK_MS)
  }

  const clearHandover = () => {
    if (handoverTimer) clearTimeout(handoverTimer)
    handoverTimer = null
  }
  const dropUpcoming = () => {
    clearHandover()
    upcoming?.sound.unload()
    upcoming = null
  }
  const dropOutgoing = () => {
    for (const sound of outgoing.splice(0)) sound.unload()
  }
  const retire = (sound: Howl) => {
    if (!outgoing.includes(sound)) return
    outgoing = outgoing.filter((s) => s !== sound)
    sound.unload()
  }

  /** Arms the handover timer when the current sound is within the lookahead of its end (gapless.ts). */
  function schedule() {
    clearHandover()
    if (!howl || !upcoming || !howl.playing()) return
    const wait = handoverIn(position(), howl.duration(), upcoming.spec.crossfade)
    if (wait === null) return
    const plan = planHandover(wait)
    if (plan.now) return handover()
    handoverTimer = setTimeout(() => {
      handoverTimer = null
      if (plan.final) handover()
      else schedule()
    }, plan.delayMs)
  }

  /** Starts the preloaded sound; the outgoing one plays out its last samples (or fades) and is unloaded. */
  function handover() {
    clearHandover()
    const from = howl
    const to = upcoming
    if (!from || !to || !from.playing()) return
    upcoming = null
    // Not loaded yet (slow network) or failed: the ordinary end of track and cue take over.
    if (to.sound.state() !== 'loaded') return void to.sound.unload()
    const remaining = Math.max(0, from.duration() - position())
    const fade = crossfadeFor(from.duration(), to.spec.crossfade)
    howl = to.sound
    volume = to.spec.volume
    outgoing.push(from)
    from.on('end', () => retire(from))
    // At the latest a few seconds after its end: a stalled element is not kept for good.
    setTimeout(() => retire(from), (remaining + 5) * 1000)
    if (fade > 0) {
      from.fade(from.volume() as number, 0, remaining * 1000)
      to.sound.volume(0)
    }
    emit({ type: 'advance', key: to.spec.key, duration: to.sound.duration() })
    to.sound.play()
    if (fade > 0) to.sound.fade(0, to.spec.volume, fade * 1000)
  }

  const create = (Ctor: HowlConstructor, src: string, format?: string, preloadOnly?: NextSource) => {
    const sound = new Ctor({
      src: [src],
      html5: true,
      preload: true,
      volume: preloadOnly?.volume ?? volume,
      mute: muted,
      // Our stream URL has no extension, so howler needs the format to pick a codec.
      format: format ? [format] : undefined,
    })
    if (preloadOnly) upcoming = { sound, spec: preloadOnly }
    else howl = sound
    // Events of an unloaded sound are ignored so a quick skip never reports stale state.
    const own = (fn: () => void) => () => {
      if (howl === sound) fn()
    }
    sound.on('load', own(() => emit({ type: 'loaded', duration: sound.duration() })))
    sound.on('play', own(() => {
      startTicker()
      emit({ type: 'play' })
      schedule()
    }))
    sound.on('pause', own(() => {
      stopTicker()
      clearHandover()
      emit({ type: 'timeupdate', position: position(), duration: sound.duration() })
      emit({ type: 'pause' })
    }))
    sound.on('end', own(() => {
      stopTicker()
      clearHandover()
      emit({ type: 'end' })
    }))
    sound.on('loaderror', (id, error) => {
      const detail = mediaElementOf(sound, id)?.error?.message
      if (isOutputOnlyMediaError(detail)) return
      own(() => emit({ type: 'error', message: detail ? `${String(error)}: ${detail}` : String(error) }))()
    })
    sound.on('playerror', (_id, error) => own(() => emit({ type: 'error', message: String(error) }))())
  }

  return {
    load(src, format) {
      stopTicker()
      dropUpcoming()
      dropOutgoing()
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
      clearHandover()
      dropOutgoing()
      howl?.pause()
    },
    stop() {
      wantPlay = false
      stopTicker()
      clearHandover()
      dropOutgoing()
      howl?.stop()
    },
    seek(seconds) {
      if (howl) howl.seek(seconds)
      else if (pending) pending.seek = seconds
      emit({ type: 'timeupdate', position: seconds, duration: howl?.duration() ?? 0 })
      // A seek near the end re-plans the one handover; a seek away from it cancels it.
      schedule()
    },
    setVolume(value) {
      volume = value
      howl?.volume(value)
    },
    setMuted(value) {
      muted = value
      howl?.mute(value)
      upcoming?.sound.mute(value)
      for (const sound of outgoing) sound.mute(value)
    },
    preload(spec) {
      if (!spec) return dropUpcoming()
      if (upcoming && upcoming.spec.key === spec.key && upcoming.spec.src === spec.src) {
        upcoming.spec = spec
        upcoming.sound.volume(spec.volume)
      } else {
        dropUpcoming()
        // Only once howler is here (something played): a preload never loads the engine by itself.
        if (!HowlClass) return
        create(HowlClass, spec.src, spec.format, spec)
      }
      schedule()
    },
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
