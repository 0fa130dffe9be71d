import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FileEntryResponseSchema, S3MultipartCreateResponseSchema, S3PresignResponseSchema, S3SignPartsResponseSchema, S3UploadedPartsResponseSchema } from '../../../src/shared/contracts/uploads'
import { tracks } from '../../../src/server/db/schema/index'
import { encodeWav } from '../../../src/server/demo/audio/wav'
import { setSetting } from '../../helpers/factories'
import type { ActingUser } from '../../helpers/your-music-factories'
import { multipartBody, wavFile } from './fixtures'
import { startS3Peer, s3Env, type S3Peer } from './s3-peer'
import { tusUpload, uploadKeyOf } from './tus-client'
import { buildUploadsApp, type UploadsTestApp } from './uploads-app'

let peer: S3Peer
let t: UploadsTestApp
let base: string

beforeAll(async () => {
  peer = await startS3Peer()
  t = await buildUploadsApp(s3Env(peer))
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  await setSetting(t.db, 'uploads.s3_direct_upload', true)
})
afterAll(async () => {
  await t.close()
  await peer.close()
})

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
const post = (user: ActingUser, url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: user.headers, payload: payload as object })

async function readStored(key: string): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const c of await t.storage.read(key)) chunks.push(c as Buffer)
  return Buffer.concat(chunks)
}

function bigWav(bytes: number): Buffer {
  const pcm = new Int16Array(bytes / 2)
  for (let i = 0; i < pcm.length; i++) pcm[i] = (i * 31) & 0x7fff
  return encodeWav(pcm, 44100, 2)
}

