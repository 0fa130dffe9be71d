import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/server/app'
import { FileEntryResponseSchema, S3PresignResponseSchema } from '../../../src/shared/contracts/uploads'
import { makeStorageFromEnv } from '../../../src/server/lib/storage/from-env'
import { isLiveS3Storage } from '../../../src/server/lib/storage/live-s3'
import { makeS3Storage } from '../../../src/server/lib/storage/s3'
import { newRole, setSetting } from '../../helpers/factories'
import { eventually, TEST_REDIS_URL, uniqueRedisPrefix } from '../../helpers/redis'
import { actingUser, type ActingUser } from '../../helpers/your-music-factories'
import { multipartBody, pngFile } from './fixtures'
import { startS3Peer, s3Env, type S3Peer } from './s3-peer'
import { buildUploadsApp, type UploadsTestApp } from './uploads-app'

// The admin's storage settings (Settings → Uploading: storage.s3.*) take effect without a restart, in
// the process that saved them and, over Redis pub/sub, in every other one (here a second app on the
// same database and Redis, as a worker or second web process would be).
let first: S3Peer
let second: S3Peer
let t: UploadsTestApp
let other: FastifyInstance
let admin: ActingUser

const bucketStorage = (peer: S3Peer) =>
  makeS3Storage({ bucket: peer.bucket, region: 'us-east-1', endpoint: peer.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true })

beforeAll(async () => {
  first = await startS3Peer('encore')
  second = await startS3Peer('encore-next')
  t = await buildUploadsApp({ ...s3Env(first), REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: uniqueRedisPrefix('admin-s3-settings') })
  other = await buildApp({ env: t.env, db: t.db, storage: await makeStorageFromEnv(t.env) })
  await other.ready()
  admin = await actingUser(t.db, (await newRole(t.db, 'admins', ['settings.update'])).id, 'Admin')
  await setSetting(t.db, 'uploads.s3_direct_upload', true)
}, 120_000)
afterAll(async () => {
  await other?.close()
  await t?.close()
  await first?.close()
  await second?.close()
})

async function uploadImage(app: FastifyInstance, user: ActingUser) {
  const body = multipartBody({ diskPrefix: 'artist_image' }, { name: 'cover.png', data: pngFile(4) })
  const res = await app.inject({ method: 'POST', url: '/api/v1/uploads', headers: { ...user.headers, ...body.headers }, payload: body.payload })
  expect(res.statusCode).toBe(200)
  const { fileEntry } = FileEntryResponseSchema.parse(res.json())
  return `${fileEntry.disk_prefix}/${fileEntry.file_name}`
}

const saveServerSettings = (values: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/settings', headers: admin.headers, payload: { server: JSON.stringify(values) } })

describe('S3 storage settings saved in the admin', () => {
  it('move new files to the saved bucket at once, in this process and in the others', async () => {
    const before = await uploadImage(t.app, t.uploader)
    expect(await bucketStorage(first).exists(before)).toBe(true)

    const res = await saveServerSettings({ 'storage.s3.endpoint': second.endpoint, 'storage.s3.bucket': second.bucket })
    expect(res.statusCode).toBe(200)

    const after = await uploadImage(t.app, t.uploader)
    expect(await bucketStorage(second).exists(after)).toBe(true)
    expect(await bucketStorage(first).exists(after)).toBe(false)

    // The other process hears of the change over pub/sub and rebuilds its driver too.
    await eventually(async () => {
      const key = await uploadImage(other, t.uploader)
      return bucketStorage(second).exists(key)
    }, 10_000)
  })

  it('sign direct uploads for the saved bucket and allow its origin in the page CSP', async () => {
    const presign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/s3/simple/presign',
      headers: t.uploader.headers,
      payload: { filename: 'a.png', mime: 'image/png', size: 100, extension: 'png', diskPrefix: 'artist_image' },
    })
    expect(presign.statusCode).toBe(200)
    const { url } = S3PresignResponseSchema.parse(presign.json())
    expect(url.startsWith(`${second.endpoint}/${second.bucket}/`)).toBe(true)
    const page = await other.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })
    expect(page.headers['content-security-policy']).toContain(new URL(second.endpoint).origin)
    expect(page.headers['content-security-policy']).not.toContain(new URL(first.endpoint).origin)
  })

  it('fall back to the environment when the settings are emptied; a key without its secret is ignored', async () => {
    expect((await saveServerSettings({ 'storage.s3.endpoint': '', 'storage.s3.bucket': '', 'storage.s3.key': 'ONLY-A-KEY' })).statusCode).toBe(200)
    const key = await uploadImage(t.app, t.uploader)
    expect(await bucketStorage(first).exists(key)).toBe(true)
    expect(isLiveS3Storage(t.storage) && t.storage.config.accessKeyId).toBe('S3RVER')
  })
})
