// YouTube sources (music-catalog §4.1, §4.13) through YouTube's official IFrame API, on the
// privacy-enhanced domain (youtube-nocookie.com), with controls hidden, playsinline and modest branding.
// The API script is added only when the first YouTube track starts, from `settings.player.youtube_api_url`
// (the server's YOUTUBE_IFRAME_API_URL, a local stand-in in tests) or YouTube's own address.
// A `resolve` source (a track without audio while the YouTube integration is on) is looked up with
// search/audio; its candidates are tried in order, a video that fails to embed is blacklisted for the
// session and reported, and only when none plays does the track fail (the store skips it, §4.1).
import { readSetting } from '../stores/settings'
import type { EngineEvent, PlayerTrack } from './types'
import { RESOLVE_SRC, youtubeSearchApi, type YoutubeSearchApi } from './youtube-search'

export const YOUTUBE_IFRAME_API = 'https://www.youtube.com/iframe_api'
const TICK_MS = 250

/** The part of YT.Player this provider uses (https://developers.google.com/youtube/iframe_api_reference). */
interface YtPlayer {
  cueVideoById(videoId: string): void
  playVideo(): void
  pauseVideo(): void
  stopVideo(): void
  seekTo(seconds: number, allowSeekAhead: boolean): void
  setVolume(volume: number): void
  mute(): void
  unMute(): void
  getCurrentTime(): number
  getDuration(): number
  destroy(): void
}
interface YtNamespace {
  Player: new (element: HTMLElement, options: Record<string, unknown>) => YtPlayer
}
type YtWindow = Window & { YT?: YtNamespace; onYouTubeIframeAPIReady?: () => void }

/** YT.PlayerState */
const ENDED = 0
const PLAYING = 1
const PAUSED = 2
const CUED = 5

