import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { albums, tracks } from '../../../src/server/db/schema/index'
import { makeLoudnessSweep } from '../../../src/server/modules/loudness/index'
import { albumLoudness, analyseLoudness, trackGain } from '../../../src/server/modules/transcoding/index'
import { newAlbum, newArtist, newTrack, seedCatalogueRoles } from '../../helpers/factories'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { makeAudio } from './audio-fixtures'

describe('loudness analysis (EBU R128 by ffmpeg)', () => {
  let t: TestApp
  let loud: number
  let quiet: number
  let albumId: number
  let broken: number

  beforeAll(async () => {
    t = await buildTestApp()
    await seedCatalogueRoles(t.db)
    // Peak levels -14 and -20 dBFS: by BS.1770's definition a 1 kHz stereo sine measures its level in LUFS.
    await t.storage.put('track_media/loud.wav', makeAudio({ sineDb: -14 }, 3))
    await t.storage.put('track_media/quiet.wav', makeAudio({ sineDb: -20 }, 3))
    await t.storage.put('track_media/broken.wav', Buffer.from('not audio at all'))
    const artist = await newArtist(t.db)
    albumId = (await newAlbum(t.db, [artist.id])).id
    loud = (await newTrack(t.db, [artist.id], { src: 'storage/track_media/loud.wav', albumId, duration: 3000 })).id
    quiet = (await newTrack(t.db, [artist.id], { src: 'storage/track_media/quiet.wav', albumId, duration: 3000 })).id
    broken = (await newTrack(t.db, [artist.id], { src: 'storage/track_media/broken.wav' })).id
  })
  afterAll(async () => {
    await t.close()
  })

  it('measures a tone at a known level within 1 LU', async () => {
    const result = await analyseLoudness('ffmpeg', { path: t.storage.localPath!('track_media/quiet.wav') })
    expect(Math.abs(result!.lufs - -20)).toBeLessThan(1)
    expect(Math.abs(result!.truePeak - -20)).toBeLessThan(1)
  })

  it('computes ReplayGain gains against -18 LUFS, the album as the energy average of its tracks', () => {
    expect(trackGain(-20)).toBe(2)
    expect(trackGain(-14)).toBe(-4)
    // Equal lengths at -14 and -20: 10·log10((10^-1.4 + 10^-2) / 2) = -16.03.
    expect(albumLoudness([{ lufs: -14, seconds: 3 }, { lufs: -20, seconds: 3 }])).toBeCloseTo(-16.03, 1)
  })

  it('stores the figures through the sweep and the API answers carry them', async () => {
    const warnings: string[] = []
    const sweep = makeLoudnessSweep({ db: t.db, storage: t.storage, ffmpegPath: 'ffmpeg', log: { warn: (m) => void warnings.push(m) } })
    expect(await sweep.run(2)).toEqual({ analysed: 2, more: true })
    expect(await sweep.run(10)).toEqual({ analysed: 1, more: false })
    // Nothing left: a second sweep finds no work (an unreadable file is not retried either).
    expect(await sweep.run(10)).toEqual({ analysed: 0, more: false })
    expect(warnings.some((w) => w.includes(`track ${broken}`))).toBe(true)

    const [row] = await t.db.select().from(tracks).where(eq(tracks.id, quiet))
    expect(Math.abs(row!.loudnessLufs! - -20)).toBeLessThan(1)
    expect(row!.trackGain).toBeCloseTo(-18 - row!.loudnessLufs!, 2)
    const [album] = await t.db.select().from(albums).where(eq(albums.id, albumId))
    expect(Math.abs(album!.loudnessLufs! - -16.03)).toBeLessThan(1)

    const track = (await t.app.inject({ url: `/api/v1/tracks/${loud}` })).json().track
    expect(Math.abs(track.loudness.lufs - -14)).toBeLessThan(1)
    expect(track.loudness.track_gain).toBeCloseTo(-18 - track.loudness.lufs, 2)
    expect(track.loudness.album_gain).toBeCloseTo(album!.albumGain!, 2)
    const albumAnswer = (await t.app.inject({ url: `/api/v1/albums/${albumId}?loader=albumPage` })).json().album
    expect(albumAnswer.loudness.album_gain).toBeCloseTo(album!.albumGain!, 2)
    expect(albumAnswer.tracks.find((x: { id: number }) => x.id === quiet).loudness.track_gain).toBeCloseTo(row!.trackGain!, 2)
    const unmeasured = (await t.app.inject({ url: `/api/v1/tracks/${broken}` })).json().track
    expect(unmeasured.loudness).toBeUndefined()
  })

  it('measures a replaced file again', async () => {
    await t.storage.put('track_media/quiet2.wav', makeAudio({ sineDb: -26 }, 2))
    await t.db.update(tracks).set({ src: 'storage/track_media/quiet2.wav' }).where(eq(tracks.id, quiet))
    const sweep = makeLoudnessSweep({ db: t.db, storage: t.storage, ffmpegPath: 'ffmpeg', log: { warn: () => {} } })
    expect(await sweep.run(10)).toEqual({ analysed: 1, more: false })
    const [row] = await t.db.select().from(tracks).where(eq(tracks.id, quiet))
    expect(Math.abs(row!.loudnessLufs! - -26)).toBeLessThan(1)
  })
})
