// Routes each load to what plays its provider (music-catalog §4.1): howler for htmlAudio; the video
// engine (video-engine.ts) for htmlVideo, hls, dash and youtube. The video engine, and hls.js / dash.js /
// YouTube's IFrame API behind it, download only when such a track starts. Only the active engine's
// events reach the store, so a source that was left never reports into the next one.
import { createLazyEngine } from './lazy-engine'
import type { EngineEvent, PlaybackEngine, Provider } from './types'

export function createSourceEngine(
  audio: PlaybackEngine,
  loadVideo: () => Promise<PlaybackEngine> = () => import('./video-engine').then((m) => m.createVideoEngine()),
): PlaybackEngine {
  const listeners = new Set<(event: EngineEvent) => void>()
  const video = createLazyEngine(loadVideo, { warm: false })
  let active: PlaybackEngine = audio
  const relay = (from: PlaybackEngine) => (event: EngineEvent) => {
    if (from === active) listeners.forEach((listener) => listener(event))
  }
  audio.on(relay(audio))
  video.on(relay(video))

  return {
    load(src, format, provider: Provider = 'htmlAudio') {
      const next = provider === 'htmlAudio' ? audio : video
      if (next !== active) active.stop()
      active = next
      next.load(src, format, provider)
    },
    play: () => active.play(),
    pause: () => active.pause(),
    stop: () => active.stop(),
    seek: (seconds) => active.seek(seconds),
    setVolume(value) {
      audio.setVolume(value)
      video.setVolume(value)
    },
    setMuted(value) {
      audio.setMuted(value)
      video.setMuted(value)
    },
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
