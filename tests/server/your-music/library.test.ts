import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { likes } from '../../../src/server/db/schema/index'
import {
  LibraryResponseSchema,
  LikedAlbumsResponseSchema,
  LikedArtistsResponseSchema,
  LikedTracksResponseSchema,
} from '../../../src/shared/contracts/library'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { like, newAlbum, newArtist, newTrack } from '../../helpers/factories'
import { actingUser, seedMusicRoles, type ActingUser } from '../../helpers/your-music-factories'

describe('library: likes and liked lists', () => {
  let t: TestApp
  let me: ActingUser
  let other: ActingUser
  let artistId: number
  let albumId: number
  let trackIds: number[]

  beforeAll(async () => {
    t = await buildTestApp()
    const roles = await seedMusicRoles(t.db)
    me = await actingUser(t.db, roles.users.id)
    other = await actingUser(t.db, roles.users.id)
    artistId = (await newArtist(t.db, { name: 'Zebra Moon' })).id
    albumId = (await newAlbum(t.db, [artistId], { name: 'Night Drive' })).id
    trackIds = []
    for (const name of ['Alpha', 'Beta', 'Gamma']) trackIds.push((await newTrack(t.db, [artistId], { name, albumId })).id)
  })
  afterAll(async () => {
    await t.close()
  })

  const post = (url: string, payload: object, headers: Record<string, string> = me.headers) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/me/${url}`, payload, headers })

  it('adds a track to the library and re-reads it through the DB', async () => {
    const res = await post('add-to-library', { likeables: [{ likeable_id: trackIds[0], likeable_type: 'track' }] })
    expect(res.statusCode).toBe(200)
    LibraryResponseSchema.parse(res.json())
    const rows = await t.db.select().from(likes).where(and(eq(likes.userId, me.id), eq(likes.likeableType, 'track')))
    expect(rows.map((r) => r.likeableId)).toEqual([trackIds[0]])
  })

  it('answers a duplicate like with 200 and changes nothing', async () => {
    const before = await t.db.select().from(likes).where(eq(likes.userId, me.id))
    const res = await post('add-to-library', { likeables: [{ likeable_id: trackIds[0], likeable_type: 'track' }] })
    expect(res.statusCode).toBe(200)
    const after = await t.db.select().from(likes).where(eq(likes.userId, me.id))
    expect(after).toEqual(before)
  })

  it('refuses guests, unknown types and missing models', async () => {
    expect((await post('add-to-library', { likeables: [{ likeable_id: trackIds[0], likeable_type: 'track' }] }, {})).statusCode).toBe(401)
    const badType = await post('add-to-library', { likeables: [{ likeable_id: trackIds[0], likeable_type: 'playlist' }] })
    expect(badType.statusCode).toBe(422)
    const missing = await post('add-to-library', { likeables: [{ likeable_id: 999999, likeable_type: 'album' }] })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toHaveProperty(['likeables.0.likeable_id'])
  })

  it('lists liked tracks newest first with added_at, filtered by a name prefix of track, album or artist', async () => {
    await like(t.db, me.id, 'track', trackIds[1]!, new Date(Date.UTC(2030, 0, 1)))
    const res = await t.app.inject({ url: '/api/v1/users/me/liked-tracks', headers: me.headers })
    expect(res.statusCode).toBe(200)
    const page = LikedTracksResponseSchema.parse(res.json()).pagination
    expect(page.data.map((x) => x.id)).toEqual([trackIds[1], trackIds[0]])
    expect(page.data[0]!.added_at).toBe('2030-01-01T00:00:00.000Z')
    expect(page.per_page).toBe(30)

    const byTrack = LikedTracksResponseSchema.parse((await t.app.inject({ url: '/api/v1/users/me/liked-tracks?query=be', headers: me.headers })).json())
    expect(byTrack.pagination.data.map((x) => x.id)).toEqual([trackIds[1]])
    const byAlbum = LikedTracksResponseSchema.parse((await t.app.inject({ url: '/api/v1/users/me/liked-tracks?query=night', headers: me.headers })).json())
    expect(byAlbum.pagination.data).toHaveLength(2)
    const byArtist = LikedTracksResponseSchema.parse((await t.app.inject({ url: '/api/v1/users/me/liked-tracks?query=ZEBRA', headers: me.headers })).json())
    expect(byArtist.pagination.data).toHaveLength(2)
    const none = LikedTracksResponseSchema.parse((await t.app.inject({ url: '/api/v1/users/me/liked-tracks?query=moon', headers: me.headers })).json())
    expect(none.pagination.data).toHaveLength(0)

    const byName = LikedTracksResponseSchema.parse(
      (await t.app.inject({ url: '/api/v1/users/me/liked-tracks?orderBy=name&orderDir=asc', headers: me.headers })).json(),
    )
    expect(byName.pagination.data.map((x) => x.name)).toEqual(['Alpha', 'Beta'])
  })

  it('likes albums and artists (artist = follow) and lists them for other users too', async () => {
    const res = await post('add-to-library', {
      likeables: [
        { likeable_id: albumId, likeable_type: 'album' },
        { likeable_id: artistId, likeable_type: 'artist' },
      ],
    })
    expect(res.statusCode).toBe(200)
    const albums = LikedAlbumsResponseSchema.parse((await t.app.inject({ url: `/api/v1/users/${me.id}/liked-albums`, headers: other.headers })).json())
    expect(albums.pagination.data.map((a) => a.id)).toEqual([albumId])
    expect(albums.pagination.data[0]!.artists?.[0]?.name).toBe('Zebra Moon')
    const artists = LikedArtistsResponseSchema.parse((await t.app.inject({ url: `/api/v1/users/${me.id}/liked-artists` })).json())
    expect(artists.pagination.data.map((a) => a.id)).toEqual([artistId])
  })

  it('removes from the library', async () => {
    const res = await post('remove-from-library', {
      likeables: [
        { likeable_id: trackIds[0], likeable_type: 'track' },
        { likeable_id: artistId, likeable_type: 'artist' },
      ],
    })
    expect(res.statusCode).toBe(200)
    const rows = await t.db.select().from(likes).where(eq(likes.userId, me.id))
    expect(rows.map((r) => `${r.likeableType}:${r.likeableId}`).sort()).toEqual([`album:${albumId}`, `track:${trackIds[1]}`].sort())
  })

  it('404s for an unknown user and 401s for `me` as a guest', async () => {
    expect((await t.app.inject({ url: '/api/v1/users/999999/liked-tracks' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/v1/users/me/liked-tracks' })).statusCode).toBe(401)
  })
})
