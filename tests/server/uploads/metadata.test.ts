import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ExtractMetadataResponseSchema, FileEntryResponseSchema } from '../../../src/shared/contracts/uploads'
import { albums, artistAlbum, artists, fileEntries, settings } from '../../../src/server/db/schema/index'
import { newArtist, setSetting } from '../../helpers/factories'
import type { ActingUser } from '../../helpers/your-music-factories'
import { corruptWav, mp3File, multipartBody, pngFile, wavFile } from './fixtures'
import { buildUploadsApp, type UploadsTestApp } from './uploads-app'

let t: UploadsTestApp

beforeAll(async () => {
  t = await buildUploadsApp()
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.db.delete(settings)
  await setSetting(t.db, 'uploads.chunk', true)
  await t.db.delete(fileEntries)
  await t.db.delete(albums)
  await t.db.delete(artists)
  fs.rmSync(path.join(t.dataDir, 'storage'), { recursive: true, force: true })
})

async function uploadTrack(user: ActingUser, data: Buffer, name = 'track.mp3') {
  const body = multipartBody({ diskPrefix: 'track_media' }, { name, data })
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: { ...user.headers, ...body.headers }, payload: body.payload })
  expect(res.statusCode).toBe(200)
  return FileEntryResponseSchema.parse(res.json()).fileEntry
}

function extract(user: ActingUser, id: number, autoMatchAlbum = true) {
  return t.app.inject({ method: 'POST', url: `/api/v1/tracks/${id}/extract-metadata`, headers: user.headers, payload: { autoMatchAlbum } })
}

const tags = { title: 'Night Drive', artist: 'The Testers', album: 'Loopback', genre: 'Synthwave', year: '2024', lyrics: 'La la la', picture: pngFile(8) }

describe('POST tracks/{fileEntryId}/extract-metadata', () => {
  it('reads tags and duration, saves the cover as a track_image entry and creates artist and album', async () => {
    const entry = await uploadTrack(t.uploader, mp3File(100, tags))
    const res = await extract(t.uploader, entry.id)
    expect(res.statusCode).toBe(200)
    const { metadata } = ExtractMetadataResponseSchema.parse(res.json())
    expect(metadata).toMatchObject({
      title: 'Night Drive',
      artist_name: 'The Testers',
      album_name: 'Loopback',
      genres: ['Synthwave'],
      release_date: '2024',
      lyrics: 'La la la',
    })
    // 100 frames of 1152 samples at 44.1 kHz.
    expect(Math.abs(metadata.duration! - 2612)).toBeLessThanOrEqual(30)
    expect(metadata.image).toMatch(/^storage\/track_image\/[0-9a-f-]+\.png$/)
    const [cover] = await t.db.select().from(fileEntries).where(eq(fileEntries.diskPrefix, 'track_image'))
    expect(cover).toMatchObject({ mime: 'image/png', ownerId: t.uploader.id })
    const [artist] = await t.db.select().from(artists)
    expect(metadata.artist).toEqual({ id: artist!.id, name: 'The Testers', image: null, model_type: 'artist' })
    const [link] = await t.db.select().from(artistAlbum)
    expect(metadata.album).toMatchObject({ id: link!.albumId, name: 'Loopback', model_type: 'album' })
    expect(link!.artistId).toBe(artist!.id)
  })

  it('matches an existing artist by name, case-insensitively, and reuses its album', async () => {
    const existing = await newArtist(t.db, { name: 'the testers' })
    const first = await extract(t.uploader, (await uploadTrack(t.uploader, mp3File(20, tags))).id)
    const second = await extract(t.uploader, (await uploadTrack(t.uploader, mp3File(20, tags))).id)
    expect(first.json().metadata.artist.id).toBe(existing.id)
    expect(second.json().metadata.album.id).toBe(first.json().metadata.album.id)
    expect(await t.db.select().from(artists)).toHaveLength(1)
    expect(await t.db.select().from(albums)).toHaveLength(1)
  })

  it('leaves artist and album refs empty when uploads.autoMatch is off or the user may not pick artists', async () => {
    await setSetting(t.db, 'uploads.autoMatch', false)
    const off = await extract(t.uploader, (await uploadTrack(t.uploader, mp3File(20, tags))).id)
    expect(off.json().metadata).toMatchObject({ artist_name: 'The Testers', artist: null, album: null })
    await t.db.delete(settings)
    await setSetting(t.db, 'uploads.chunk', true)
    const limited = await extract(t.limited, (await uploadTrack(t.limited, mp3File(20, tags))).id)
    expect(limited.statusCode).toBe(200)
    expect(limited.json().metadata).toMatchObject({ artist_name: 'The Testers', artist: null, album: null })
    expect(await t.db.select().from(artists)).toHaveLength(0)
  })

  it('answers nulls for an untagged WAV, with its duration', async () => {
    const res = await extract(t.uploader, (await uploadTrack(t.uploader, wavFile(1500), 'plain.wav')).id)
    expect(res.statusCode).toBe(200)
    expect(res.json().metadata).toEqual({
      title: null,
      artist_name: null,
      artist: null,
      album_name: null,
      album: null,
      genres: [],
      duration: 1500,
      release_date: null,
      lyrics: null,
      image: null,
    })
  })

  it('fails cleanly with 422 on a corrupt audio file', async () => {
    const entry = await uploadTrack(t.uploader, corruptWav(), 'broken.wav')
    const res = await extract(t.uploader, entry.id)
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('Could not read this audio file. It may be damaged or in an unsupported format.')
  })

  it('404 for another user\'s entry or an unknown one; 403 without music permissions', async () => {
    const theirs = await uploadTrack(t.other, mp3File(20))
    expect((await extract(t.uploader, theirs.id)).statusCode).toBe(404)
    expect((await extract(t.uploader, 999999)).statusCode).toBe(404)
    expect((await extract(t.listener, theirs.id)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/tracks/${theirs.id}/extract-metadata`, payload: {} })).statusCode).toBe(401)
  })
})
