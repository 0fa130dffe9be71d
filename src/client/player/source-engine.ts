// Routes each load to what plays its provider (music-catalog §4.1): howler for htmlAudio; the video
// engine (video-engine.ts) for htmlVideo, hls, dash and youtube. The video engine, and hls.js / dash.js /
// YouTube's IFrame API behind it, download only when such a track starts. Only the active engine's
// events reach the store, so a source that was left never reports into the next one.
import type { EngineEvent, PlaybackEngine, Provider } from './types'

export function createSourceEngine(
  audio: PlaybackEngine,
  loadVideo: () => Promise<PlaybackEngine> = () =>
    Promise.all([import('./video-engine'), import('./components/player-bar')]).then(([engine, surface]) => engine.createVideoEngine(surface)),
): PlaybackEngine {
  const listeners = new Set<(event: EngineEvent) => void>()
  const emit = (event: EngineEvent) => listeners.forEach((listener) => listener(event))
  let videoActive = false
  let video: PlaybackEngine | null = null
  let loading: Promise<PlaybackEngine> | null = null
  let volume: number | undefined
  let muted: boolean | undefined
  audio.on((event) => {
    if (!videoActive) emit(event)
  })
  /** Calls the video engine, loading it first; calls made meanwhile run in order once it is here. */
  const withVideo = (call: (engine: PlaybackEngine) => void) => {
    if (video) return call(video)
    loading ??= loadVideo().then(
      (engine) => {
        video = engine
        engine.on((event) => {
          if (videoActive) emit(event)
        })
        if (volume !== undefined) engine.setVolume(volume)
        if (muted !== undefined) engine.setMuted(muted)
        return engine
      },
      (error: unknown) => {
        loading = null
        // Reported like a media error: the store skips the item (and gives up after 3).
        if (videoActive) emit({ type: 'error', message: `The video player could not load: ${String(error)}` })
        throw error
      },
    )
    loading.then(call, () => {})
  }
  const active = (call: (engine: PlaybackEngine) => void) => (videoActive ? withVideo(call) : call(audio))

  return {
    load(src, format, provider: Provider = 'htmlAudio', track) {
      const toVideo = provider !== 'htmlAudio'
      if (toVideo !== videoActive) active((engine) => engine.stop())
      videoActive = toVideo
      active((engine) => engine.load(src, format, provider, track))
    },
    play: () => active((engine) => engine.play()),
    pause: () => active((engine) => engine.pause()),
    stop: () => active((engine) => engine.stop()),
    seek: (seconds) => active((engine) => engine.seek(seconds)),
    setVolume(value) {
      volume = value
      audio.setVolume(value)
      video?.setVolume(value)
    },
    setMuted(value) {
      muted = value
      audio.setMuted(value)
      video?.setMuted(value)
    },
    // Gapless (decision 0030) is howler's alone: while a video source plays nothing is kept loaded.
    preload: (next) => audio.preload(videoActive ? null : next),
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
