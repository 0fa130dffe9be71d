import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { albums, artists, modelViews, profileLinks } from '../../../src/server/db/schema/index'
import { makeCatalogueMetaResolver, makeRelationsRepo } from '../../../src/server/modules/catalogue/index'
import { AlbumResponseSchema, AlbumsPageResponseSchema } from '../../../src/shared/contracts/albums'
import { ArtistResponseSchema, LandingArtistsResponseSchema } from '../../../src/shared/contracts/artists'
import { LyricsResponseSchema } from '../../../src/shared/contracts/lyrics'
import { TagAlbumsResponseSchema, TagTracksResponseSchema } from '../../../src/shared/contracts/tags'
import { TrackResponseSchema, TracksPageResponseSchema } from '../../../src/shared/contracts/tracks'
import { UsersPageResponseSchema } from '../../../src/shared/contracts/user-ref'
import { WaveResponseSchema } from '../../../src/shared/contracts/wave'
import {
  attachGenre,
  attachTag,
  like,
  newAlbum,
  newArtist,
  newArtistProfile,
  newComment,
  newGenre,
  newLyric,
  newTag,
  newTrack,
  newUser,
  seedCatalogueRoles,
  setSetting,
} from '../../helpers/factories'
import { AS_USER, buildCatalogueApp, type CatalogueTestApp } from './catalogue-app'

