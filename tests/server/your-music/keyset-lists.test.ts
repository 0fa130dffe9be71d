import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { albums, tracks } from '../../../src/server/db/schema/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { attachGenre, newAlbum, newArtist, newChannel, newGenre, newPlaylist, newTrack } from '../../helpers/factories'
import { actingUser, seedMusicRoles, type ActingUser } from '../../helpers/your-music-factories'
import { walkBoth, type KeysetPage } from './keyset-walk'

/**
 * Keyset paging of playlist tracks, artist albums, channel content and the genre page (issue 5 scale):
 * walking by `next_cursor` yields exactly what page numbers yield, with tied sort keys, null release
 * dates and microsecond-apart timestamps; orders that cannot seek answer without a cursor.
 */
describe('keyset pagination of playlists, artist albums and channels', () => {
  let t: TestApp
  let me: ActingUser
  let artistId: number
  let playlistId: number
  const trackIds: number[] = []
  const albumIds: number[] = []

  beforeAll(async () => {
    t = await buildTestApp()
    const roles = await seedMusicRoles(t.db)
    me = await actingUser(t.db, roles.users.id)
    artistId = (await newArtist(t.db, { name: 'Keyset Lists Band' })).id
    // 13 albums: release dates tie in threes, two have none; albums 0-3 get 5 tracks (listed first).
    for (let i = 0; i < 13; i++) {
      const releaseDate = i % 6 === 5 ? null : `20${10 + Math.floor(i / 3)}-01-01`
      albumIds.push((await newAlbum(t.db, [artistId], { releaseDate, plays: i % 3 })).id)
    }
    for (let i = 0; i < 23; i++) {
      const albumId = i < 20 ? albumIds[Math.floor(i / 5)]! : albumIds[12]!
      trackIds.push((await newTrack(t.db, [artistId], { name: `Song ${i % 5}`, plays: i % 4, albumId })).id)
    }
    playlistId = (await newPlaylist(t.db, me.id, trackIds)).id
    // Added-at: groups of four share an instant, the groups a microsecond apart.
    await t.db.execute(sql`update playlist_track set created_at = timestamptz '2026-01-01 00:00:00.000001+00' + ((position / 4) * interval '1 microsecond') where playlist_id = ${playlistId}`)

    const genre = await newGenre(t.db, { name: 'keyset-rock' })
    for (let i = 0; i < 9; i++) {
      const id = (await newArtist(t.db, { name: `Rock ${i}`, plays: i % 2 })).id
      if (i !== 4) await attachGenre(t.db, genre.id, 'artist', id)
    }
    await newChannel(t.db, 'genre', { contentType: 'listAll', contentModel: 'artist', contentOrder: 'popularity:desc', restriction: 'genre', restrictionModelId: 'urlParam' })
    await newChannel(t.db, 'popular-albums', { contentType: 'listAll', contentModel: 'album', contentOrder: 'popularity:desc' })
    await newChannel(t.db, 'recent-albums', { contentType: 'listAll', contentModel: 'album', contentOrder: 'created_at:desc' })
    await newChannel(t.db, 'new-albums', { contentType: 'listAll', contentModel: 'album', contentOrder: 'release_date:desc' })
  })
  afterAll(async () => {
    await t.close()
  })

  async function get(url: string): Promise<KeysetPage> {
    const res = await t.app.inject({ url: `/api/v1${url}`, headers: me.headers })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { pagination?: KeysetPage; channel?: { content: KeysetPage } }
    return body.pagination ?? body.channel!.content
  }

  const walk = (url: string) => walkBoth(get, url)

  it('keeps albums.tracks_count in step with the tracks (insert, move, delete)', async () => {
    const count = async (id: number) => (await t.db.select({ n: albums.tracksCount }).from(albums).where(eq(albums.id, id)))[0]!.n
    expect(await count(albumIds[0]!)).toBe(5)
    expect(await count(albumIds[12]!)).toBe(3)
    expect(await count(albumIds[5]!)).toBe(0)
    const moved = await newTrack(t.db, [], { albumId: albumIds[5]! })
    expect(await count(albumIds[5]!)).toBe(1)
    await t.db.update(tracks).set({ albumId: albumIds[6]! }).where(eq(tracks.id, moved.id))
    expect([await count(albumIds[5]!), await count(albumIds[6]!)]).toEqual([0, 1])
    await t.db.update(tracks).set({ name: 'Renamed' }).where(eq(tracks.id, moved.id))
    expect(await count(albumIds[6]!)).toBe(1)
    await t.db.delete(tracks).where(eq(tracks.id, moved.id))
    expect(await count(albumIds[6]!)).toBe(0)
  })

  it('walks playlist tracks in every seekable order', async () => {
    expect(await walk(`/playlists/${playlistId}/tracks?perPage=4`)).toEqual(trackIds)
    expect((await walk(`/playlists/${playlistId}/tracks?perPage=3&orderBy=added_at`)).sort()).toEqual([...trackIds].sort())
    await walk(`/playlists/${playlistId}/tracks?perPage=5&orderBy=added_at&orderDir=asc`)
    await walk(`/playlists/${playlistId}/tracks?perPage=4&orderBy=name`)
    await walk(`/playlists/${playlistId}/tracks?perPage=4&orderBy=plays`)
    await walk(`/playlists/${playlistId}/tracks?perPage=4&orderBy=position&orderDir=desc`)
  })

  it('pages the duration order by offset only (no cursor)', async () => {
    const first = await get(`/playlists/${playlistId}/tracks?perPage=4&orderBy=duration`)
    expect(first.next_page).toBe(2)
    expect(first.next_cursor).toBeUndefined()
  })

  it('walks artist albums: five or more tracks first, then newest release, dateless last', async () => {
    const walked = await walk(`/artists/${artistId}/albums?albumsPerPage=2`)
    expect(walked).toHaveLength(13)
    expect(new Set(walked.slice(0, 4))).toEqual(new Set(albumIds.slice(0, 4)))
    const rest = await t.db.select({ id: albums.id, date: albums.releaseDate }).from(albums)
    const dateOf = new Map(rest.map((r) => [r.id, r.date]))
    const dates = walked.slice(4).map((id) => dateOf.get(id) ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    expect(dates.slice(-1)).toEqual([''])
    // The order key is a trigger-kept copy: a new release date and a fifth track move albums at once.
    await t.db.update(albums).set({ releaseDate: '2099-01-01' }).where(eq(albums.id, albumIds[11]!))
    await newTrack(t.db, [], { albumId: albumIds[12]! })
    await newTrack(t.db, [], { albumId: albumIds[12]! })
    const moved = await walk(`/artists/${artistId}/albums?albumsPerPage=3`)
    expect(new Set(moved.slice(0, 5))).toEqual(new Set([...albumIds.slice(0, 4), albumIds[12]!]))
    expect(moved[5]).toBe(albumIds[11])
  })

  it('walks channel content and the genre page; a release-date channel has no cursor', async () => {
    expect(await walk('/channel/popular-albums?returnContentOnly=true&perPage=3')).toHaveLength(13)
    expect(await walk('/channel/recent-albums?returnContentOnly=true&perPage=4')).toHaveLength(13)
    expect(await walk('/genres/keyset-rock?perPage=3')).toHaveLength(8)
    const dated = await get('/channel/new-albums?returnContentOnly=true&perPage=3')
    expect(dated.next_page).toBe(2)
    expect(dated.next_cursor).toBeUndefined()
  })

  it('refuses a cursor of another list or with keys of the wrong type', async () => {
    const popular = await get('/channel/popular-albums?returnContentOnly=true&perPage=3')
    const other = await t.app.inject({ url: `/api/v1/channel/recent-albums?returnContentOnly=true&perPage=3&page=2&cursor=${popular.next_cursor}`, headers: me.headers })
    expect(other.statusCode).toBe(422)
    const byName = await get(`/playlists/${playlistId}/tracks?perPage=4&orderBy=name`)
    const mixed = await t.app.inject({ url: `/api/v1/playlists/${playlistId}/tracks?perPage=4&orderBy=plays&cursor=${byName.next_cursor}`, headers: me.headers })
    expect(mixed.statusCode).toBe(422)
    const forged = Buffer.from(JSON.stringify(['1', '2020-01-01', 3])).toString('base64url')
    expect((await t.app.inject({ url: `/api/v1/artists/${artistId}/albums?cursor=${forged}`, headers: me.headers })).statusCode).toBe(422)
  })
})
