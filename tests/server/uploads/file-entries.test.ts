import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FileEntryResponseSchema, ServerMaxFileSizeResponseSchema } from '../../../src/shared/contracts/uploads'
import { fileEntries, settings, tracks } from '../../../src/server/db/schema/index'
import { setSetting } from '../../helpers/factories'
import { eventually } from '../../helpers/redis'
import { elfFile, multipartBody, pngFile, wavFile } from './fixtures'
import { buildUploadsApp, localKeys, type UploadsTestApp } from './uploads-app'

let t: UploadsTestApp

beforeAll(async () => {
  t = await buildUploadsApp()
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.db.delete(settings)
  // A write through the settings repo also flushes its one-second cache.
  await setSetting(t.db, 'uploads.autoMatch', true)
  await t.db.delete(fileEntries)
  await t.db.delete(tracks)
  fs.rmSync(path.join(t.dataDir, 'storage'), { recursive: true, force: true })
})

function upload(headers: Record<string, string>, fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }, url = '/api/v1/uploads') {
  const body = multipartBody(fields, file)
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload })
}

describe('POST uploads and file-entries (multipart)', () => {
  it('stores a WAV as a track_media entry whose url the stream route plays', async () => {
    const wav = wavFile(800)
    const res = await upload(t.uploader.headers, { diskPrefix: 'track_media', clientMime: 'audio/wav' }, { name: 'My Song.wav', data: wav })
    expect(res.statusCode).toBe(200)
    const { fileEntry } = FileEntryResponseSchema.parse(res.json())
    expect(fileEntry).toMatchObject({ name: 'My Song.wav', file_size: wav.length, mime: 'audio/wav', extension: 'wav', type: 'audio', disk_prefix: 'track_media' })
    expect(fileEntry.url).toBe(`storage/track_media/${fileEntry.file_name}`)
    const [row] = await t.db.select().from(fileEntries).where(eq(fileEntries.id, fileEntry.id))
    expect(row!.ownerId).toBe(t.uploader.id)
    expect(row!.path).toBe(String(fileEntry.id))
    // A track whose src is the entry's url streams the uploaded bytes with Range.
    const [track] = await t.db.insert(tracks).values({ name: 'Uploaded', src: fileEntry.url, duration: 800, ownerId: t.uploader.id }).returning()
    const stream = await t.app.inject({ method: 'GET', url: `/api/v1/tracks/${track!.id}/stream`, headers: { range: 'bytes=0-99' } })
    expect(stream.statusCode).toBe(206)
    expect(stream.rawPayload.equals(wav.subarray(0, 100))).toBe(true)
    expect(localKeys(t.dataDir)).toEqual([`track_media/${fileEntry.file_name}`])
  })

  it('makes the resized copies of a stored image in a background job', async () => {
    const res = await upload(t.uploader.headers, { diskPrefix: 'playlist_image' }, { name: 'cover.png', data: pngFile() }, '/api/v1/file-entries')
    expect(res.statusCode).toBe(200)
    const { fileEntry } = FileEntryResponseSchema.parse(res.json())
    const copies = () => (fs.existsSync(path.join(t.dataDir, 'storage', 'image_cache')) ? fs.readdirSync(path.join(t.dataDir, 'storage', 'image_cache'), { recursive: true }).map(String) : [])
    await eventually(() => copies().filter((f) => f.includes(fileEntry.file_name.split('.')[0]!) && /\.(webp|png|jpe?g)$/.test(f)).length >= 2)
  })

  it('POST file-entries takes an image for an image prefix, typed by its content', async () => {
    const res = await upload(t.uploader.headers, { diskPrefix: 'track_image' }, { name: 'cover.jpg', data: pngFile(), type: 'image/jpeg' }, '/api/v1/file-entries')
    expect(res.statusCode).toBe(200)
    const { fileEntry } = FileEntryResponseSchema.parse(res.json())
    expect(fileEntry).toMatchObject({ mime: 'image/png', extension: 'png', type: 'image', disk_prefix: 'track_image' })
    const served = await t.app.inject({ method: 'GET', url: `/${fileEntry.url}` })
    expect(served.statusCode).toBe(200)
  })

  it.each([
    ['an executable renamed .mp3', { name: 'song.mp3', data: elfFile(), type: 'audio/mpeg' }],
    ['text renamed .mp3', { name: 'song.mp3', data: Buffer.from('hello, this is not audio at all\n'.repeat(20)), type: 'audio/mpeg' }],
    ['an image sent as track media', { name: 'song.mp3', data: pngFile() }],
    ['an empty file', { name: 'song.mp3', data: Buffer.alloc(0) }],
  ])('refuses %s with 422 and keeps nothing', async (_label, file) => {
    const res = await upload(t.uploader.headers, { diskPrefix: 'track_media' }, file)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ message: 'This file type is not allowed', errors: { file: 'This file type is not allowed' } })
    expect(localKeys(t.dataDir)).toEqual([])
    expect(await t.db.select().from(fileEntries)).toHaveLength(0)
  })

  it.each([['../../etc/passwd.wav'], ['a\u0000b.wav'], ['bell\u0007.wav'], ['dir/name.wav'], ['..']])('refuses the name %j with 422', async (name) => {
    const res = await upload(t.uploader.headers, { diskPrefix: 'track_media', name }, { name: 'fine.wav', data: wavFile(100) })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.file).toBe('The file name is not valid.')
    expect(localKeys(t.dataDir)).toEqual([])
  })

  it('enforces uploads.max_size with the spec message', async () => {
    await setSetting(t.db, 'uploads.max_size', 1000)
    const res = await upload(t.uploader.headers, { diskPrefix: 'track_media' }, { name: 'big.wav', data: wavFile(500) })
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('`big.wav` exceeds maximum allowed size of 1000 B')
    expect(localKeys(t.dataDir)).toEqual([])
  })

  it('cuts a multipart file at the server cap and answers the size message', async () => {
    const data = Buffer.alloc(100 * 1024 * 1024 + 1)
    wavFile(10).copy(data)
    const res = await upload(t.uploader.headers, { diskPrefix: 'track_media' }, { name: 'huge.wav', data })
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('`huge.wav` exceeds maximum allowed size of 100 MB')
    expect(localKeys(t.dataDir)).toEqual([])
  })

  it('enforces uploads.blocked_extensions and uploads.allowed_extensions on the detected type', async () => {
    await setSetting(t.db, 'uploads.blocked_extensions', ['wav'])
    const blocked = await upload(t.uploader.headers, { diskPrefix: 'track_media' }, { name: 'x.bin', data: wavFile(100) })
    expect(blocked.statusCode).toBe(422)
    expect(blocked.json().message).toBe('This file type is not allowed')
    await t.db.delete(settings)
    await setSetting(t.db, 'uploads.allowed_extensions', ['audio/mpeg'])
    const notAllowed = await upload(t.uploader.headers, { diskPrefix: 'track_media' }, { name: 'x.mp3', data: wavFile(100), type: 'audio/mpeg' })
    expect(notAllowed.statusCode).toBe(422)
    expect(localKeys(t.dataDir)).toEqual([])
  })

  it('enforces uploads.available_space over the user\'s stored bytes', async () => {
    const wav = wavFile(200)
    await setSetting(t.db, 'uploads.available_space', wav.length + 10)
    expect((await upload(t.uploader.headers, { diskPrefix: 'track_media' }, { name: 'a.wav', data: wav })).statusCode).toBe(200)
    const second = await upload(t.uploader.headers, { diskPrefix: 'track_media' }, { name: 'b.wav', data: wav })
    expect(second.statusCode).toBe(422)
    expect(second.json().message).toMatch(/^You have exhausted your allowed space of/)
  })

  it('track_media needs music.create; the minutes restriction stops uploads once used up', async () => {
    const listener = await upload(t.listener.headers, { diskPrefix: 'track_media' }, { name: 'a.wav', data: wavFile(100) })
    expect(listener.statusCode).toBe(403)
    const guest = await upload({}, { diskPrefix: 'track_media' }, { name: 'a.wav', data: wavFile(100) })
    expect(guest.statusCode).toBe(401)
    expect((await upload(t.limited.headers, { diskPrefix: 'track_media' }, { name: 'a.wav', data: wavFile(100) })).statusCode).toBe(200)
    await t.db.insert(tracks).values({ name: 'Long one', duration: 61_000, ownerId: t.limited.id })
    const over = await upload(t.limited.headers, { diskPrefix: 'track_media' }, { name: 'b.wav', data: wavFile(100) })
    expect(over.json()).toMatchObject({ message: 'You have used all of your upload minutes.' })
    expect(over.statusCode).toBe(403)
    expect(over.json().message).toBe('You have used all of your upload minutes.')
    expect(localKeys(t.dataDir)).toHaveLength(1)
  })

  it('answers 422 without a file part or with an unknown disk prefix', async () => {
    expect((await upload(t.uploader.headers, { diskPrefix: 'track_media' })).statusCode).toBe(422)
    const bad = await upload(t.uploader.headers, { diskPrefix: '../etc' }, { name: 'a.wav', data: wavFile(100) })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.diskPrefix).toBeDefined()
    expect(localKeys(t.dataDir)).toEqual([])
  })
})

