import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../../../src/server/config/env'
import { permissionables } from '../../../src/server/db/schema/index'
import { newArtist, newTrack, newUser, seedCatalogueRoles, setSetting } from '../../helpers/factories'
import { AS_USER, buildCatalogueApp, type CatalogueTestApp } from './catalogue-app'

describe('audio behind nginx (ACCEL_REDIRECT_PREFIX)', () => {
  let t: CatalogueTestApp
  let roles: Awaited<ReturnType<typeof seedCatalogueRoles>>
  let trackId: number
  let remoteId: number

  beforeAll(async () => {
    t = await buildCatalogueApp({ ACCEL_REDIRECT_PREFIX: '/_audio/' })
    roles = await seedCatalogueRoles(t.db)
    await t.storage.put('track_media/abc def.wav', Buffer.alloc(100, 1))
    const artist = await newArtist(t.db)
    trackId = (await newTrack(t.db, [artist.id], { name: 'Live', src: 'storage/track_media/abc def.wav' })).id
    remoteId = (await newTrack(t.db, [artist.id], { src: 'https://cdn.example.com/a.mp3' })).id
  })
  afterAll(async () => {
    await t.close()
  })

  it('hands the file to nginx with the audio headers and no body', async () => {
    const res = await t.app.inject({ url: `/api/v1/tracks/${trackId}/stream`, headers: { range: 'bytes=0-9' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-accel-redirect']).toBe('/_audio/track_media/abc%20def.wav')
    expect(res.headers['content-type']).toBe('audio/wav')
    expect(res.headers['cache-control']).toBe('private, max-age=86400')
    expect(res.rawPayload.length).toBe(0)
  })

  it('checks permissions first and keeps redirects for remote sources', async () => {
    expect((await t.app.inject({ url: `/api/v1/tracks/${remoteId}/stream` })).headers.location).toBe('https://cdn.example.com/a.mp3')
    const downloader = (await newUser(t.db, { roleId: roles.downloaders.id })).id
    await setSetting(t.db, 'player.enable_download', true)
    const download = await t.app.inject({ url: `/api/v1/tracks/${trackId}/download`, headers: { [AS_USER]: String(downloader) } })
    expect(download.headers['x-accel-redirect']).toBe('/_audio/track_media/abc%20def.wav')
    expect(download.headers['content-disposition']).toBe('attachment; filename="Live.wav"')
    const listener = (await newUser(t.db, { roleId: roles.users.id })).id
    expect((await t.app.inject({ url: `/api/v1/tracks/${trackId}/download`, headers: { [AS_USER]: String(listener) } })).headers['x-accel-redirect']).toBeUndefined()
    await t.db.delete(permissionables).where(and(eq(permissionables.permissionableType, 'role'), eq(permissionables.permissionableId, roles.guests.id)))
    const refused = await t.app.inject({ url: `/api/v1/tracks/${trackId}/stream` })
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['x-accel-redirect']).toBeUndefined()
  })

  it('accepts only a path prefix that starts and ends with a slash', () => {
    expect(loadEnv({ ACCEL_REDIRECT_PREFIX: '/_audio/' }).ACCEL_REDIRECT_PREFIX).toBe('/_audio/')
    expect(() => loadEnv({ ACCEL_REDIRECT_PREFIX: '_audio' })).toThrow(/ACCEL_REDIRECT_PREFIX/)
  })
})
