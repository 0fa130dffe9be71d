import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { streamTarget } from '../../../src/server/modules/subsonic/rest/handlers/stream'
import { makeAudio, probe } from '../transcoding/audio-fixtures'
import { buildSubsonicWorld, type SubsonicWorld } from './subsonic-fixture'

describe('Subsonic stream parameters map onto the transcoder', () => {
  it('serves the original for raw, or with no format and no cap (or a cap of 320 and more)', () => {
    expect(streamTarget({ format: 'raw', maxBitRate: 64, timeOffset: null })).toBeNull()
    expect(streamTarget({ format: null, maxBitRate: null, timeOffset: null })).toBeNull()
    expect(streamTarget({ format: null, maxBitRate: 0, timeOffset: 30 })).toBeNull()
    expect(streamTarget({ format: null, maxBitRate: 320, timeOffset: null })).toBeNull()
  })

  it('picks the largest tier within the cap, 128 uncapped, MP3 for formats it does not make', () => {
    expect(streamTarget({ format: 'opus', maxBitRate: null, timeOffset: null })).toEqual({ format: 'opus', bitrateKbps: 128 })
    expect(streamTarget({ format: 'mp3', maxBitRate: 192, timeOffset: null })).toEqual({ format: 'mp3', bitrateKbps: 128 })
    expect(streamTarget({ format: 'MP3', maxBitRate: 320, timeOffset: null })).toEqual({ format: 'mp3', bitrateKbps: 256 })
    expect(streamTarget({ format: 'mp3', maxBitRate: 32, timeOffset: null })).toEqual({ format: 'mp3', bitrateKbps: 64 })
    expect(streamTarget({ format: null, maxBitRate: 96, timeOffset: null })).toEqual({ format: 'mp3', bitrateKbps: 64 })
    expect(streamTarget({ format: 'aac', maxBitRate: null, timeOffset: 12 })).toEqual({ format: 'mp3', bitrateKbps: 128, offsetSeconds: 12 })
  })
})

/** `stream` through the real ffmpeg (issue 26): ffprobe reads the codec and bit rate of what an app gets. */
describe('Subsonic stream with transcoding', () => {
  let w: SubsonicWorld
  const noise = makeAudio({ noise: 0.3 }, 3)

  beforeAll(async () => {
    w = await buildSubsonicWorld()
    await w.t.storage.put('track_media/song.mp3', noise)
  }, 60_000)
  afterAll(async () => {
    await w.t.close()
  })

  const stream = (params: Record<string, string>) => {
    const query = new URLSearchParams({ v: '1.16.1', c: 'transcode-test', apiKey: w.listener.credential.apiKey, id: String(w.trackIds[0]), ...params })
    return w.t.app.inject({ method: 'GET', url: `/rest/stream.view?${query}` })
  }

  it('answers format=mp3&maxBitRate=128 with MP3 at 128 kb/s', async () => {
    const res = await stream({ format: 'mp3', maxBitRate: '128' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('audio/mpeg')
    const info = probe(res.rawPayload)
    expect(info.streams[0]!.codec_name).toBe('mp3')
    expect(info.streams[0]!.bit_rate).toBe('128000')
  })

  it('answers format=opus with Ogg Opus, and timeOffset shortens it', async () => {
    const whole = probe((await stream({ format: 'opus' })).rawPayload)
    expect(whole.streams[0]!.codec_name).toBe('opus')
    expect(Number(whole.format.duration)).toBeCloseTo(3, 0)
    const later = probe((await stream({ format: 'opus', timeOffset: '2' })).rawPayload)
    expect(Number(later.format.duration)).toBeCloseTo(1, 0)
  })

  it('answers format=raw with the original bytes', async () => {
    const res = await stream({ format: 'raw', maxBitRate: '64' })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(noise)).toBe(true)
  })
})