describe('GET uploads/server-max-file-size', () => {
  it('answers the multipart limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/uploads/server-max-file-size' })
    expect(ServerMaxFileSizeResponseSchema.parse(res.json()).maxFileSize).toBe(100 * 1024 * 1024)
  })
})

describe('POST file-entries/delete', () => {
  async function entryOf(user: UploadsTestApp['uploader']) {
    const res = await upload(user.headers, { diskPrefix: 'track_media' }, { name: 'a.wav', data: wavFile(100) })
    return FileEntryResponseSchema.parse(res.json()).fileEntry
  }

  it('soft-deletes own entries, deletes forever with bytes, and leaves other users\' entries alone', async () => {
    const mine = await entryOf(t.uploader)
    const theirs = await entryOf(t.other)
    const soft = await t.app.inject({ method: 'POST', url: '/api/v1/file-entries/delete', headers: t.uploader.headers, payload: { entryIds: [mine.id, theirs.id] } })
    expect(soft.statusCode).toBe(200)
    const rows = await t.db.select().from(fileEntries).orderBy(fileEntries.id)
    expect(rows.map((r) => r.deletedAt !== null)).toEqual([true, false])
    expect(localKeys(t.dataDir)).toHaveLength(2)

    const forever = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file-entries/delete',
      headers: t.uploader.headers,
      payload: { paths: [String(mine.id), String(theirs.id)], deleteForever: true },
    })
    expect(forever.statusCode).toBe(200)
    expect((await t.db.select().from(fileEntries)).map((r) => r.id)).toEqual([theirs.id])
    expect(localKeys(t.dataDir)).toEqual([`track_media/${theirs.file_name}`])
  })

  it('needs a login and valid ids', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/file-entries/delete', payload: { entryIds: [1] } })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/file-entries/delete', headers: t.uploader.headers, payload: { entryIds: ['x'] } })).statusCode).toBe(422)
  })
})
