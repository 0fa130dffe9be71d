import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newArtist, newTrack, seedCatalogueRoles } from '../../helpers/factories'
import { buildTestApp, type TestApp } from '../../helpers/build-app'

/** GET tracks/{id}/stream/{file}: a stored HLS package's manifest and segments (issue 24, decision 0031). */
describe('stored HLS/DASH packages', () => {
  let t: TestApp
  let hlsId: number
  let audioId: number
  const manifest = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\npart0.ts\n#EXT-X-ENDLIST\n'

  beforeAll(async () => {
    t = await buildTestApp()
    await seedCatalogueRoles(t.db)
    await t.storage.put('track_media/pkg/index.m3u8', Buffer.from(manifest))
    await t.storage.put('track_media/pkg/part0.ts', Buffer.from('segment-bytes'))
    await t.storage.put('track_media/secret.txt', Buffer.from('not a part'))
    await t.storage.put('track_media/song.mp3', Buffer.from('ID3'))
    const artist = await newArtist(t.db)
    hlsId = (await newTrack(t.db, [artist.id], { src: 'storage/track_media/pkg/index.m3u8' })).id
    audioId = (await newTrack(t.db, [artist.id], { src: 'storage/track_media/song.mp3' })).id
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1/tracks/${url}`, headers })

  it('answers the manifest as _manifest.m3u8 and its segments by name, with Range', async () => {
    const list = await get(`${hlsId}/stream/_manifest.m3u8`)
    expect(list.statusCode).toBe(200)
    expect(list.headers['content-type']).toBe('application/vnd.apple.mpegurl')
    expect(list.body).toBe(manifest)
    const part = await get(`${hlsId}/stream/part0.ts`, { range: 'bytes=0-6' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-type']).toBe('video/mp2t')
    expect(part.body).toBe('segment')
  })

  it('answers nothing outside the manifest folder, of another type, or for another kind of track', async () => {
    expect((await get(`${hlsId}/stream/..%2Fsecret.txt`)).statusCode).toBe(404)
    expect((await get(`${hlsId}/stream/missing.ts`)).statusCode).toBe(404)
    expect((await get(`${audioId}/stream/_manifest.m3u8`)).statusCode).toBe(404)
    expect((await get(`${audioId}/stream/_manifest.mp3`)).statusCode).toBe(404)
  })
})
