// Decision 0018: cached catalogue answers never outlive a write. The cache is on here (RESPONSE_CACHE_MS),
// as in production; each test first shows that the answer really is cached (a change made behind the
// API's back stays unseen), then that the same change made through the API is seen on the next read.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { albums, permissionables, permissions, playlists } from '../../../src/server/db/schema/index'
import { AlbumResponseSchema } from '../../../src/shared/contracts/albums'
import { SearchResponseSchema } from '../../../src/shared/contracts/search'
import type { TestApp } from '../../helpers/build-app'
import { buildTestApp } from '../../helpers/build-app'
import { newAlbum, newArtist, newPlaylist, newTrack } from '../../helpers/factories'
import { actor, roleId, type Actor } from '../backstage/backstage-app'

const CACHE_ON = { ADMIN_PASSWORD: 'admin-password-1', RESPONSE_CACHE_MS: '60000' }

describe('response cache: every write is visible on the next read', () => {
  let t: TestApp
  let admin: Actor
  let listener: Actor
  let artistId: number

  beforeAll(async () => {
    t = await buildTestApp(CACHE_ON, { seedPlatform: true, actAsUser: true })
    admin = await actor(t.db, ['admin'])
    listener = await actor(t.db, ['users'])
    artistId = (await newArtist(t.db, { name: 'Cached Artist' })).id
  })
  afterAll(async () => {
    await t.close()
  })

  const albumPage = async (id: number, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/albums/${id}?loader=albumPage`, headers })
    return { res, album: res.statusCode === 200 ? AlbumResponseSchema.parse(res.json()).album : null }
  }

  it('serves a repeated read from the cache, with an ETag and a 304 for a matching If-None-Match', async () => {
    const id = (await newAlbum(t.db, [artistId], { name: 'Before' })).id
    const first = await albumPage(id)
    expect(first.album?.name).toBe('Before')
    const etag = first.res.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.res.headers['cache-control']).toBe('private, no-cache')
    // Behind the API's back: the cached answer stands (this is what proves the cache is in the path).
    await t.db.update(albums).set({ name: 'Renamed in SQL' }).where(eq(albums.id, id))
    const second = await albumPage(id)
    expect(second.album?.name).toBe('Before')
    expect(second.res.headers.etag).toBe(etag)
    const notModified = await t.app.inject({ method: 'GET', url: `/api/v1/albums/${id}?loader=albumPage`, headers: { 'if-none-match': etag } })
    expect(notModified.statusCode).toBe(304)
    expect(notModified.body).toBe('')
  })

  it('shows an album renamed through the API on the next read', async () => {
    const id = (await newAlbum(t.db, [artistId], { name: 'Old title' })).id
    expect((await albumPage(id)).album?.name).toBe('Old title')
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/albums/${id}`, headers: admin.headers, payload: { name: 'New title', artists: [artistId] } })
    expect(put.statusCode).toBe(200)
    expect((await albumPage(id)).album?.name).toBe('New title')
  })

  it('shows a track added to the album on the next read', async () => {
    const id = (await newAlbum(t.db, [artistId], { name: 'Growing' })).id
    await newTrack(t.db, [artistId], { albumId: id, name: 'First', number: 1 })
    expect((await albumPage(id)).album?.tracks?.map((x) => x.name)).toEqual(['First'])
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tracks',
      headers: admin.headers,
      payload: { name: 'Second', duration: 1000, number: 2, album_id: id, artists: [artistId] },
    })
    expect(post.statusCode).toBe(200)
    expect((await albumPage(id)).album?.tracks?.map((x) => x.name)).toEqual(['First', 'Second'])
  })

  it('shows a new like in the like count on the next read', async () => {
    const id = (await newAlbum(t.db, [artistId], { name: 'Liked' })).id
    expect((await albumPage(id)).album?.likes_count).toBe(0)
    const liked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/add-to-library',
      headers: listener.headers,
      payload: { likeables: [{ likeable_id: id, likeable_type: 'album' }] },
    })
    expect(liked.statusCode).toBe(200)
    expect((await albumPage(id)).album?.likes_count).toBe(1)
  })

  it('answers 404 for a deleted album on the next read', async () => {
    const id = (await newAlbum(t.db, [artistId], { name: 'Doomed' })).id
    expect((await albumPage(id)).res.statusCode).toBe(200)
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/albums/${id}`, headers: admin.headers })
    expect(del.statusCode).toBe(200)
    expect((await albumPage(id)).res.statusCode).toBe(404)
  })

  it('refuses guests at once when their role loses music.view, even with no write through the API', async () => {
    const id = (await newAlbum(t.db, [artistId], { name: 'Gated' })).id
    expect((await albumPage(id)).res.statusCode).toBe(200)
    const guests = await roleId(t.db, 'guests')
    const [view] = await t.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, 'music.view'))
    const where = and(eq(permissionables.permissionId, view!.id), eq(permissionables.permissionableId, guests), eq(permissionables.permissionableType, 'role'))
    const [grant] = await t.db.select().from(permissionables).where(where)
    await t.db.delete(permissionables).where(where)
    try {
      expect((await albumPage(id)).res.statusCode).toBe(401)
    } finally {
      await t.db.insert(permissionables).values(grant!)
    }
    expect((await albumPage(id)).res.statusCode).toBe(200)
  })

  it('never hands a private playlist cached for its owner to anyone else', async () => {
    const owner = await actor(t.db, ['users'])
    const stranger = await actor(t.db, ['users'])
    const playlist = await newPlaylist(t.db, owner.id)
    await t.db.update(playlists).set({ public: false }).where(eq(playlists.id, playlist.id))
    const url = `/api/v1/playlists/${playlist.id}`
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url })).statusCode).not.toBe(200)
  })

  it('finds an album under its new name in search right after the rename', async () => {
    const id = (await newAlbum(t.db, [artistId], { name: 'Quartzite' })).id
    const search = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/search?query=${query}&loader=searchPage` })
      return SearchResponseSchema.parse(res.json()).results.albums?.data.map((a) => a.id) ?? []
    }
    expect(await search('Quartzite')).toContain(id)
    expect(await search('Obsidian')).not.toContain(id)
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/albums/${id}`, headers: admin.headers, payload: { name: 'Obsidian', artists: [artistId] } })
    expect(put.statusCode).toBe(200)
    expect(await search('Obsidian')).toContain(id)
    expect(await search('Quartzite')).not.toContain(id)
  })
})
