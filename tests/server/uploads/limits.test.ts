import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { UPLOAD_LIMIT_DEFAULTS } from '../../../src/shared/contract-values'
import { FileEntryResponseSchema } from '../../../src/shared/contracts/uploads'
import { fileEntries, settings } from '../../../src/server/db/schema/index'
import { newRole, setSetting } from '../../helpers/factories'
import { actingUser, type ActingUser } from '../../helpers/your-music-factories'
import { multipartBody, pngFile, wavFile } from './fixtures'
import { buildUploadsApp, localKeys, type UploadsTestApp } from './uploads-app'

// Upload limits over real HTTP (tus) and inject (multipart): finite by default, refused before the
// bytes are kept, and image disks keep only files that decode as images.

let t: UploadsTestApp
let base: string
let admin: ActingUser

beforeAll(async () => {
  t = await buildUploadsApp()
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  admin = await actingUser(t.db, (await newRole(t.db, 'admin', ['admin'])).id, 'Admin')
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.db.delete(settings)
  // A write through the settings repo also flushes its one-second cache.
  await setSetting(t.db, 'uploads.autoMatch', true)
  await t.db.delete(fileEntries)
  // Files only: the tus store keeps its staging folder open.
  for (const key of localKeys(t.dataDir)) fs.rmSync(path.join(t.dataDir, 'storage', key))
})

const wavMeta = (name: string) => ({ name, clientName: name, clientExtension: 'wav', clientMime: 'audio/wav', diskPrefix: 'track_media', relativePath: '' })
const stagedKeys = () => localKeys(t.dataDir).filter((k) => k.startsWith('uploads_tmp/'))

function createUpload(headers: Record<string, string>, length: number, metadata: Record<string, string>) {
  const encoded = Object.entries(metadata)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',')
  return fetch(`${base}/api/v1/tus/upload`, { method: 'POST', headers: { ...headers, 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': encoded } })
}

function upload(headers: Record<string, string>, fields: Record<string, string>, file: { name: string; data: Buffer; type?: string }) {
  const body = multipartBody(fields, file)
  return t.app.inject({ method: 'POST', url: '/api/v1/file-entries', headers: { ...headers, ...body.headers }, payload: body.payload })
}

/** Pretends the user already stores `bytes` (a live entry of that size). */
async function alreadyStored(ownerId: number, bytes: number) {
  await t.db.insert(fileEntries).values({ name: 'old.wav', fileName: `old-${ownerId}.wav`, fileSize: bytes, diskPrefix: 'track_media', ownerId, type: 'audio' })
}

describe('upload size limits', () => {
  it('ships finite defaults: bootstrap settings carry them and OPTIONS advertises Tus-Max-Size', async () => {
    const boot = (await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })).json()
    expect(boot.settings.uploads.max_size).toBe(UPLOAD_LIMIT_DEFAULTS.maxSize)
    expect(boot.settings.uploads.available_space).toBe(UPLOAD_LIMIT_DEFAULTS.availableSpace)
    const options = await fetch(`${base}/api/v1/tus/upload`, { method: 'OPTIONS', headers: { 'tus-resumable': '1.0.0' } })
    expect(options.status).toBe(204)
    expect(options.headers.get('tus-max-size')).toBe(String(UPLOAD_LIMIT_DEFAULTS.maxSize))
    // It follows the admin's setting.
    await setSetting(t.db, 'uploads.max_size', 5000)
    const changed = await fetch(`${base}/api/v1/tus/upload`, { method: 'OPTIONS', headers: { 'tus-resumable': '1.0.0' } })
    expect(changed.headers.get('tus-max-size')).toBe('5000')
  })

  it('refuses a tus creation of a petabyte with 413 and the spec message, keeping nothing', async () => {
    const res = await createUpload(t.uploader.headers, 1_000_000_000_000_000, wavMeta('huge.wav'))
    expect(res.status).toBe(413)
    const body = await res.json()
    expect(body).toEqual({ message: '`huge.wav` exceeds maximum allowed size of 200 MB', errors: { file: '`huge.wav` exceeds maximum allowed size of 200 MB' } })
    expect(res.headers.get('location')).toBeNull()
    expect(stagedKeys()).toEqual([])
    // Permission still comes first: a listener is refused as such, whatever the size.
    expect((await createUpload(t.listener.headers, 1_000_000_000_000_000, wavMeta('huge.wav'))).status).toBe(403)
  })

  it('a cleared setting falls back to the default rather than to no limit', async () => {
    await setSetting(t.db, 'uploads.max_size', null)
    const res = await createUpload(t.uploader.headers, UPLOAD_LIMIT_DEFAULTS.maxSize + 1, wavMeta('big.wav'))
    expect(res.status).toBe(413)
    expect((await createUpload(t.uploader.headers, 1000, wavMeta('fine.wav'))).status).toBe(201)
  })

  it('refuses a multipart file over uploads.max_size with 413 and keeps nothing', async () => {
    await setSetting(t.db, 'uploads.max_size', 1000)
    const res = await upload(t.uploader.headers, { diskPrefix: 'track_media' }, { name: 'big.wav', data: wavFile(500) })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ message: '`big.wav` exceeds maximum allowed size of 1000 B', errors: { file: '`big.wav` exceeds maximum allowed size of 1000 B' } })
    expect(localKeys(t.dataDir)).toEqual([])
  })
})

