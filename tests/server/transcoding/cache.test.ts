import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { makeTranscodeCache } from '../../../src/server/modules/transcoding/transcode-cache'
import { newArtist, newTrack, seedCatalogueRoles } from '../../helpers/factories'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { makeAudio, until } from './audio-fixtures'

const name = (n: number) => `${String(n).repeat(40).slice(0, 40)}.mp3`

describe('transcode cache (files on disk, least recently used out)', () => {
  const dirs: string[] = []
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-tc-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })

  async function put(cache: ReturnType<typeof makeTranscodeCache>, n: number, bytes = 100) {
    const temp = cache.tempFile(name(n))
    fs.writeFileSync(temp, Buffer.alloc(bytes, n))
    await cache.commit(temp, name(n))
  }

  it('evicts the least recently used entry, not the oldest, past the limit', async () => {
    const dir = tempDir()
    const cache = makeTranscodeCache(dir, 250)
    await put(cache, 1)
    await put(cache, 2)
    expect(cache.hit(name(1))).toBe(path.join(dir, name(1)))
    await put(cache, 3)
    expect(cache.has(name(2))).toBe(false)
    expect(fs.existsSync(path.join(dir, name(2)))).toBe(false)
    expect(cache.hit(name(1))).not.toBeNull()
    expect(cache.hit(name(3))).not.toBeNull()
    expect(cache.stats().bytes).toBe(200)
  })

  it('keeps its entries over a restart, in the order they were last used', async () => {
    const dir = tempDir()
    const first = makeTranscodeCache(dir, 1000)
    await put(first, 1)
    await put(first, 2)
    // Recency is the file's modification time: make entry 1 clearly the older one, then reopen smaller.
    const past = new Date(Date.now() - 60_000)
    fs.utimesSync(path.join(dir, name(1)), past, past)
    const reopened = makeTranscodeCache(dir, 150)
    expect(reopened.has(name(1))).toBe(false)
    expect(reopened.has(name(2))).toBe(true)
  })

  it('never keeps a transcode larger than the whole cache, nor stray temp files', async () => {
    const dir = tempDir()
    const cache = makeTranscodeCache(dir, 50)
    await put(cache, 1, 100)
    expect(cache.has(name(1))).toBe(false)
    expect(fs.readdirSync(dir)).toEqual([])
  })
})

describe('transcode cache through the stream route', () => {
  let t: TestApp
  let trackId: number

  beforeAll(async () => {
    // 0.1 MB: one 3 s MP3 at 256 kb/s (~96 kB) and one at 128 kb/s (~48 kB) do not fit together.
    t = await buildTestApp({ TRANSCODE_CACHE_MB: '0.1' })
    await seedCatalogueRoles(t.db)
    await t.storage.put('track_media/noise.wav', makeAudio({ noise: 0.3 }, 3))
    const artist = await newArtist(t.db)
    trackId = (await newTrack(t.db, [artist.id], { src: 'storage/track_media/noise.wav' })).id
  })
  afterAll(async () => {
    await t.close()
  })

  const url = (bitrate: number) => `/api/v1/tracks/${trackId}/stream?format=mp3&bitrate=${bitrate}`
  const cachedNow = async (bitrate: number) => (await t.app.inject({ method: 'HEAD', url: url(bitrate) })).headers['x-transcode'] === 'cached'

  it('drops the least recently used transcode when a new one does not fit', async () => {
    expect((await t.app.inject({ url: url(128) })).headers['x-transcode']).toBe('live')
    expect(await until(() => cachedNow(128), Boolean)).toBe(true)
    expect((await t.app.inject({ url: url(256) })).headers['x-transcode']).toBe('live')
    expect(await until(() => cachedNow(256), Boolean)).toBe(true)
    expect(await cachedNow(128)).toBe(false)
    const files = fs.readdirSync(path.join(t.dataDir, 'transcodes'))
    expect(files).toHaveLength(1)
  })
})