describe('S3 storage driver (s3rver on loopback)', () => {
  it('tus via the S3 store: a chunked upload becomes an entry with the source sha256', async () => {
    const wav = bigWav(12 * 1024 * 1024)
    const url = await tusUpload(`${base}/api/v1/tus/upload`, wav, { headers: t.uploader.headers, metadata: { name: 's3.wav', diskPrefix: 'track_media' } })
    const res = await post(t.uploader, 'tus/entries', { uploadKey: uploadKeyOf(url) })
    expect(res.statusCode).toBe(200)
    const { fileEntry } = FileEntryResponseSchema.parse(res.json())
    expect(fileEntry.file_size).toBe(wav.length)
    expect(sha(await readStored(`track_media/${fileEntry.file_name}`))).toBe(sha(wav))
    expect(await t.storage.exists(uploadKeyOf(url))).toBe(false)
    expect(await t.storage.exists(`${uploadKeyOf(url)}.info`)).toBe(false)
  })

  it('simple presign: PUT to the signed URL, then s3/entries; the track streams with Range from the bucket', async () => {
    const wav = wavFile(2000, 22050)
    const presign = await post(t.uploader, 's3/simple/presign', { filename: 'direct.wav', mime: 'audio/wav', size: wav.length, extension: 'wav', diskPrefix: 'track_media' })
    expect(presign.statusCode).toBe(200)
    const { url, key } = S3PresignResponseSchema.parse(presign.json())
    expect(key).toMatch(new RegExp(`^uploads_tmp/${t.uploader.id}/`))
    expect((await fetch(url, { method: 'PUT', body: new Uint8Array(wav) })).status).toBe(200)

    // Someone else cannot claim it.
    expect((await post(t.other, 's3/entries', { filename: key, size: wav.length, clientName: 'x.wav', diskPrefix: 'track_media' })).statusCode).toBe(403)
    const res = await post(t.uploader, 's3/entries', { filename: key, size: wav.length, clientName: 'direct.wav', clientMime: 'audio/wav', diskPrefix: 'track_media' })
    expect(res.statusCode).toBe(200)
    const { fileEntry } = FileEntryResponseSchema.parse(res.json())
    expect(fileEntry).toMatchObject({ name: 'direct.wav', mime: 'audio/wav', file_size: wav.length })
    expect(await t.storage.exists(key)).toBe(false)

    const [track] = await t.db.insert(tracks).values({ name: 'From S3', src: fileEntry.url, duration: 2000 }).returning()
    const ranged = await t.app.inject({ method: 'GET', url: `/api/v1/tracks/${track!.id}/stream`, headers: { range: 'bytes=100-1099' } })
    expect(ranged.statusCode).toBe(206)
    expect(ranged.headers['content-range']).toBe(`bytes 100-1099/${wav.length}`)
    expect(ranged.rawPayload.equals(wav.subarray(100, 1100))).toBe(true)
  })

  it('multipart: a part that fails once is sent again; listed parts, complete, entry', async () => {
    const wav = bigWav(6 * 1024 * 1024)
    const partSize = 5 * 1024 * 1024
    const create = await post(t.uploader, 's3/multipart/create', { filename: 'multi.wav', mime: 'audio/wav', size: wav.length, extension: 'wav', diskPrefix: 'track_media' })
    const { uploadId, key } = S3MultipartCreateResponseSchema.parse(create.json())
    const signed = S3SignPartsResponseSchema.parse((await post(t.uploader, 's3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers: [1, 2] })).json())
    const bodies = [wav.subarray(0, partSize), wav.subarray(partSize)]

    const etags: { ETag: string; PartNumber: number }[] = []
    for (const [i, { partNumber, url }] of signed.urls.entries()) {
      if (partNumber === 2) {
        // First attempt: the connection breaks halfway through the body.
        const broken = new Readable({
          read() {
            this.push(bodies[i]!.subarray(0, 1000))
            this.destroy(new Error('connection lost'))
          },
        })
        await expect(fetch(url, { method: 'PUT', body: Readable.toWeb(broken) as ReadableStream, duplex: 'half', headers: { 'content-length': String(bodies[i]!.length) } } as RequestInit)).rejects.toThrow()
      }
      const put = await fetch(url, { method: 'PUT', body: new Uint8Array(bodies[i]!) })
      expect(put.status).toBe(200)
      etags.push({ ETag: put.headers.get('etag')!, PartNumber: partNumber })
    }

    const listed = S3UploadedPartsResponseSchema.parse((await post(t.uploader, 's3/multipart/get-uploaded-parts', { key, uploadId })).json())
    expect(listed.parts.map((p) => [p.PartNumber, p.Size])).toEqual([
      [1, bodies[0]!.length],
      [2, bodies[1]!.length],
    ])
    expect((await post(t.other, 's3/multipart/complete', { key, uploadId, parts: etags })).statusCode).toBe(403)
    expect((await post(t.uploader, 's3/multipart/complete', { key, uploadId, parts: etags })).statusCode).toBe(200)
    const res = await post(t.uploader, 's3/entries', { filename: key, size: wav.length, clientName: 'multi.wav', diskPrefix: 'track_media' })
    expect(res.statusCode).toBe(200)
    const { fileEntry } = FileEntryResponseSchema.parse(res.json())
    expect(sha(await readStored(`track_media/${fileEntry.file_name}`))).toBe(sha(wav))
  })

  it('POST uploads streams a 9 MB file into the bucket in parts; extract-metadata reads it from there', async () => {
    const wav = bigWav(9 * 1024 * 1024)
    const body = multipartBody({ diskPrefix: 'track_media' }, { name: 'streamed.wav', data: wav })
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: { ...t.uploader.headers, ...body.headers }, payload: body.payload })
    expect(res.statusCode).toBe(200)
    const { fileEntry } = FileEntryResponseSchema.parse(res.json())
    expect(sha(await readStored(`track_media/${fileEntry.file_name}`))).toBe(sha(wav))
    const meta = await post(t.uploader, `tracks/${fileEntry.id}/extract-metadata`, { autoMatchAlbum: false })
    expect(meta.statusCode).toBe(200)
    expect(meta.json().metadata.duration).toBe(Math.round(((wav.length - 44) / 4 / 44100) * 1000))
  })

  it('admits the bucket in the page CSP connect-src, so browsers may PUT to presigned URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' })
    expect(res.headers['content-security-policy']).toContain(`connect-src 'self' ${peer.endpoint}`)
  })

  it('tells the client in bootstrap-data that the storage driver is s3, so it may upload to the bucket', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })
    expect(res.statusCode).toBe(200)
    expect(res.json().settings.uploads).toMatchObject({ uploads_driver: 's3', s3_direct_upload: true })
  })

  it('abort removes the multipart upload; its parts are gone', async () => {
    const create = await post(t.uploader, 's3/multipart/create', { filename: 'gone.wav', size: 10, diskPrefix: 'track_media' })
    const { uploadId, key } = S3MultipartCreateResponseSchema.parse(create.json())
    const signed = S3SignPartsResponseSchema.parse((await post(t.uploader, 's3/multipart/batch-sign-part-urls', { key, uploadId, partNumbers: [1] })).json())
    expect((await fetch(signed.urls[0]!.url, { method: 'PUT', body: Buffer.alloc(10) })).status).toBe(200)
    expect((await post(t.other, 's3/multipart/abort', { key, uploadId })).statusCode).toBe(403)
    expect((await post(t.uploader, 's3/multipart/abort', { key, uploadId })).statusCode).toBe(200)
    expect((await post(t.uploader, 's3/multipart/get-uploaded-parts', { key, uploadId })).statusCode).toBe(404)
  })

  it('refuses direct uploads when uploads.s3_direct_upload is off, and bad input with 4xx', async () => {
    expect((await post(t.uploader, 's3/multipart/batch-sign-part-urls', { key: 'k', uploadId: 'u', partNumbers: Array.from({ length: 11 }, (_, i) => i + 1) })).statusCode).toBe(422)
    expect((await post(t.uploader, 's3/simple/presign', { filename: '../x.wav', size: 1, diskPrefix: 'track_media' })).statusCode).toBe(422)
    expect((await post(t.listener, 's3/simple/presign', { filename: 'x.wav', size: 1, diskPrefix: 'track_media' })).statusCode).toBe(403)
    await setSetting(t.db, 'uploads.s3_direct_upload', false)
    const off = await post(t.uploader, 's3/simple/presign', { filename: 'x.wav', size: 1, diskPrefix: 'track_media' })
    expect(off.statusCode).toBe(403)
    expect(off.json().message).toBe('Direct uploads are disabled.')
    await setSetting(t.db, 'uploads.s3_direct_upload', true)
  })
})
