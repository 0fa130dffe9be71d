import { afterEach, describe, expect, it, vi } from 'vitest'
import { guessProvider, toQueueItem } from '../../../src/client/player/queue-item'
import { createSourceEngine } from '../../../src/client/player/source-engine'
import { createVideoEngine, videoSource } from '../../../src/client/player/video-engine'
import { createYoutubeProvider, youtubeVideoId } from '../../../src/client/player/youtube-provider'
import { youtubeSearchApi, type YoutubeSearchApi } from '../../../src/client/player/youtube-search'
import { sessionState } from '../../../src/client/stores/session'
import type { EngineEvent, PlayerTrack } from '../../../src/client/player/types'
import { createFakeEngine } from './fake-engine'

describe('provider guessing (music-catalog §4.1)', () => {
  it.each([
    ['storage/track_media/a/song.mp3', 'htmlAudio'],
    ['https://cdn.example.com/x/track.FLAC?token=1', 'htmlAudio'],
    ['https://cdn.example.com/a.m4a#t=3', 'htmlAudio'],
    ['https://cdn.example.com/live/master.m3u8', 'hls'],
    ['storage/track_media/pkg/stream.mpd', 'dash'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
    ['dQw4w9WgXcQ', 'youtube'],
    ['https://cdn.example.com/clip.mp4', 'htmlVideo'],
    ['https://cdn.example.com/stream', 'htmlVideo'],
  ])('%s → %s', (src, provider) => {
    expect(guessProvider(src)).toBe(provider)
  })

  it('queues YouTube, video and stream sources as playable; a stored HLS/DASH package plays its manifest under the stream path', () => {
    expect(toQueueItem({ id: 1, name: 'YT', src: 'https://youtu.be/dQw4w9WgXcQ' }, 'custom')).toMatchObject({ provider: 'youtube', src: 'https://youtu.be/dQw4w9WgXcQ' })
    expect(toQueueItem({ id: 2, name: 'Clip', src: 'storage/track_media/c/clip.mp4' }, 'custom')).toMatchObject({ provider: 'htmlVideo', src: '/api/v1/tracks/2/stream' })
    expect(toQueueItem({ id: 3, name: 'Live', src: 'storage/track_media/h/index.m3u8' }, 'custom')).toMatchObject({ provider: 'hls', src: '/api/v1/tracks/3/stream' })
    expect(videoSource('/api/v1/tracks/3/stream?format=opus&bitrate=96', 'hls')).toBe('/api/v1/tracks/3/stream/_manifest.m3u8')
    expect(videoSource('/api/v1/tracks/5/stream', 'dash')).toBe('/api/v1/tracks/5/stream/_manifest.mpd')
    expect(videoSource('/api/v1/tracks/2/stream?format=opus', 'htmlVideo')).toBe('/api/v1/tracks/2/stream')
    expect(videoSource('https://cdn.example.com/live.m3u8?token=1', 'hls')).toBe('https://cdn.example.com/live.m3u8?token=1')
    expect(toQueueItem({ id: 4, name: 'None', src: null }, 'custom').src).toBe('')
  })

  it('reads the video id of every YouTube address form, and nothing else', () => {
    for (const src of ['dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://m.youtube.com/shorts/dQw4w9WgXcQ']) {
      expect(youtubeVideoId(src), src).toBe('dQw4w9WgXcQ')
    }
    expect(youtubeVideoId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull()
  })
})

describe('source engine', () => {
  it('plays audio through howler and every other provider through the video engine, loaded on first use', async () => {
    const audio = createFakeEngine()
    const video = createFakeEngine()
    const loadVideo = vi.fn(async () => video.engine)
    const engine = createSourceEngine(audio.engine, loadVideo)
    const events: EngineEvent[] = []
    engine.on((e) => events.push(e))
    engine.load('/api/v1/tracks/1/stream', 'mp3', 'htmlAudio')
    expect(loadVideo).not.toHaveBeenCalled()
    expect(audio.calls).toEqual(['load /api/v1/tracks/1/stream'])
    engine.load('/api/v1/tracks/2/stream', undefined, 'hls')
    await vi.waitFor(() => expect(video.calls).toContain('load /api/v1/tracks/2/stream'))
    expect(audio.calls).toContain('stop')
    // Only the active engine reports: a late event of the audio element is not the video's.
    audio.emit({ type: 'end' })
    video.emit({ type: 'loaded', duration: 12 })
    expect(events).toEqual([{ type: 'loaded', duration: 12 }])
    engine.setVolume(0.5)
    expect(audio.calls).toContain('volume 0.5')
    expect(video.calls).toContain('volume 0.5')
  })
})

type Handlers = { onReady: () => void; onStateChange: (e: { data: number }) => void; onError: (e: { data: number }) => void }

describe('YouTube provider (IFrame API)', () => {
  afterEach(() => vi.useRealTimers())

  it('creates the player on youtube-nocookie with controls hidden, plays, reports time, and cues the next video', async () => {
    vi.useFakeTimers()
    const calls: string[] = []
    let options: Record<string, unknown> = {}
    let time = 0
    class Player {
      constructor(_el: HTMLElement, opts: Record<string, unknown>) {
        options = opts
        setTimeout(() => (opts.events as Handlers).onReady(), 0)
      }
      cueVideoById = (id: string) => calls.push(`cue ${id}`)
      playVideo = () => {
        calls.push('play')
        ;(options.events as Handlers).onStateChange({ data: 1 })
      }
      pauseVideo = () => calls.push('pause')
      stopVideo = () => calls.push('stop')
      seekTo = (s: number) => calls.push(`seek ${s}`)
      setVolume = (v: number) => calls.push(`volume ${v}`)
      mute = () => {}
      unMute = () => {}
      getCurrentTime = () => time
      getDuration = () => 212
      destroy = () => {}
    }
    const yt = createYoutubeProvider(async () => ({ Player }))
    const events: EngineEvent[] = []
    yt.on((e) => events.push(e))
    yt.load('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    yt.play()
    await vi.advanceTimersByTimeAsync(1)
    expect(options).toMatchObject({ host: 'https://www.youtube-nocookie.com', videoId: 'dQw4w9WgXcQ', playerVars: { controls: 0, playsinline: 1, modestbranding: 1 } })
    expect(events.slice(0, 2)).toEqual([{ type: 'loaded', duration: 212 }, { type: 'play' }])
    time = 1.5
    await vi.advanceTimersByTimeAsync(300)
    expect(events).toContainEqual({ type: 'timeupdate', position: 1.5, duration: 212 })
    yt.load('https://youtu.be/9bZkp7q19f0')
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toContain('cue 9bZkp7q19f0')
    ;(options.events as Handlers).onError({ data: 150 })
    expect(events.at(-1)).toEqual({ type: 'error', message: 'YouTube error 150' })
  })
})

/** A stand-in of YT.Player: `failing` ids report embed error 150 once cued or created; every call is logged. */
function fakeYt(failing: ReadonlySet<string>) {
  const calls: string[] = []
  let handlers: Handlers | null = null
  class Player {
    constructor(_el: HTMLElement, opts: Record<string, unknown>) {
      handlers = opts.events as Handlers
      const id = String(opts.videoId)
      calls.push(`create ${id}`)
      setTimeout(() => {
        handlers!.onReady()
        if (failing.has(id)) handlers!.onError({ data: 150 })
      }, 0)
    }
    cueVideoById = (id: string) => {
      calls.push(`cue ${id}`)
      setTimeout(() => (failing.has(id) ? handlers!.onError({ data: 150 }) : handlers!.onStateChange({ data: 5 })), 0)
    }
    playVideo = () => calls.push('play')
    pauseVideo = () => {}
    stopVideo = () => calls.push('stop')
    seekTo = () => {}
    setVolume = () => {}
    mute = () => {}
    unMute = () => {}
    getCurrentTime = () => 0
    getDuration = () => 200
    destroy = () => {}
  }
  return { calls, loadApi: async () => ({ Player }) }
}

function fakeSearch(answers: Record<number, string[]>) {
  const reports: string[] = []
  const searched: number[] = []
  const api: YoutubeSearchApi = {
    search: async (track) => {
      searched.push(track.id)
      return answers[track.id] ?? []
    },
    report: (code, videoId) => void reports.push(`${code} ${videoId}`),
  }
  return { api, reports, searched }
}

const song = (id: number, name = 'Song'): PlayerTrack => ({ id, name, src: null, artists: [{ id: 1, name: 'AC/DC' }] })

describe('tracks without audio through the YouTube integration (music-catalog §4.1, §4.13)', () => {
  afterEach(() => {
    sessionState.settings = {}
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('queues a track without src as a youtube item with src resolve only while the integration is on', () => {
    expect(toQueueItem(song(10), 'custom')).toMatchObject({ provider: 'htmlAudio', src: '' })
    sessionState.settings = { youtube_is_setup: true }
    expect(toQueueItem(song(10), 'custom')).toMatchObject({ provider: 'youtube', src: 'resolve' })
    // A track with its own source keeps it.
    expect(toQueueItem({ id: 11, name: 'File', src: 'storage/track_media/a.mp3' }, 'custom')).toMatchObject({ provider: 'htmlAudio', src: '/api/v1/tracks/11/stream' })
  })

  it('tries the candidates in order, reports and blacklists a video that fails to embed, and never offers it again', async () => {
    vi.useFakeTimers()
    const yt = fakeYt(new Set(['aaaaaaaaaa1']))
    const search = fakeSearch({ 20: ['aaaaaaaaaa1', 'bbbbbbbbbb2', 'cccccccccc3'], 21: ['aaaaaaaaaa1', 'dddddddddd4'] })
    const provider = createYoutubeProvider(yt.loadApi, search.api)
    const events: EngineEvent[] = []
    provider.on((e) => events.push(e))
    provider.load('resolve', song(20))
    provider.play()
    await vi.advanceTimersByTimeAsync(5)
    expect(search.searched).toEqual([20])
    expect(search.reports).toEqual(['150 aaaaaaaaaa1'])
    expect(yt.calls).toEqual(['create aaaaaaaaaa1', 'cue bbbbbbbbbb2', 'play'])
    expect(events.filter((e) => e.type === 'error')).toEqual([])
    expect(events).toContainEqual({ type: 'loaded', duration: 200 })
    // The next track's search offers the failed video again: it is skipped without being tried.
    yt.calls.length = 0
    provider.load('resolve', song(21))
    await vi.advanceTimersByTimeAsync(5)
    expect(yt.calls).toEqual(['cue dddddddddd4'])
    expect(search.reports).toEqual(['150 aaaaaaaaaa1'])
  })

  it('fails the track with the ordinary error event when no candidate plays or none was found', async () => {
    vi.useFakeTimers()
    const yt = fakeYt(new Set(['eeeeeeeeee5', 'ffffffffff6']))
    const search = fakeSearch({ 30: ['eeeeeeeeee5', 'ffffffffff6'], 31: [] })
    const provider = createYoutubeProvider(yt.loadApi, search.api)
    const events: EngineEvent[] = []
    provider.on((e) => events.push(e))
    provider.load('resolve', song(30))
    await vi.advanceTimersByTimeAsync(5)
    expect(search.reports).toEqual(['150 eeeeeeeeee5', '150 ffffffffff6'])
    expect(events.filter((e) => e.type === 'error')).toEqual([{ type: 'error', message: 'No YouTube video of this track could be played.' }])
    events.length = 0
    provider.load('resolve', song(31))
    await vi.advanceTimersByTimeAsync(5)
    expect(events).toEqual([{ type: 'error', message: 'No YouTube video of this track could be played.' }])
  })

  it('drops the search answer of a track that was left before it came', async () => {
    vi.useFakeTimers()
    const yt = fakeYt(new Set())
    let answer: (ids: string[]) => void = () => {}
    const api: YoutubeSearchApi = { search: () => new Promise((resolve) => (answer = resolve)), report: () => {} }
    const provider = createYoutubeProvider(yt.loadApi, api)
    const events: EngineEvent[] = []
    provider.on((e) => events.push(e))
    provider.load('resolve', song(40))
    provider.stop()
    answer(['gggggggggg7'])
    await vi.advanceTimersByTimeAsync(5)
    expect(yt.calls).toEqual([])
    expect(events).toEqual([])
  })

  it('the video engine hands the queued track to the YouTube provider', () => {
    const loads: unknown[][] = []
    const provider = { element: document.createElement('div'), load: (...args: unknown[]) => void loads.push(args), play() {}, pause() {}, stop() {}, seek() {}, setVolume() {}, setMuted() {}, on() {} }
    const engine = createVideoEngine({ fillSurface: () => {}, setSurface: () => {} }, () => provider)
    engine.load('resolve', undefined, 'youtube', song(50))
    expect(loads).toEqual([['resolve', song(50)]])
  })

  it('asks search/audio with the names URL-encoded twice and reports errors only while the integration is on', async () => {
    const requests: { url: string; method: string; body: unknown }[] = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      requests.push({ url: String(url), method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null })
      return new Response(JSON.stringify({ status: 'success', results: [{ id: 'hhhhhhhhhh8', title: 'AC/DC - Rock & Roll' }] }), { headers: { 'content-type': 'application/json' } })
    })
    expect(await youtubeSearchApi.search(song(60, 'Rock & Roll'))).toEqual(['hhhhhhhhhh8'])
    expect(requests[0]!.url).toContain('/api/v1/search/audio/60/AC%252FDC/Rock%2520%2526%2520Roll')
    youtubeSearchApi.report(150, 'hhhhhhhhhh8')
    expect(requests).toHaveLength(1)
    sessionState.settings = { youtube_is_setup: true }
    youtubeSearchApi.report(150, 'hhhhhhhhhh8')
    await vi.waitFor(() => expect(requests).toHaveLength(2))
    expect(requests[1]).toMatchObject({ method: 'POST', body: { code: 150, videoUrl: 'https://www.youtube.com/watch?v=hhhhhhhhhh8' } })
    expect(requests[1]!.url).toContain('/api/v1/youtube/log-client-error')
  })
})
