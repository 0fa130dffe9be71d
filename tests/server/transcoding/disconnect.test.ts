import http from 'node:http'
import type { AddressInfo } from 'node:net'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newArtist, newTrack, seedCatalogueRoles } from '../../helpers/factories'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { ffmpegChildren, makeAudio, until } from './audio-fixtures'

describe('a listener who leaves', () => {
  let t: TestApp
  let trackId: number
  let port: number

  beforeAll(async () => {
    t = await buildTestApp()
    await seedCatalogueRoles(t.db)
    // Two minutes of 8 kHz mono (2 MB): at 256 kb/s the MP3 is ~4 MB, more than the pipes and socket
    // buffers hold, so ffmpeg is still at work (or blocked writing) when the listener goes.
    await t.storage.put('track_media/long.wav', makeAudio({ noise: 0.3 }, 120, { rate: 8000, channels: 1 }))
    const artist = await newArtist(t.db)
    trackId = (await newTrack(t.db, [artist.id], { src: 'storage/track_media/long.wav' })).id
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await t.close()
  })

  it('ends the ffmpeg process and keeps nothing in the cache', async () => {
    expect(ffmpegChildren()).toEqual([])
    const request = http.get({ port, host: '127.0.0.1', path: `/api/v1/tracks/${trackId}/stream?format=mp3&bitrate=256` })
    const firstChunk = await new Promise<Buffer>((resolve, reject) => {
      request.once('error', reject)
      request.once('response', (res) => {
        expect(res.statusCode).toBe(200)
        res.once('data', (chunk: Buffer) => {
          res.pause()
          resolve(chunk)
        })
      })
    })
    expect(firstChunk.length).toBeGreaterThan(0)
    const during = ffmpegChildren()
    expect(during).toHaveLength(1)

    request.destroy()
    expect(await until(ffmpegChildren, (pids) => pids.length === 0)).toEqual([])
    // The partial encode is thrown away, never cached as if it were the whole track.
    const left = await until(() => fs.readdirSync(path.join(t.dataDir, 'transcodes')), (files) => files.length === 0)
    expect(left).toEqual([])
  })
})