describe('catalogue detail endpoints', () => {
  let t: CatalogueTestApp
  let roles: Awaited<ReturnType<typeof seedCatalogueRoles>>
  let main: number
  let guest: number
  let similarA: number
  let bigAlbum: number
  let single: number
  let oldAlbum: number
  let trackIds: number[]
  let userId: number
  let adminId: number

  beforeAll(async () => {
    t = await buildCatalogueApp()
    roles = await seedCatalogueRoles(t.db)
    userId = (await newUser(t.db, { roleId: roles.users.id })).id
    adminId = (await newUser(t.db, { roleId: roles.admin.id })).id
    main = (await newArtist(t.db, { name: 'Main', views: 5 })).id
    guest = (await newArtist(t.db, { name: 'Guest', views: 50 })).id
    similarA = (await newArtist(t.db, { name: 'Similar' })).id
    const unrelated = (await newArtist(t.db, { name: 'Unrelated' })).id
    const [rock, jazz] = [await newGenre(t.db, { name: 'rock' }), await newGenre(t.db, { name: 'jazz' })]
    for (const [g, a] of [
      [rock.id, main],
      [jazz.id, main],
      [rock.id, similarA],
      [jazz.id, similarA],
      [rock.id, guest],
    ] as const) {
      await attachGenre(t.db, g, 'artist', a)
    }
    void unrelated
    await newArtistProfile(t.db, main)
    await t.db.insert(profileLinks).values({ url: 'example.com/main', title: 'Site', linkeableId: main, linkeableType: 'artist' })

    single = (await newAlbum(t.db, [main], { name: 'Newest single', releaseDate: '2026-01-01', image: 'storage/track_image/s.png' })).id
    bigAlbum = (await newAlbum(t.db, [main, guest], { name: 'Big', releaseDate: '2020-01-01', image: 'storage/track_image/big.png' })).id
    oldAlbum = (await newAlbum(t.db, [main], { name: 'Old', releaseDate: '2010-01-01' })).id
    trackIds = []
    for (let n = 1; n <= 6; n++) {
      const artistsOf = n === 2 ? [guest, main] : [main]
      trackIds.push((await newTrack(t.db, artistsOf, { albumId: bigAlbum, number: 7 - n, plays: n * 10, src: 'storage/track_media/a.wav', description: n === 1 ? 'Recorded live' : null })).id)
    }
    await newTrack(t.db, [main], { albumId: single, number: 1, plays: 0, image: 'storage/track_image/own.png' })
    const tag = await newTag(t.db, { name: 'chill' })
    await attachTag(t.db, tag.id, 'album', bigAlbum)
    await attachTag(t.db, tag.id, 'track', trackIds[0]!)
    await attachGenre(t.db, rock.id, 'album', bigAlbum)
    await like(t.db, userId, 'artist', main)
    await like(t.db, adminId, 'artist', main)
    await like(t.db, userId, 'track', trackIds[0]!)
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers })

  it('artist page: top tracks, similar, profile, albums with >=5 tracks first, counted view', async () => {
    const res = await get(`artists/${main}?loader=artistPage`)
    expect(res.statusCode).toBe(200)
    const body = ArtistResponseSchema.parse(res.json())
    expect(body.loader).toBe('artistPage')
    expect(body.selectedAlbumLayout).toBe('list')
    const { artist } = body
    expect(artist.model_type).toBe('artist')
    expect(artist.top_tracks!.map((x) => x.plays)).toEqual([60, 50, 40, 30, 20, 10, 0])
    expect(artist.similar!.map((a) => a.name)).toEqual(['Similar', 'Guest'])
    expect(artist.genres!.map((g) => g.name)).toEqual(['jazz', 'rock'])
    expect(artist.profile).toEqual({ description: 'Bio', city: 'Lyon', country: 'France' })
    expect(artist.links![0]!.url).toBe('https://example.com/main')
    expect(artist.likes_count).toBe(2)
    expect(body.albums!.data.map((a) => a.id)).toEqual([bigAlbum, single, oldAlbum])
    expect(body.albums!.data[0]!.tracks).toHaveLength(6)
    // Hidden fields stay out for third-party clients.
    expect(artist.top_tracks![0]).not.toHaveProperty('src')

    const [row] = await t.db.select({ views: artists.views }).from(artists).where(eq(artists.id, main))
    expect(row!.views).toBe(6)
    const cookie = res.cookies.find((c) => c.name === 'encore_vid')!
    await get(`artists/${main}`, { cookie: `encore_vid=${cookie.value}` })
    const [again] = await t.db.select({ views: artists.views }).from(artists).where(eq(artists.id, main))
    expect(again!.views).toBe(6)
    t.clock.advance(10 * 3600 * 1000 + 1000)
    await get(`artists/${main}`, { cookie: `encore_vid=${cookie.value}` })
    const [later] = await t.db.select({ views: artists.views }).from(artists).where(eq(artists.id, main))
    expect(later!.views).toBe(7)
    expect((await t.db.select().from(modelViews).where(eq(modelViews.modelId, main))).length).toBe(1)
  })

  it('artist album layout comes from the cookie, then the setting; grid pages 25 without tracks', async () => {
    const grid = ArtistResponseSchema.parse((await get(`artists/${main}?loader=artistPage`, { cookie: 'artistPage-albumLayout=grid' })).json())
    expect(grid.selectedAlbumLayout).toBe('grid')
    expect(grid.albums!.per_page).toBe(25)
    expect(grid.albums!.data[0]!.tracks).toBeUndefined()
    await setSetting(t.db, 'player.default_artist_view', 'grid')
    expect(ArtistResponseSchema.parse((await get(`artists/${main}`)).json()).selectedAlbumLayout).toBe('grid')
  })

  it('artist tabs: tracks (20/page with counts), albums paging, followers (25/page)', async () => {
    const tracksRes = TracksPageResponseSchema.parse((await get(`artists/${main}/tracks`)).json())
    expect(tracksRes.pagination.per_page).toBe(20)
    expect(tracksRes.pagination.data[0]).toMatchObject({ plays: 60, likes_count: 0, reposts_count: 0, plays_count: 60 })
    const albums1 = AlbumsPageResponseSchema.parse((await get(`artists/${main}/albums?perPage=2`)).json()).pagination
    const albums2 = AlbumsPageResponseSchema.parse((await get(`artists/${main}/albums?perPage=2&page=2`)).json()).pagination
    expect([...albums1.data, ...albums2.data].map((a) => a.id)).toEqual([bigAlbum, single, oldAlbum])
    expect(albums1.next_page).toBe(2)
    expect(albums2.next_page).toBeNull()
    const followers = UsersPageResponseSchema.parse((await get(`artists/${main}/followers`)).json()).pagination
    expect(followers.per_page).toBe(25)
    expect(followers.data.map((u) => u.id).sort()).toEqual([userId, adminId].sort())
    expect((await get('artists/999999')).statusCode).toBe(404)
    expect((await get('artists/nope')).statusCode).toBe(422)
  })

  it('album page: artists primary first, tracks by number with popularity, tags, genres, counts', async () => {
    const res = await get(`albums/${bigAlbum}?loader=albumPage`, { 'x-encore-client': 'web' })
    expect(res.statusCode).toBe(200)
    const { album, loader } = AlbumResponseSchema.parse(res.json())
    expect(loader).toBe('albumPage')
    expect(album.artists!.map((a) => [a.id, a.primary])).toEqual([
      [main, true],
      [guest, false],
    ])
    expect(album.tracks!.map((x) => x.number)).toEqual([1, 2, 3, 4, 5, 6])
    expect(album.tracks!.map((x) => x.popularity)).toEqual([100, 83, 67, 50, 33, 17])
    expect(album.tracks![4]!.artists!.map((a) => a.id)).toEqual([guest, main])
    expect(album.tracks![0]!.image).toBe('storage/track_image/big.png')
    expect(album.tracks![0]!.src).toBe('storage/track_media/a.wav')
    expect(album.tags!.map((x) => x.name)).toEqual(['chill'])
    expect(album.genres!.map((x) => x.name)).toEqual(['rock'])
    expect(album).toMatchObject({ tracks_count: 6, likes_count: 0, model_type: 'album' })
    const [row] = await t.db.select({ views: albums.views }).from(albums).where(eq(albums.id, bigAlbum))
    expect(row!.views).toBe(1)
    expect((await get('albums/0')).statusCode).toBe(422)
    expect((await get('albums/424242')).statusCode).toBe(404)
  })

  it('album popularity is 50 when nothing was played', async () => {
    const { album } = AlbumResponseSchema.parse((await get(`albums/${single}?loader=albumEmbed`)).json())
    expect(album.tracks!.map((x) => x.popularity)).toEqual([50])
    expect(album.tracks![0]!.image).toBe('storage/track_image/own.png')
  })

  it('track page: artists, tags, genres, counts and the album with its tracks; admins see src', async () => {
    const res = await get(`tracks/${trackIds[0]}?loader=trackPage`, { [AS_USER]: String(adminId) })
    const { track } = TrackResponseSchema.parse(res.json())
    expect(track).toMatchObject({ id: trackIds[0], likes_count: 1, comments_count: 0, src: 'storage/track_media/a.wav' })
    expect(track.tags!.map((x) => x.name)).toEqual(['chill'])
    expect(track.album!.tracks).toHaveLength(6)
    expect(track.image).toBe('storage/track_image/big.png')
    // What the artist entered shows on the track page only (issue 28); other payloads keep it hidden.
    expect(track.description).toBe('Recorded live')
    const plain = TrackResponseSchema.parse((await get(`tracks/${trackIds[0]}`)).json()).track
    expect(plain).not.toHaveProperty('description')
    expect(plain.album!.tracks).toBeUndefined()
    expect(plain).not.toHaveProperty('src')
    expect((await get('tracks/31337')).statusCode).toBe(404)
  })

  it('wave: 404 without a file, then bars and one root comment per position', async () => {
    const id = trackIds[0]!
    expect((await get(`tracks/${id}/wave`)).statusCode).toBe(404)
    await t.storage.put(`waves/${id}.json`, Buffer.from(JSON.stringify([[0, 1, 3, 20], [4, 2, 3, 18]])))
    await newComment(t.db, userId, id, 10)
    await newComment(t.db, adminId, id, 10)
    await newComment(t.db, userId, id, 40)
    const root = await newComment(t.db, userId, id, 70)
    await newComment(t.db, adminId, id, 80, { parentId: root.id })
    const body = WaveResponseSchema.parse((await get(`tracks/${id}/wave`)).json())
    expect(body.waveData).toEqual([[0, 1, 3, 20], [4, 2, 3, 18]])
    expect(body.comments.map((c) => c.position)).toEqual([10, 40, 70])
    expect(body.comments[0]!.user.name).toMatch(/Test$/)
    // Without comments.view the wave still loads, without comments.
    const noComments = await newUser(t.db, { roleId: roles.downloaders.id })
    const bare = WaveResponseSchema.parse((await get(`tracks/${id}/wave`, { [AS_USER]: String(noComments.id) })).json())
    expect(bare.comments).toEqual([])
    expect(bare.waveData).toHaveLength(2)
  })

  it('lyrics: synced LRC parsed, 404 when none, lyrics.view required', async () => {
    await newLyric(t.db, trackIds[1]!, { text: '[00:01.00]Hello\n[00:03.50]World', isSynced: true, duration: 120 })
    const res = await get(`tracks/${trackIds[1]}/lyrics?duration=118`)
    expect(LyricsResponseSchema.parse(res.json())).toEqual({
      status: 'success',
      is_synced: true,
      duration: 120,
      lines: [
        { time: 1, text: 'Hello' },
        { time: 3.5, text: 'World' },
      ],
    })
    expect((await get(`tracks/${trackIds[2]}/lyrics`)).statusCode).toBe(404)
    const noLyricsRole = await newUser(t.db, { roleId: roles.downloaders.id })
    expect((await get(`tracks/${trackIds[1]}/lyrics`, { [AS_USER]: String(noLyricsRole.id) })).statusCode).toBe(403)
  })

  it('tag pages list tracks and albums 15 per page; unknown tag 404', async () => {
    const tracksRes = TagTracksResponseSchema.parse((await get('tags/chill/tracks')).json())
    expect(tracksRes.tag.name).toBe('chill')
    expect(tracksRes.pagination.per_page).toBe(15)
    expect(tracksRes.pagination.data.map((x) => x.id)).toEqual([trackIds[0]])
    const albumsRes = TagAlbumsResponseSchema.parse((await get('tags/chill/albums')).json())
    expect(albumsRes.pagination.data.map((x) => x.id)).toEqual([bigAlbum])
    expect((await get('tags/nope/tracks')).statusCode).toBe(404)
  })

  it('landing artists: 8 by views', async () => {
    const body = LandingArtistsResponseSchema.parse((await get('landing/artists')).json())
    expect(body.artists[0]!.name).toBe('Guest')
    expect(body.artists.length).toBeLessThanOrEqual(8)
  })

  it('refuses catalogue reads without music.view', async () => {
    const nobody = await newUser(t.db)
    expect((await get(`albums/${bigAlbum}`, { [AS_USER]: String(nobody.id) })).statusCode).toBe(403)
    expect((await get(`artists/${main}`, { [AS_USER]: String(nobody.id) })).statusCode).toBe(403)
    expect((await get(`tracks/${trackIds[0]}`, { [AS_USER]: String(nobody.id) })).statusCode).toBe(403)
  })

  it('resolves SSR meta for album, artist and track pages', async () => {
    const meta = makeCatalogueMetaResolver(makeRelationsRepo(t.db))
    expect(await meta(`/album/${bigAlbum}/main/big`)).toEqual({
      title: 'Big - Main, Guest',
      description: 'Big (2020), an album by Main, Guest.',
      image: '/storage/track_image/big.png',
      // The cover the album page shows first and largest, preloaded from the head (issue 16).
      lcpImage: { src: '/storage/track_image/big.png', size: 240 },
    })
    expect((await meta(`/artist/${main}/main`))?.title).toBe('Main')
    expect(await meta(`/track/${trackIds[0]}/x`)).toMatchObject({ lcpImage: { src: '/storage/track_image/big.png', size: 240 } })
    const embed = await meta(`/track/${trackIds[0]}/x/embed`)
    expect(embed).toMatchObject({ title: expect.stringMatching(/^Track \d+ - Main$/), image: '/storage/track_image/big.png' })
    // An embed draws its own smaller cover: the page's is not preloaded there.
    expect(embed?.lcpImage).toBeUndefined()
    expect(await meta('/album/999999/x')).toBeNull()
    expect(await meta('/library')).toBeNull()
  })

  it('every id route has the one int4 id rule and message (issue 16)', async () => {
    const tooBig = { message: 'The id must be at most 2147483647.', errors: { id: ['The id must be at most 2147483647.'] } }
    // Signed in: users/{id} and deletes refuse a guest before validating (401), so a user meets the id rule.
    const headers = { [AS_USER]: String((await newUser(t.db, { roleId: roles.users.id })).id) }
    for (const url of ['/api/v1/albums/2147483648', '/api/v1/artists/99999999999999999999', '/api/v1/tracks/2147483648', '/api/v1/users/2147483648']) {
      const res = await t.app.inject({ url, headers })
      expect(res.statusCode, url).toBe(422)
      expect(res.json(), url).toEqual(tooBig)
    }
    expect((await t.app.inject({ url: '/api/v1/albums/2147483647' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/v1/albums/abc' })).json().errors).toEqual({ id: ['The id must be a number.'] })
    const list = await t.app.inject({ method: 'DELETE', url: '/api/v1/tracks/1,2147483648', headers })
    expect(list.statusCode).toBe(422)
    expect(list.json().errors).toEqual({ 'ids.1': ['The id must be at most 2147483647.'] })
  })
})
