import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newArtist, newTrack, seedCatalogueRoles } from '../../helpers/factories'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { makeAudio, probe, until } from './audio-fixtures'

/** GET tracks/{id}/stream?format=…&bitrate=… with the real ffmpeg (issue 26, decision 0024). */
describe('transcoded streams', () => {
  let t: TestApp
  let trackId: number
  const original = makeAudio({ noise: 0.3 }, 3)

  beforeAll(async () => {
    t = await buildTestApp()
    await seedCatalogueRoles(t.db)
    await t.storage.put('track_media/noise.wav', original)
    const artist = await newArtist(t.db)
    trackId = (await newTrack(t.db, [artist.id], { src: 'storage/track_media/noise.wav' })).id
  })
  afterAll(async () => {
    await t.close()
  })

  const stream = (query: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1/tracks/${trackId}/stream${query}`, headers })
  const cacheFiles = () => fs.readdirSync(path.join(t.dataDir, 'transcodes')).filter((f) => !f.endsWith('.tmp'))

  it('encodes Opus at the asked bitrate while streaming', async () => {
    const res = await stream('?format=opus&bitrate=64')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('audio/ogg; codecs=opus')
    expect(res.headers['x-transcode']).toBe('live')
    const info = probe(res.rawPayload)
    expect(info.streams[0]!.codec_name).toBe('opus')
    expect(info.format.format_name).toBe('ogg')
    expect(Number(info.format.duration)).toBeCloseTo(3, 0)
    // Opus is VBR around its target: the average over noise lands near 64 kb/s, far below the WAV's 1411.
    const kbps = Number(info.format.bit_rate) / 1000
    expect(kbps).toBeGreaterThan(64 * 0.7)
    expect(kbps).toBeLessThan(64 * 1.4)
  })

  it('encodes MP3 at a constant 256 kb/s', async () => {
    const res = await stream('?format=mp3&bitrate=256')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('audio/mpeg')
    const info = probe(res.rawPayload)
    expect(info.streams[0]!.codec_name).toBe('mp3')
    expect(info.streams[0]!.bit_rate).toBe('256000')
  })

  it('keeps a finished transcode and serves it again with Range (206)', async () => {
    const first = await stream('?format=mp3&bitrate=128')
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-transcode']).toBe('live')
    // The cache entry is moved into place once the encode ended, right after the answer. HEAD never
    // starts an encode, so asking it is free.
    const head = () => t.app.inject({ method: 'HEAD', url: `/api/v1/tracks/${trackId}/stream?format=mp3&bitrate=128` })
    expect((await until(head, (r) => r.headers['x-transcode'] === 'cached')).headers['x-transcode']).toBe('cached')
    const whole = await stream('?format=mp3&bitrate=128')
    expect(whole.headers['x-transcode']).toBe('cached')
    expect(whole.rawPayload.equals(first.rawPayload)).toBe(true)
    const size = first.rawPayload.length
    const part = await stream('?format=mp3&bitrate=128', { range: 'bytes=100-199' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`)
    expect(part.headers['content-type']).toBe('audio/mpeg')
    expect(part.rawPayload.equals(first.rawPayload.subarray(100, 200))).toBe(true)
  })

  it('starts at timeOffset and never caches a transcode that does not start at 0', async () => {
    const before = cacheFiles().length
    const res = await stream('?format=opus&bitrate=128&timeOffset=2')
    expect(res.statusCode).toBe(200)
    const duration = Number(probe(res.rawPayload).format.duration)
    expect(duration).toBeGreaterThan(0.5)
    expect(duration).toBeLessThan(1.5)
    expect(cacheFiles().length).toBe(before)
  })

  it('still serves the original without a format', async () => {
    const res = await stream('')
    expect(res.headers['content-type']).toBe('audio/wav')
    expect(res.rawPayload.equals(original)).toBe(true)
  })

  it('refuses formats, bitrates and offsets outside the contract', async () => {
    expect((await stream('?format=flac')).statusCode).toBe(422)
    expect((await stream('?format=mp3&bitrate=100')).statusCode).toBe(422)
    expect((await stream('?format=mp3&timeOffset=-1')).statusCode).toBe(422)
    expect((await stream('?bitrate=128')).statusCode).toBe(422)
  })

  it('tells the client that transcoding is on', async () => {
    const res = await t.app.inject({ url: '/api/v1/bootstrap-data' })
    expect(res.json().settings.player.transcoding).toBe(true)
  })
})

describe('without ffmpeg', () => {
  let t: TestApp
  const lines: string[] = []
  const original = makeAudio({ noise: 0.3 }, 1)

  beforeAll(async () => {
    t = await buildTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg', LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } })
    await seedCatalogueRoles(t.db)
    await t.storage.put('track_media/noise.wav', original)
    const artist = await newArtist(t.db)
    const id = (await newTrack(t.db, [artist.id], { src: 'storage/track_media/noise.wav' })).id
    lines.push(`track ${id}`)
  })
  afterAll(async () => {
    await t.close()
  })

  it('says so at start-up, serves the original and tells the client', async () => {
    expect(lines.some((l) => l.includes('ffmpeg not found (FFMPEG_PATH=/nonexistent/ffmpeg)'))).toBe(true)
    const id = Number(lines.find((l) => l.startsWith('track '))!.slice(6))
    const res = await t.app.inject({ url: `/api/v1/tracks/${id}/stream?format=opus&bitrate=64` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('audio/wav')
    expect(res.rawPayload.equals(original)).toBe(true)
    const boot = await t.app.inject({ url: '/api/v1/bootstrap-data' })
    expect(boot.json().settings.player.transcoding).toBe(false)
  })
})
