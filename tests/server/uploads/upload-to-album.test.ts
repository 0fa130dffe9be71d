import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ExtractMetadataResponseSchema, FileEntryResponseSchema, type ExtractedMetadata } from '../../../src/shared/contracts/uploads'
import { albums, artists, fileEntries, settings, tracks } from '../../../src/server/db/schema/index'
import type { ActingUser } from '../../helpers/your-music-factories'
import { mp3File, multipartBody } from './fixtures'
import { buildUploadsApp, type UploadsTestApp } from './uploads-app'

// The upload flow of the admin and backstage upload screens (music-catalog §3.11): every file of an
// album is uploaded and its tags extracted (in parallel), then the album form saves the album with
// those files as tracks. It used to leave an extra, empty album of the same name behind.
let t: UploadsTestApp

beforeAll(async () => {
  t = await buildUploadsApp()
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.db.delete(settings)
  await t.db.delete(fileEntries)
  await t.db.delete(tracks)
  await t.db.delete(albums)
  await t.db.delete(artists)
  fs.rmSync(path.join(t.dataDir, 'storage'), { recursive: true, force: true })
})

async function uploadTrack(user: ActingUser, data: Buffer, name: string) {
  const body = multipartBody({ diskPrefix: 'track_media' }, { name, data })
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: { ...user.headers, ...body.headers }, payload: body.payload })
  expect(res.statusCode).toBe(200)
  return FileEntryResponseSchema.parse(res.json()).fileEntry
}

async function extract(user: ActingUser, id: number): Promise<ExtractedMetadata> {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/tracks/${id}/extract-metadata`, headers: user.headers, payload: { autoMatchAlbum: true } })
  expect(res.statusCode).toBe(200)
  return ExtractMetadataResponseSchema.parse(res.json()).metadata
}

const tagsOf = (title: string) => ({ title, artist: 'Upload Testers', album: 'First Flight', year: '2025' })

async function uploadAlbumFiles(count: number) {
  const entries = []
  for (let i = 1; i <= count; i++) entries.push(await uploadTrack(t.uploader, mp3File(20, tagsOf(`Song ${i}`)), `song-${i}.mp3`))
  // The upload queue extracts several files at once.
  const metadata = await Promise.all(entries.map((e) => extract(t.uploader, e.id)))
  return entries.map((entry, i) => ({ entry, metadata: metadata[i]! }))
}

describe('uploading the files of one album, then saving the album form', () => {
  it('matches one artist and one album when the files are extracted in parallel', async () => {
    const uploads = await uploadAlbumFiles(3)
    expect(new Set(uploads.map((u) => u.metadata.artist?.id)).size).toBe(1)
    expect(new Set(uploads.map((u) => u.metadata.album?.id)).size).toBe(1)
    expect(await t.db.select().from(artists)).toHaveLength(1)
    expect(await t.db.select().from(albums)).toHaveLength(1)
  })

  it('saves the album as the one auto-matched from the tags, not as a second, empty one', async () => {
    const uploads = await uploadAlbumFiles(2)
    const first = uploads[0]!.metadata
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/albums',
      headers: t.uploader.headers,
      payload: {
        name: first.album_name,
        release_date: first.release_date,
        artists: [first.artist!.id],
        tracks: uploads.map((u) => ({ name: u.metadata.title, duration: u.metadata.duration, src: u.entry.url })),
      },
    })
    expect(res.statusCode).toBe(200)
    const saved = res.json().album as { id: number }
    const rows = await t.db.select().from(albums)
    expect(rows.map((r) => r.name)).toEqual(['First Flight'])
    expect(saved.id).toBe(first.album!.id)
    expect(await t.db.select().from(tracks).where(eq(tracks.albumId, saved.id))).toHaveLength(2)
  })

  it('still creates a second album of the same name when the first one has tracks', async () => {
    const uploads = await uploadAlbumFiles(1)
    const first = uploads[0]!.metadata
    const payload = (name: string) => ({ name: 'First Flight', artists: [first.artist!.id], tracks: [{ name, duration: 1000, src: uploads[0]!.entry.url }] })
    const one = await t.app.inject({ method: 'POST', url: '/api/v1/albums', headers: t.uploader.headers, payload: payload('A') })
    const two = await t.app.inject({ method: 'POST', url: '/api/v1/albums', headers: t.uploader.headers, payload: payload('B') })
    expect([one.statusCode, two.statusCode]).toEqual([200, 200])
    expect(two.json().album.id).not.toBe(one.json().album.id)
    expect(await t.db.select().from(albums)).toHaveLength(2)
  })
})
