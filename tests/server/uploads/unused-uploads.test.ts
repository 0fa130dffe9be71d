import fs from 'node:fs'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { makeFileEntriesService, makeUploadsRepo } from '../../../src/server/modules/uploads/index'
import { FileEntryResponseSchema, UnusedUploadsResponseSchema } from '../../../src/shared/contracts/uploads'
import { fileEntries, tracks } from '../../../src/server/db/schema/index'
import { bearerFor, type ActingUser } from '../../helpers/your-music-factories'
import { multipartBody, pngFile, wavFile } from './fixtures'
import { buildUploadsApp, localKeys, type UploadsTestApp } from './uploads-app'

// Issue 28: a finished upload without a track is found from the server, in any browser of its uploader.
let t: UploadsTestApp

beforeAll(async () => {
  t = await buildUploadsApp()
})
afterAll(async () => t.close())
beforeEach(async () => {
  await t.db.delete(tracks)
  await t.db.delete(fileEntries)
  fs.rmSync(path.join(t.dataDir, 'storage'), { recursive: true, force: true })
})

async function upload(user: ActingUser, name: string, diskPrefix = 'track_media', data = wavFile(200)) {
  const body = multipartBody({ diskPrefix }, { name, data })
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', headers: { ...user.headers, ...body.headers }, payload: body.payload })
  expect(res.statusCode).toBe(200)
  return FileEntryResponseSchema.parse(res.json()).fileEntry
}

async function unused(headers: Record<string, string>, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/uploads/unused${query}`, headers })
  expect(res.statusCode).toBe(200)
  return UnusedUploadsResponseSchema.parse(res.json()).pagination
}

describe('GET uploads/unused', () => {
  it('lists a finished upload to a fresh session of its uploader, with its original name, and not to another user', async () => {
    const entry = await upload(t.uploader, 'My Song.wav')
    // Another "browser": a new token of the same user, which never saw the upload.
    const otherBrowser = await bearerFor(t.db, t.uploader.id)
    const page = await unused(otherBrowser)
    expect(page.data.map((e) => [e.id, e.name, e.url])).toEqual([[entry.id, 'My Song.wav', entry.url]])
    expect((await unused(t.other.headers)).data).toEqual([])
  })

  it('leaves out files a track uses (relative or rooted src), images and deleted entries; newest first, paged', async () => {
    const published = await upload(t.uploader, 'published.wav')
    const rooted = await upload(t.uploader, 'rooted.wav')
    const older = await upload(t.uploader, 'older.wav')
    const newer = await upload(t.uploader, 'newer.wav')
    const trashed = await upload(t.uploader, 'trashed.wav')
    await upload(t.uploader, 'cover.png', 'track_image', pngFile())
    await t.db.insert(tracks).values([
      { name: 'Published', src: published.url, duration: 200, ownerId: t.uploader.id },
      { name: 'Rooted', src: `/${rooted.url}`, duration: 200, ownerId: t.uploader.id },
    ])
    const del = await t.app.inject({ method: 'POST', url: '/api/v1/file-entries/delete', headers: t.uploader.headers, payload: { entryIds: [trashed.id] } })
    expect(del.statusCode).toBe(200)

    expect((await unused(t.uploader.headers)).data.map((e) => e.name)).toEqual(['newer.wav', 'older.wav'])
    const first = await unused(t.uploader.headers, '?perPage=1')
    expect(first.data.map((e) => e.id)).toEqual([newer.id])
    expect(first.next_page).toBe(2)
    expect((await unused(t.uploader.headers, '?perPage=1&page=2')).data.map((e) => e.id)).toEqual([older.id])
    // The next page by its cursor seeks past the last row shown.
    const seek = await unused(t.uploader.headers, `?perPage=1&page=2&cursor=${first.next_cursor}`)
    expect(seek.data.map((e) => e.id)).toEqual([older.id])
    expect(seek.next_page).toBeNull()
  })

  it('checks the login and music.create before the query', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/uploads/unused?page=x' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/uploads/unused?page=x', headers: t.listener.headers })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/uploads/unused?page=x', headers: t.uploader.headers })).statusCode).toBe(422)
  })
})

describe('deleting an unused upload (POST file-entries/delete, deleteForever)', () => {
  it('removes the owner\'s entry and its bytes; another user\'s request leaves it listed', async () => {
    const entry = await upload(t.uploader, 'demo.wav')
    const byOther = await t.app.inject({ method: 'POST', url: '/api/v1/file-entries/delete', headers: t.other.headers, payload: { entryIds: [entry.id], deleteForever: true } })
    expect(byOther.statusCode).toBe(200)
    expect((await unused(t.uploader.headers)).data.map((e) => e.id)).toEqual([entry.id])
    expect(localKeys(t.dataDir)).toEqual([`track_media/${entry.file_name}`])

    const byOwner = await t.app.inject({ method: 'POST', url: '/api/v1/file-entries/delete', headers: t.uploader.headers, payload: { entryIds: [entry.id], deleteForever: true } })
    expect(byOwner.statusCode).toBe(200)
    expect((await unused(await bearerFor(t.db, t.uploader.id))).data).toEqual([])
    expect(await t.db.select().from(fileEntries)).toEqual([])
    expect(localKeys(t.dataDir)).toEqual([])
  })
})

describe('the scheduled clean-up of unused uploads', () => {
  it('removes, with their bytes, audio uploads no track used within 30 days; keeps newer, used and image ones', async () => {
    const stale = await upload(t.uploader, 'stale.wav')
    const staleOther = await upload(t.other, 'stale-other.wav')
    const used = await upload(t.uploader, 'used.wav')
    const fresh = await upload(t.uploader, 'fresh.wav')
    const image = await upload(t.uploader, 'cover.png', 'track_image', pngFile())
    await t.db.insert(tracks).values({ name: 'Used', src: used.url, duration: 200, ownerId: t.uploader.id })
    const now = new Date()
    const days = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000)
    await t.db.update(fileEntries).set({ createdAt: days(31) }).where(inArray(fileEntries.id, [stale.id, staleOther.id, used.id, image.id]))
    await t.db.update(fileEntries).set({ createdAt: days(29) }).where(eq(fileEntries.id, fresh.id))

    const files = makeFileEntriesService({ repo: makeUploadsRepo(t.db), storage: t.storage, settings: { get: async () => undefined }, clock: () => now })
    expect(await files.purgeUnused()).toBe(2)
    const left = await t.db.select({ id: fileEntries.id }).from(fileEntries).orderBy(fileEntries.id)
    expect(left.map((r) => r.id)).toEqual([used.id, fresh.id, image.id])
    expect(localKeys(t.dataDir).sort()).toEqual([used, fresh, image].map((e) => `${e.disk_prefix}/${e.file_name}`).sort())
  })
})
