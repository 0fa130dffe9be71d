import { afterEach, describe, expect, it, vi } from 'vitest'
import { guessProvider, toQueueItem } from '../../../src/client/player/queue-item'
import { createSourceEngine } from '../../../src/client/player/source-engine'
import { videoSource } from '../../../src/client/player/video-engine'
import { createYoutubeProvider, youtubeVideoId } from '../../../src/client/player/youtube-provider'
import type { EngineEvent } from '../../../src/client/player/types'
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
