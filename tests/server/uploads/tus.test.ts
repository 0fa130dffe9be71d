import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { FileEntryResponseSchema } from '../../../src/shared/contracts/uploads'
import { fileEntries, settings, tracks, userSessions } from '../../../src/server/db/schema/index'
import { setSetting } from '../../helpers/factories'
import { sha256 } from '../../../src/server/modules/auth/index'
import { makeFileEntriesService, makeUploadsRepo } from '../../../src/server/modules/uploads/index'
import { makeTusService } from '../../../src/server/modules/uploads/tus.service'
import { encodeWav } from '../../../src/server/demo/audio/wav'
import { mp3File } from './fixtures'
import { tusUpload, uploadKeyOf } from './tus-client'
import { buildUploadsApp, localKeys, type UploadsTestApp } from './uploads-app'

let t: UploadsTestApp
let base: string

beforeAll(async () => {
  t = await buildUploadsApp()
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => t.close())

const meta = (name: string) => ({ name, clientName: name, clientExtension: 'wav', clientMime: 'audio/wav', diskPrefix: 'track_media', parentId: 'null', relativePath: '' })
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

function entry(headers: Record<string, string>, uploadKey: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/tus/entries', headers, payload: { uploadKey } })
}

/** A tus creation request by hand (no client library), for the refusals. */
function createUpload(headers: Record<string, string>, length: number, metadata: Record<string, string>) {
  const encoded = Object.entries(metadata)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',')
  return fetch(`${base}/api/v1/tus/upload`, { method: 'POST', headers: { ...headers, 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': encoded } })
}

describe('tus upload over HTTP (tus-js-client)', () => {
  it('uploads a ~30 MB WAV in chunks; the stored file has the source sha256', async () => {
    const samples = new Int16Array(15 * 1024 * 1024)
    for (let i = 0; i < samples.length; i++) samples[i] = (i * 7919) & 0x7fff
    const wav = encodeWav(samples, 44100, 2)
    const url = await tusUpload(`${base}/api/v1/tus/upload`, wav, { headers: t.uploader.headers, metadata: meta('Big song.wav') })
    const res = await entry(t.uploader.headers, uploadKeyOf(url))
    expect(res.statusCode).toBe(200)
    const { fileEntry } = FileEntryResponseSchema.parse(res.json())
    expect(fileEntry).toMatchObject({ name: 'Big song.wav', file_size: wav.length, mime: 'audio/wav', disk_prefix: 'track_media' })
    const stored = fs.readFileSync(t.storage.localPath!(`track_media/${fileEntry.file_name}`))
    expect(sha(stored)).toBe(sha(wav))
    // The staged upload and its record are gone once the entry exists.
    expect(localKeys(t.dataDir).filter((k) => k.startsWith('uploads_tmp/'))).toEqual([])
    // Claiming it twice finds nothing.
    expect((await entry(t.uploader.headers, uploadKeyOf(url))).statusCode).toBe(404)
  })

  it('tus/entries: unknown key 404, another user\'s 403 (left intact), unfinished 422, bad type 422', async () => {
    expect((await entry(t.uploader.headers, 'f'.repeat(32))).statusCode).toBe(404)
    expect((await entry(t.uploader.headers, '../../etc/passwd')).statusCode).toBe(404)

    const mp3 = mp3File(50)
    const url = await tusUpload(`${base}/api/v1/tus/upload`, mp3, { headers: t.other.headers, metadata: { ...meta('theirs.mp3'), clientExtension: 'mp3' } })
    const foreign = await entry(t.uploader.headers, uploadKeyOf(url))
    expect(foreign.statusCode).toBe(403)
    expect(fs.existsSync(t.storage.localPath!(`uploads_tmp/${uploadKeyOf(url)}`))).toBe(true)
    // Nor may another user write into or read the state of someone's upload.
    const head = await fetch(`${base}${new URL(url, base).pathname}`, { method: 'HEAD', headers: { ...t.uploader.headers, 'tus-resumable': '1.0.0' } })
    expect(head.status).toBe(403)
    expect((await entry(t.other.headers, uploadKeyOf(url))).statusCode).toBe(200)

    const created = await createUpload(t.uploader.headers, 1000, meta('half.wav'))
    expect(created.status).toBe(201)
    const halfKey = uploadKeyOf(created.headers.get('location')!)
    const patched = await fetch(`${base}/api/v1/tus/upload/${halfKey}`, {
      method: 'PATCH',
      headers: { ...t.uploader.headers, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: Buffer.alloc(400),
    })
    expect(patched.status).toBe(204)
    const unfinished = await entry(t.uploader.headers, halfKey)
    expect(unfinished.statusCode).toBe(422)
    expect(unfinished.json().errors.uploadKey).toBe('This upload is not finished yet.')

    const text = Buffer.from('not audio\n'.repeat(100))
    const textUrl = await tusUpload(`${base}/api/v1/tus/upload`, text, { headers: t.uploader.headers, metadata: meta('text.mp3') })
    const refused = await entry(t.uploader.headers, uploadKeyOf(textUrl))
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe('This file type is not allowed')
    expect(fs.existsSync(t.storage.localPath!(`uploads_tmp/${uploadKeyOf(textUrl)}`))).toBe(false)
    expect(fs.existsSync(t.storage.localPath!(`uploads_tmp/${uploadKeyOf(textUrl)}.json`))).toBe(false)
  })

  it('checks permission, name and size when the upload is created', async () => {
    const listener = await createUpload(t.listener.headers, 100, meta('a.wav'))
    expect(listener.status).toBe(403)
    const guest = await createUpload({}, 100, meta('a.wav'))
    expect(guest.status).toBe(401)
    const badName = await createUpload(t.uploader.headers, 100, meta('../../x.wav'))
    expect(badName.status).toBe(422)
    expect(await badName.json()).toMatchObject({ errors: { file: 'The file name is not valid.' } })
    const noPrefix = await createUpload(t.uploader.headers, 100, { name: 'a.wav' })
    expect(noPrefix.status).toBe(422)
    await setSetting(t.db, 'uploads.max_size', 50)
    const tooBig = await createUpload(t.uploader.headers, 100, meta('big.wav'))
    expect(tooBig.status).toBe(413)
    expect(await tooBig.json()).toMatchObject({ message: '`big.wav` exceeds maximum allowed size of 50 B' })
    await t.db.delete(settings)
    await setSetting(t.db, 'uploads.chunk', true)
  })

  it('checks the music.create minutes quota again when the entry is made', async () => {
    const url = await tusUpload(`${base}/api/v1/tus/upload`, mp3File(20), { headers: t.limited.headers, metadata: meta('quota.mp3') })
    // Between upload and entry the user's tracks use up the quota.
    await t.db.insert(tracks).values({ name: 'Long', duration: 120_000, ownerId: t.limited.id })
    const res = await entry(t.limited.headers, uploadKeyOf(url))
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('You have used all of your upload minutes.')
    expect(fs.existsSync(t.storage.localPath!(`uploads_tmp/${uploadKeyOf(url)}`))).toBe(false)
    // And a new upload is refused when it is created.
    expect((await createUpload(t.limited.headers, 100, meta('more.wav'))).status).toBe(403)
  })

  it('applies the XSRF rule to session cookies: PATCH and POST need the header', async () => {
    const token = 'a'.repeat(40)
    await t.db.insert(userSessions).values({ userId: t.uploader.id, tokenHash: sha256(token), xsrfToken: 'x'.repeat(40), expiresAt: new Date(Date.now() + 3600_000) })
    const cookie = { cookie: `encore_session=${token}` }
    expect((await createUpload(cookie, 100, meta('a.wav'))).status).toBe(419)
    const ok = await createUpload({ ...cookie, 'x-xsrf-token': 'x'.repeat(40) }, 100, meta('a.wav'))
    expect(ok.status).toBe(201)
    const key = uploadKeyOf(ok.headers.get('location')!)
    const patch = await fetch(`${base}/api/v1/tus/upload/${key}`, {
      method: 'PATCH',
      headers: { ...cookie, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: Buffer.alloc(10),
    })
    expect(patch.status).toBe(419)
  })

  it('cleans up unfinished uploads past their expiry', async () => {
    const files = makeFileEntriesService({ repo: makeUploadsRepo(t.db), storage: t.storage, settings: { get: async () => undefined }, clock: () => new Date() })
    const tus = await makeTusService({ storage: t.storage, files, s3Config: null, pgPool: null, expiryMs: 1 })
    const created = await createUpload(t.uploader.headers, 1000, meta('abandoned.wav'))
    const key = uploadKeyOf(created.headers.get('location')!)
    // A multipart body a crashed request left in the staging folder goes too.
    const orphan = path.join(t.dataDir, 'storage', 'uploads_tmp', 'orphan-from-a-crash')
    fs.writeFileSync(orphan, 'x')
    await new Promise((r) => setTimeout(r, 20))
    expect(await tus.cleanUpExpired()).toBeGreaterThanOrEqual(2)
    expect(fs.existsSync(path.join(t.dataDir, 'storage', 'uploads_tmp', key))).toBe(false)
    expect(fs.existsSync(orphan)).toBe(false)
    expect(await t.db.select().from(fileEntries).where(eq(fileEntries.name, 'abandoned.wav'))).toHaveLength(0)
  })
})
