import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { permissionables, trackPlays } from '../../../src/server/db/schema/index'
import { newArtist, newTrack, newUser, seedCatalogueRoles, setSetting } from '../../helpers/factories'
import { AS_USER, buildCatalogueApp, type CatalogueTestApp } from './catalogue-app'

const SIZE = 1000
const audio = Buffer.from(Array.from({ length: SIZE }, (_, i) => i % 251))

describe('audio streaming, downloads and public storage', () => {
  let t: CatalogueTestApp
  let roles: Awaited<ReturnType<typeof seedCatalogueRoles>>
  let trackId: number
  let remoteId: number
  let nobodyId: number
  let downloaderId: number
  let listenerId: number

  beforeAll(async () => {
    t = await buildCatalogueApp()
    roles = await seedCatalogueRoles(t.db)
    await t.storage.put('track_media/abc.wav', audio)
    await t.storage.put('track_image/cover.png', Buffer.from('\x89PNG\r\n\x1a\nfake'))
    const artist = await newArtist(t.db)
    trackId = (await newTrack(t.db, [artist.id], { name: 'Café Crème "Live"', src: 'storage/track_media/abc.wav' })).id
    remoteId = (await newTrack(t.db, [artist.id], { src: 'https://cdn.example.com/a.mp3' })).id
    nobodyId = (await newUser(t.db)).id
    downloaderId = (await newUser(t.db, { roleId: roles.downloaders.id })).id
    listenerId = (await newUser(t.db, { roleId: roles.users.id })).id
  })
  afterAll(async () => {
    await t.close()
  })

  const stream = (headers: Record<string, string> = {}, id = trackId) =>
    t.app.inject({ method: 'GET', url: `/api/v1/tracks/${id}/stream`, headers })

  it('serves the whole file with validators and the audio type', async () => {
    const res = await stream()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('audio/wav')
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(res.headers['content-length']).toBe(String(SIZE))
    expect(res.headers.etag).toMatch(/^".+"$/)
    expect(res.headers['last-modified']).toBeTruthy()
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/)
    expect(res.rawPayload.equals(audio)).toBe(true)
  })

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/api/v1/tracks/${trackId}/stream` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-length']).toBe(String(SIZE))
    expect(res.rawPayload.length).toBe(0)
  })

  it('answers byte ranges: first byte, open end, suffix, clamped end', async () => {
    const first = await stream({ range: 'bytes=0-0' })
    expect(first.statusCode).toBe(206)
    expect(first.headers['content-range']).toBe(`bytes 0-0/${SIZE}`)
    expect(first.rawPayload.equals(audio.subarray(0, 1))).toBe(true)

    const open = await stream({ range: 'bytes=990-' })
    expect(open.statusCode).toBe(206)
    expect(open.headers['content-range']).toBe(`bytes 990-999/${SIZE}`)
    expect(open.headers['content-length']).toBe('10')
    expect(open.rawPayload.equals(audio.subarray(990))).toBe(true)

    const suffix = await stream({ range: 'bytes=-5' })
    expect(suffix.headers['content-range']).toBe(`bytes 995-999/${SIZE}`)
    expect(suffix.rawPayload.equals(audio.subarray(995))).toBe(true)

    const clamped = await stream({ range: 'bytes=500-5000' })
    expect(clamped.headers['content-range']).toBe(`bytes 500-999/${SIZE}`)
  })

  it('answers 416 for ranges past the end and ignores ranges it cannot use', async () => {
    const past = await stream({ range: `bytes=${SIZE}-` })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${SIZE}`)
    expect((await stream({ range: 'bytes=-0' })).statusCode).toBe(416)
    expect((await stream({ range: 'bytes=0-1,5-6' })).statusCode).toBe(200)
    expect((await stream({ range: 'items=0-1' })).statusCode).toBe(200)
  })

  it('honours If-Range and If-None-Match', async () => {
    const { etag } = (await stream()).headers as { etag: string }
    const match = await stream({ range: 'bytes=0-9', 'if-range': etag })
    expect(match.statusCode).toBe(206)
    const mismatch = await stream({ range: 'bytes=0-9', 'if-range': '"stale"' })
    expect(mismatch.statusCode).toBe(200)
    expect(mismatch.rawPayload.length).toBe(SIZE)
    const notModified = await stream({ 'if-none-match': etag })
    expect(notModified.statusCode).toBe(304)
    expect(notModified.rawPayload.length).toBe(0)
  })

  it('redirects remote sources and 404s unknown tracks, 422s bad ids', async () => {
    const remote = await stream({}, remoteId)
    expect(remote.statusCode).toBe(302)
    expect(remote.headers.location).toBe('https://cdn.example.com/a.mp3')
    expect((await stream({}, 424242)).statusCode).toBe(404)
    // A src stored before the rule held is never a redirect into the listener's own network.
    for (const src of ['http://127.0.0.1:3000/x.mp3', 'http://169.254.169.254/latest/meta-data/', 'ftp://cdn.example.com/a.mp3']) {
      const local = (await newTrack(t.db, [(await newArtist(t.db)).id], { src })).id
      const res = await stream({}, local)
      expect(res.statusCode, src).toBe(404)
      expect(res.headers.location).toBeUndefined()
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/tracks/x1/stream' })).statusCode).toBe(422)
  })

  it('refuses users without music.play', async () => {
    expect((await stream({ [AS_USER]: String(nobodyId) })).statusCode).toBe(403)
    expect((await stream({ [AS_USER]: String(listenerId) })).statusCode).toBe(200)
  })

  it('downloads only when the setting is on and the user has music.download', async () => {
    const url = `/api/v1/tracks/${trackId}/download`
    expect((await t.app.inject({ url, headers: { [AS_USER]: String(downloaderId) } })).statusCode).toBe(403)
    await setSetting(t.db, 'player.enable_download', true)
    const ok = await t.app.inject({ url, headers: { [AS_USER]: String(downloaderId) } })
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-disposition']).toBe('attachment; filename="Cafe Creme Live.wav"')
    expect(ok.rawPayload.equals(audio)).toBe(true)
    expect((await t.app.inject({ url, headers: { [AS_USER]: String(listenerId) } })).statusCode).toBe(403)
    expect((await t.app.inject({ url })).statusCode).toBe(401)
  })

  it('serves public images immutably, never audio or unsafe keys', async () => {
    const img = await t.app.inject({ url: '/storage/track_image/cover.png' })
    expect(img.statusCode).toBe(200)
    expect(img.headers['content-type']).toBe('image/png')
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(img.headers['x-content-type-options']).toBe('nosniff')
    expect((await t.app.inject({ url: '/storage/track_media/abc.wav' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/storage/track_image/../track_media/abc.wav' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/storage/track_image/missing.png' })).statusCode).toBe(404)
  })

  it('ignores a forged country header when no proxy is trusted', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/tracks/plays/${trackId}/log`, headers: { 'cf-ipcountry': 'FR' }, payload: {} })
    expect(res.statusCode).toBe(200)
    const rows = await t.db.select().from(trackPlays).where(eq(trackPlays.trackId, trackId))
    // The forged header is ignored; the bundled IP database places the loopback caller on the local network.
    expect(rows.map((r) => r.location)).toEqual(['local'])
  })

  it('refuses guests once the guest role loses music.play', async () => {
    await t.db.delete(permissionables).where(and(eq(permissionables.permissionableType, 'role'), eq(permissionables.permissionableId, roles.guests.id)))
    const res = await stream()
    expect(res.statusCode).toBe(401)
  })
})
