// The engine of every source that is not plain audio (music-catalog §4.1): htmlVideo plays in a <video>
// element; hls through hls.js (Safari and iOS play HLS in the element natively); dash through dash.js;
// youtube through YouTube's IFrame API (youtube-provider.ts). hls.js and dash.js are imported only when
// such a track starts, each in its own chunk. The element or player sits in the video surface
// (video-surface.ts), which the player's video panel shows.
import type * as VideoSurface from './video-surface'
import { createYoutubeProvider, type YoutubeProvider } from './youtube-provider'
import type { EngineEvent, PlaybackEngine, Provider } from './types'
import { TRACK_STREAM_PATH } from '../../shared/wire'

/** The name under which tracks/{id}/stream/{file} answers a stored package's own manifest (server: media.routes.ts). */
export const MANIFEST_PART = { hls: '_manifest.m3u8', dash: '_manifest.mpd' } as const

/**
 * A stored file streams from tracks/{id}/stream as it is: the listener's streaming quality (a query the
 * store adds) is for audio. A stored HLS/DASH package loads its manifest under that path, so the
 * manifest's relative segment addresses resolve to tracks/{id}/stream/{segment}.
 */
export function videoSource(src: string, kind: Provider): string {
  const path = src.split('?')[0] ?? src
  if (!TRACK_STREAM_PATH.test(path)) return src
  return kind === 'hls' || kind === 'dash' ? `${path}/${MANIFEST_PART[kind]}` : path
}

/** What drives the <video> element for one source; `detach` lets go of it (hls.js / dash.js teardown). */
interface Attachment {
  detach(): void
}

/** Safari and iOS play HLS natively (§4.1: "native video element on iOS"); elsewhere hls.js does. */
function nativeHls(video: HTMLVideoElement): boolean {
  const ua = navigator.userAgent
  const apple = /iP(hone|ad|od)/.test(ua) || (/Safari\//.test(ua) && !/Chrom(e|ium)|Android/.test(ua))
  return apple && video.canPlayType('application/vnd.apple.mpegurl') !== ''
}

async function attachHls(video: HTMLVideoElement, src: string, fail: (message: string) => void): Promise<Attachment> {
  if (nativeHls(video)) {
    video.src = src
    return { detach: () => video.removeAttribute('src') }
  }
  const { default: Hls } = await import('hls.js')
  if (!Hls.isSupported()) throw new Error('This browser cannot play HLS streams.')
  const hls = new Hls({ enableWorker: false })
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) fail(`HLS: ${data.details}`)
  })
  hls.loadSource(src)
  hls.attachMedia(video)
  return { detach: () => hls.destroy() }
}

async function attachDash(video: HTMLVideoElement, src: string, fail: (message: string) => void): Promise<Attachment> {
  const { MediaPlayer } = await import('dashjs')
  const player = MediaPlayer().create()
  player.on('error', (event: unknown) => fail(`DASH: ${JSON.stringify((event as { error?: unknown }).error ?? event)}`))
  player.initialize(video, src, false)
  return { detach: () => player.reset() }
}

/**
 * `surface` is the video surface (video-surface.ts), handed in by the source router from the player
 * bar's chunk, which holds it: a static import here would split it into a chunk of its own that the first
 * screen's lazy player bar would have to list.
 */
