import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { albums, artists, profileLinks, tracks, userArtist, userProfiles } from '../../../src/server/db/schema/index'
import { SavedAlbumResponseSchema, SavedArtistResponseSchema } from '../../../src/shared/contracts/catalogue-writes'
import type { TestApp } from '../../helpers/build-app'
import { newArtist } from '../../helpers/factories'
import { actor, buildBackstageApp, newFileEntry, type Actor } from './backstage-app'

describe('album and artist writes', () => {
  let t: TestApp
  let artist: Actor
  let listener: Actor
  let admin: Actor

  beforeAll(async () => {
    t = await buildBackstageApp()
    artist = await actor(t.db, ['users', 'artists'], 'Mira')
    listener = await actor(t.db, ['users'])
    admin = await actor(t.db, ['admin'])
  })
  afterAll(async () => {
    await t.close()
  })

  const albumTracks = (albumId: number) =>
    t.db.select({ id: tracks.id, name: tracks.name, number: tracks.number }).from(tracks).where(eq(tracks.albumId, albumId)).orderBy(asc(tracks.number))

  it('creates an album with its tracks in order; tracks_count follows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/albums',
      headers: artist.headers,
      payload: {
        name: 'Low Tides',
        release_date: '2026-05-01',
        artists: ['CURRENT_USER'],
        genres: ['Shoegaze'],
        tracks: [
          { name: 'Opening', duration: 120000 },
          { name: 'Closing', duration: 90000 },
        ],
      },
    })
    expect(res.statusCode).toBe(200)
    const { album } = SavedAlbumResponseSchema.parse(res.json())
    expect(album.tracks!.map((x) => x.name)).toEqual(['Opening', 'Closing'])
    expect(album.artists![0]!.name).toBe('Mira Test')
    const [row] = await t.db.select().from(albums).where(eq(albums.id, album.id))
    expect(row).toMatchObject({ ownerId: artist.id, tracksCount: 2, releaseDate: '2026-05-01' })
    expect((await albumTracks(album.id)).map((x) => [x.name, x.number])).toEqual([
      ['Opening', 1],
      ['Closing', 2],
    ])
  })

  it('reorders on save, adds new tracks and detaches the ones left out', async () => {
    const { album } = SavedAlbumResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/albums',
          headers: artist.headers,
          payload: { name: 'Drafts', artists: ['CURRENT_USER'], tracks: [{ name: 'A', duration: 1000 }, { name: 'B', duration: 1000 }] },
        })
      ).json(),
    )
    const [a, b] = album.tracks!
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/albums/${album.id}`,
      headers: artist.headers,
      payload: { name: 'Drafts', artists: ['CURRENT_USER'], tracks: [{ id: b!.id, name: 'B', duration: 1000 }, { name: 'C', duration: 1000 }] },
    })
    expect(res.statusCode).toBe(200)
    expect((await albumTracks(album.id)).map((x) => [x.name, x.number])).toEqual([
      ['B', 1],
      ['C', 2],
    ])
    const [detached] = await t.db.select().from(tracks).where(eq(tracks.id, a!.id))
    expect(detached!.albumId).toBeNull()
    const [row] = await t.db.select().from(albums).where(eq(albums.id, album.id))
    expect(row!.tracksCount).toBe(2)
  })

  it('rejects duplicate track names in one album per field, and other people’s albums', async () => {
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/albums',
      headers: artist.headers,
      payload: { name: 'Dup', artists: ['CURRENT_USER'], tracks: [{ name: 'Same', duration: 1 }, { name: 'same', duration: 1 }] },
    })
    expect(dup.statusCode).toBe(422)
    expect(dup.json().errors['tracks.1.name']).toBeDefined()
    const mine = SavedAlbumResponseSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/v1/albums', headers: artist.headers, payload: { name: 'Mine', artists: ['CURRENT_USER'] } })).json(),
    ).album
    const other = await actor(t.db, ['users', 'artists'])
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/albums/${mine.id}`, headers: other.headers, payload: { name: 'Stolen', artists: ['CURRENT_USER'] } })
    expect(res.statusCode).toBe(403)
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/albums/${mine.id}`, headers: artist.headers })
    expect(del.statusCode).toBe(200)
    expect(await t.db.select().from(albums).where(eq(albums.id, mine.id))).toHaveLength(0)
  })

  it('lets a managing user edit the artist: bio, location, links, genres; verified stays admin-only', async () => {
    const [managed] = await t.db.select().from(userArtist).where(eq(userArtist.userId, artist.id))
    // The profile image is Mira's own upload (another user's file would be refused).
    await newFileEntry(t.db, artist.id, { name: 'mira.jpg', fileName: 'mira.jpg', diskPrefix: 'artist_image', mime: 'image/jpeg', type: 'image' })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/artists/${managed!.artistId}`,
      headers: artist.headers,
      payload: {
        name: 'Mira',
        verified: true,
        profile: { description: 'Tape loops from Porto.', city: 'Porto', country: 'Portugal' },
        links: [{ url: 'mira.example', title: 'Site' }],
        genres: ['Ambient'],
        profile_images: [{ url: 'storage/artist_image/mira.jpg' }],
      },
    })
    expect(res.statusCode).toBe(200)
    const { artist: saved } = SavedArtistResponseSchema.parse(res.json())
    expect(saved).toMatchObject({ name: 'Mira', verified: false, profile: { city: 'Porto' } })
    expect(saved.links).toEqual([expect.objectContaining({ url: 'mira.example', title: 'Site' })])
    const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.artistId, managed!.artistId))
    expect(profile!.description).toBe('Tape loops from Porto.')
    expect(await t.db.select().from(profileLinks).where(eq(profileLinks.linkeableId, managed!.artistId))).toHaveLength(1)

    const badCity = await t.app.inject({ method: 'PUT', url: `/api/v1/artists/${managed!.artistId}`, headers: artist.headers, payload: { name: 'Mira', profile: { city: 'P' } } })
    expect(badCity.statusCode).toBe(422)
    expect(badCity.json().errors['profile.city']).toBeDefined()
  })

  it('refuses artist edits to non-managers and artist creation to regular users; admins may both', async () => {
    const someone = await newArtist(t.db, { name: 'Someone' })
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/artists/${someone.id}`, headers: listener.headers, payload: { name: 'X' } })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/artists', headers: artist.headers, payload: { name: 'New Act' } })).statusCode).toBe(403)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/artists',
      headers: admin.headers,
      payload: { name: 'New Act', verified: true, albums: [{ name: 'Debut', tracks: [{ name: 'One', duration: 1000 }] }] },
    })
    expect(res.statusCode).toBe(200)
    const created = SavedArtistResponseSchema.parse(res.json()).artist
    expect(created.verified).toBe(true)
    const [row] = await t.db.select().from(artists).where(eq(artists.id, created.id))
    expect(row!.name).toBe('New Act')
    const [debut] = await t.db.select().from(albums).where(eq(albums.name, 'Debut'))
    expect(debut!.tracksCount).toBe(1)
  })
})