/** The 11-character video id of a YouTube URL (watch?v=, youtu.be/, /embed/, /shorts/, /live/) or of a bare id. */
export function youtubeVideoId(src: string): string | null {
  const bare = src.trim()
  if (/^[\w-]{11}$/.test(bare)) return bare
  try {
    const url = new URL(bare)
    if (!/(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i.test(url.hostname)) return null
    const fromQuery = url.searchParams.get('v')
    const fromPath = /^\/(?:embed\/|shorts\/|live\/|v\/)?([\w-]{11})(?:[/?#]|$)/.exec(url.pathname)?.[1]
    const id = fromQuery ?? fromPath ?? null
    return id && /^[\w-]{11}$/.test(id) ? id : null
  } catch {
    return null
  }
}

let apiLoading: Promise<YtNamespace> | null = null

/** Videos that failed to embed in this session (§4.13): never offered again as a candidate. */
const blacklist = new Set<string>()

/** Adds the IFrame API script once; resolves with `window.YT` when it says it is ready. */
export function loadYoutubeApi(url: string = String(readSetting('player.youtube_api_url', '') || YOUTUBE_IFRAME_API)): Promise<YtNamespace> {
  const win = window as YtWindow
  if (win.YT?.Player) return Promise.resolve(win.YT)
  apiLoading ??= new Promise<YtNamespace>((resolve, reject) => {
    const previous = win.onYouTubeIframeAPIReady
    win.onYouTubeIframeAPIReady = () => {
      previous?.()
      if (win.YT?.Player) resolve(win.YT)
      else reject(new Error('The YouTube player did not load.'))
    }
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.onerror = () => {
      apiLoading = null
      script.remove()
      reject(new Error('The YouTube player could not be loaded.'))
    }
    document.head.append(script)
  })
  return apiLoading
}

export interface YoutubeProvider {
  /** The element the player's iframe replaces; it lives in the video surface. */
  element: HTMLElement
  /** `track` is needed for a `resolve` source only. */
  load(src: string, track?: PlayerTrack): void
  play(): void
  pause(): void
  stop(): void
  seek(seconds: number): void
  setVolume(volume: number): void
  setMuted(muted: boolean): void
  on(listener: (event: EngineEvent) => void): void
}

export function createYoutubeProvider(
  loadApi: () => Promise<YtNamespace> = () => loadYoutubeApi(),
  api: YoutubeSearchApi = youtubeSearchApi,
): YoutubeProvider {
  const listeners = new Set<(event: EngineEvent) => void>()
  const emit = (event: EngineEvent) => listeners.forEach((listener) => listener(event))
  // The API replaces this element with its iframe; the wrapper is what moves into the surface.
  const element = document.createElement('div')
  const target = document.createElement('div')
  element.append(target)
  let player: YtPlayer | null = null
  let creating: Promise<YtPlayer> | null = null
  let videoId: string | null = null
  let wantPlay = false
  let volume = 0.3
  let muted = false
  let ticker: ReturnType<typeof setInterval> | null = null
  /** Bumped on every load: a late search answer of an older track is dropped. */
  let loadCount = 0
  /** The untried candidates of the current `resolve` source; null while a plain YouTube source plays. */
  let candidates: string[] | null = null

  const tick = () => {
    if (player) emit({ type: 'timeupdate', position: player.getCurrentTime(), duration: player.getDuration() })
  }
  const stopTicker = () => {
    if (ticker) clearInterval(ticker)
    ticker = null
  }
  const applyVolume = (p: YtPlayer) => {
    p.setVolume(Math.round(volume * 100))
    if (muted) p.mute()
    else p.unMute()
  }
  const onState = (state: number) => {
    if (state === CUED) return emit({ type: 'loaded', duration: player?.getDuration() ?? 0 })
    if (state === PLAYING) {
      stopTicker()
      ticker = setInterval(tick, TICK_MS)
      return emit({ type: 'play' })
    }
    if (state === PAUSED) {
      stopTicker()
      tick()
      return emit({ type: 'pause' })
    }
    if (state === ENDED) {
      stopTicker()
      emit({ type: 'end' })
    }
  }

  const onError = (code: number) => {
    const failing = videoId
    if (failing) api.report(code, failing)
    if (candidates && failing) {
      blacklist.add(failing)
      return tryNextCandidate()
    }
    emit({ type: 'error', message: `YouTube error ${code}` })
  }

  const tryNextCandidate = () => {
    const id = candidates?.shift()
    if (id) return cue(id)
    videoId = null
    emit({ type: 'error', message: 'No YouTube video of this track could be played.' })
  }

  const cue = (id: string) => {
    videoId = id
    const fresh = !creating
    ensurePlayer(id).then(
      (p) => {
        if (videoId !== id) return
        // The first video is given to the constructor; later ones are cued (§4.1 waits for `cued`).
        if (fresh) emit({ type: 'loaded', duration: p.getDuration() })
        else p.cueVideoById(id)
        // A candidate tried after a failed one starts by itself when the listener had pressed play.
        if (wantPlay) p.playVideo()
      },
      (error: unknown) => {
        creating = null
        if (videoId === id) emit({ type: 'error', message: String(error) })
      },
    )
  }

  const ensurePlayer = (id: string): Promise<YtPlayer> => {
    creating ??= loadApi().then(
      (YT) =>
        new Promise<YtPlayer>((resolve) => {
          const created: YtPlayer = new YT.Player(target, {
            host: 'https://www.youtube-nocookie.com',
            videoId: id,
            width: '100%',
            height: '100%',
            playerVars: { controls: 0, playsinline: 1, modestbranding: 1, rel: 0, disablekb: 1, fs: 0, iv_load_policy: 3, origin: window.location.origin },
            events: {
              onReady: () => {
                player = created
                applyVolume(created)
                resolve(created)
              },
              onStateChange: (event: { data: number }) => onState(event.data),
              // 2 invalid id, 5 HTML5 error, 100 not found, 101/150 embedding refused: the track failed.
              onError: (event: { data: number }) => onError(event.data),
            },
          })
        }),
    )
    return creating
  }

  return {
    element,
    load(src, track) {
      stopTicker()
      wantPlay = false
      loadCount += 1
      videoId = null
      candidates = null
      if (src !== RESOLVE_SRC) {
        const id = youtubeVideoId(src)
        return id ? cue(id) : emit({ type: 'error', message: 'Not a YouTube video address.' })
      }
      if (!track) return emit({ type: 'error', message: 'No track to look a YouTube video up for.' })
      const own = loadCount
      api.search(track).then(
        (ids) => {
          if (own !== loadCount) return
          candidates = ids.filter((id) => !blacklist.has(id))
          tryNextCandidate()
        },
        (error: unknown) => {
          if (own === loadCount) emit({ type: 'error', message: `YouTube search failed: ${String(error)}` })
        },
      )
    },
    play() {
      wantPlay = true
      player?.playVideo()
    },
    pause() {
      wantPlay = false
      player?.pauseVideo()
    },
    stop() {
      wantPlay = false
      stopTicker()
      loadCount += 1
      videoId = null
      candidates = null
      player?.stopVideo()
    },
    seek(seconds) {
      player?.seekTo(seconds, true)
      emit({ type: 'timeupdate', position: seconds, duration: player?.getDuration() ?? 0 })
    },
    setVolume(value) {
      volume = value
      if (player) applyVolume(player)
    },
    setMuted(value) {
      muted = value
      if (player) applyVolume(player)
    },
    on(listener) {
      listeners.add(listener)
    },
  }
}