describe('available space per user', () => {
  it('refuses a tus upload that would pass the default space, before any byte is taken', async () => {
    await alreadyStored(t.other.id, UPLOAD_LIMIT_DEFAULTS.availableSpace - 100)
    const res = await createUpload(t.other.headers, 200, wavMeta('one-more.wav'))
    expect(res.status).toBe(422)
    expect((await res.json()).message).toBe('You have exhausted your allowed space of 5 GB. Delete some files or upgrade your subscription to get more space.')
    expect(stagedKeys()).toEqual([])
    // What still fits is taken.
    expect((await createUpload(t.other.headers, 100, wavMeta('fits.wav'))).status).toBe(201)
  })

  it('cuts a multipart file at the space left and answers the space message', async () => {
    const wav = wavFile(300)
    await setSetting(t.db, 'uploads.available_space', 10_000)
    await alreadyStored(t.uploader.id, 10_000 - wav.length + 1)
    const res = await upload(t.uploader.headers, { diskPrefix: 'track_media' }, { name: 'a.wav', data: wav })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.file).toMatch(/^You have exhausted your allowed space of 9.8 KB\./)
    expect(localKeys(t.dataDir)).toEqual([])
    expect(await t.db.select().from(fileEntries).where(eq(fileEntries.name, 'a.wav'))).toHaveLength(0)
  })

  it('an admin stores the site\'s own files past the per-user space', async () => {
    const wav = wavFile(300)
    await setSetting(t.db, 'uploads.available_space', 10)
    await alreadyStored(admin.id, 10)
    const res = await upload(admin.headers, { diskPrefix: 'track_media' }, { name: 'site.wav', data: wav })
    expect(res.statusCode).toBe(200)
    expect(FileEntryResponseSchema.parse(res.json()).fileEntry.file_size).toBe(wav.length)
  })
})

describe('image disks keep only decodable images', () => {
  const png = pngFile(16)
  // A real PNG signature and header, then garbage where the pixels should be: the signature sniffers pass it.
  const brokenPng = Buffer.concat([png.subarray(0, 33), Buffer.from('this is not deflated pixel data '.repeat(8))])

  it.each([
    ['a text file named .png', Buffer.from('hello, I am text\n'.repeat(20)), 'notes.png'],
    ['a PNG header over garbage', brokenPng, 'cover.png'],
    ['a truncated PNG', png.subarray(0, png.length - 20), 'cut.png'],
    ['audio sent as an image', wavFile(100), 'cover.png'],
  ])('refuses %s with 422 and keeps nothing', async (_label, data, name) => {
    const res = await upload(t.uploader.headers, { diskPrefix: 'track_image' }, { name, data, type: 'image/png' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ message: 'This file is not a valid image.', errors: { file: 'This file is not a valid image.' } })
    expect(localKeys(t.dataDir)).toEqual([])
    expect(await t.db.select().from(fileEntries)).toHaveLength(0)
  })

  it('keeps a real image', async () => {
    const res = await upload(t.uploader.headers, { diskPrefix: 'playlist_image' }, { name: 'cover.png', data: png })
    expect(res.statusCode).toBe(200)
    expect(FileEntryResponseSchema.parse(res.json()).fileEntry).toMatchObject({ mime: 'image/png', type: 'image', file_size: png.length })
  })
})