export function createVideoEngine(
  { fillSurface, setSurface }: Pick<typeof VideoSurface, 'fillSurface' | 'setSurface'>,
  loadYoutube: () => YoutubeProvider = createYoutubeProvider,
): PlaybackEngine {
  const listeners = new Set<(event: EngineEvent) => void>()
  const emit = (event: EngineEvent) => listeners.forEach((listener) => listener(event))
  let video: HTMLVideoElement | null = null
  let youtube: YoutubeProvider | null = null
  let provider: Provider = 'htmlVideo'
  let attachment: Attachment | null = null
  /** Bumped on every load: a late hls.js / dash.js import or event of an older source is ignored. */
  let generation = 0
  let volume = 0.3
  let muted = false
  let wantPlay = false

  const element = (): HTMLVideoElement => {
    if (video) return video
    const el = document.createElement('video')
    el.playsInline = true
    el.preload = 'auto'
    el.setAttribute('aria-label', 'Video')
    const time = () => emit({ type: 'timeupdate', position: el.currentTime, duration: Number.isFinite(el.duration) ? el.duration : 0 })
    el.addEventListener('loadedmetadata', () => emit({ type: 'loaded', duration: Number.isFinite(el.duration) ? el.duration : 0 }))
    el.addEventListener('play', () => emit({ type: 'play' }))
    el.addEventListener('pause', () => {
      if (!el.ended) emit({ type: 'pause' })
    })
    el.addEventListener('timeupdate', time)
    el.addEventListener('ended', () => emit({ type: 'end' }))
    el.addEventListener('error', () => {
      // An element without a source (after a detach) reports an error too; that is not a failed track.
      if (!el.getAttribute('src') && !attachment) return
      emit({ type: 'error', message: el.error?.message || `Media error ${el.error?.code ?? ''}`.trim() })
    })
    video = el
    return el
  }
  const yt = (): YoutubeProvider => {
    if (youtube) return youtube
    youtube = loadYoutube()
    youtube.on((event) => {
      if (provider === 'youtube') emit(event)
    })
    return youtube
  }

  /** Lets go of the current source; YouTube's player is kept (and told nothing) when YouTube plays next. */
  const release = (next?: Provider) => {
    attachment?.detach()
    attachment = null
    if (video) {
      video.pause()
      video.removeAttribute('src')
      video.load()
      video.remove()
    }
    if (next !== 'youtube') youtube?.stop()
  }

  const startVideo = (src: string, kind: Provider) => {
    const el = element()
    el.volume = volume
    el.muted = muted
    fillSurface(el)
    setSurface('video')
    const own = generation
    const fail = (message: string) => {
      if (own === generation) emit({ type: 'error', message })
    }
    if (kind === 'htmlVideo') {
      el.src = src
      return
    }
    const attach = kind === 'hls' ? attachHls : attachDash
    attach(el, src, fail).then(
      (done) => {
        if (own !== generation) return done.detach()
        attachment = done
        if (wantPlay) void el.play().catch((error: unknown) => fail(String(error)))
      },
      (error: unknown) => fail(String(error)),
    )
  }

  return {
    load(src, _format, kind = 'htmlVideo', track) {
      generation += 1
      wantPlay = false
      release(kind)
      provider = kind
      if (kind === 'youtube') {
        const player = yt()
        fillSurface(player.element)
        setSurface('youtube')
        player.setVolume(volume)
        player.setMuted(muted)
        player.load(src, track)
        return
      }
      startVideo(videoSource(src, kind), kind)
    },
    play() {
      wantPlay = true
      if (provider === 'youtube') return youtube?.play()
      if (!video || (provider !== 'htmlVideo' && !attachment && !video.getAttribute('src'))) return
      const own = generation
      void video.play().catch((error: unknown) => {
        // A play() cut short by the next load or a pause is no failure of the track.
        if (own === generation && wantPlay && !(error instanceof DOMException && error.name === 'AbortError')) {
          emit({ type: 'error', message: String(error) })
        }
      })
    },
    pause() {
      wantPlay = false
      if (provider === 'youtube') youtube?.pause()
      else video?.pause()
    },
    stop() {
      wantPlay = false
      generation += 1
      release()
      setSurface('none')
    },
    seek(seconds) {
      if (provider === 'youtube') youtube?.seek(seconds)
      else if (video) video.currentTime = seconds
    },
    setVolume(value) {
      volume = value
      if (video) video.volume = value
      youtube?.setVolume(value)
    },
    setMuted(value) {
      muted = value
      if (video) video.muted = value
      youtube?.setMuted(value)
    },
    // The source router keeps gapless preloading for audio (decision 0030); video items load when they start.
    preload() {},
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
