import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playlistTrack, trackPlays } from '../../../src/server/db/schema/index'
import { PlayerTracksResponseSchema, type PlayerTracksBody } from '../../../src/shared/contracts/player'
import { like, newAlbum, newArtist, newChannel, newPlaylist, newRole, newTrack, newUser, seedCatalogueRoles } from '../../helpers/factories'
import { AS_USER, buildCatalogueApp, type CatalogueTestApp } from './catalogue-app'

describe('POST player/tracks (queue paging)', () => {
  let t: CatalogueTestApp
  let userId: number
  let otherId: number
  /** A user whose role holds users.view (the spec's default users role does). */
  let viewerId: number
  let artistId: number
  let albumId: number
  let albumTracks: number[]
  let playlistId: number
  let liked: number[]

  beforeAll(async () => {
    t = await buildCatalogueApp()
    const roles = await seedCatalogueRoles(t.db)
    userId = (await newUser(t.db, { roleId: roles.users.id })).id
    otherId = (await newUser(t.db, { roleId: roles.users.id })).id
    viewerId = (await newUser(t.db, { roleId: (await newRole(t.db, 'profile viewers', ['music.view', 'users.view'])).id })).id
    artistId = (await newArtist(t.db)).id
    albumId = (await newAlbum(t.db, [artistId])).id
    albumTracks = []
    // Inserted out of order: numbers decide the queue; two share a number, one has none.
    const numbers = [5, 1, 3, 2, 4, 3, null, 6, 7, 8, 9, 10]
    for (const [i, number] of numbers.entries()) {
      albumTracks.push((await newTrack(t.db, [artistId], { albumId, number, plays: (i * 7) % 11 })).id)
    }
    playlistId = (await newPlaylist(t.db, userId, [])).id
    for (const [pos, idx] of [4, 2, 9, 0].entries()) {
      await t.db.insert(playlistTrack).values({ playlistId, trackId: albumTracks[idx]!, position: pos + 1 })
    }
    liked = [albumTracks[1]!, albumTracks[5]!, albumTracks[8]!]
    for (const [i, id] of liked.entries()) await like(t.db, userId, 'track', id, new Date(Date.UTC(2026, 0, 1 + i)))
    for (const [i, id] of [albumTracks[0]!, albumTracks[3]!, albumTracks[0]!].entries()) {
      await t.db.insert(trackPlays).values({ userId, trackId: id, createdAt: new Date(Date.UTC(2026, 1, 1, 0, 0, i)) })
    }
    await newChannel(t.db, 'popular-tracks', { contentType: 'autoUpdate', autoUpdateMethod: 'topTracks', contentModel: 'track' })
  })
  afterAll(async () => {
    await t.close()
  })

  async function page(body: PlayerTracksBody, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/player/tracks', payload: body, headers })
    expect(res.statusCode).toBe(200)
    return PlayerTracksResponseSchema.parse(res.json()).tracks
  }

  /** Walks the whole queue in pages of `size`, using the last track of each page as the cursor. */
  async function walk(queueId: string, size: number, headers: Record<string, string> = {}) {
    const ids: number[] = []
    let last: number | null = null
    for (let i = 0; i < 20; i++) {
      const tracks = await page({ queueId, perPage: size, lastTrack: last }, headers)
      ids.push(...tracks.map((x) => x.id))
      if (tracks.length < size) break
      last = tracks.at(-1)!.id
    }
    return ids
  }

  it('album queue follows track numbers with no duplicates or gaps across pages', async () => {
    const full = await page({ queueId: `album.${albumId}.*`, perPage: 100 })
    expect(full.map((x) => x.number)).toEqual([1, 2, 3, 3, 4, 5, 6, 7, 8, 9, 10, null])
    expect(await walk(`album.${albumId}.*`, 3)).toEqual(full.map((x) => x.id))
    // The client may send the whole track object as the cursor.
    const after = await page({ queueId: `album.${albumId}.*`, perPage: 2, lastTrack: { id: full[1]!.id, name: 'x' } })
    expect(after.map((x) => x.id)).toEqual([full[2]!.id, full[3]!.id])
  })

  it('artist queue is by popularity; playlist queue by position', async () => {
    const full = await page({ queueId: `artist.${artistId}.*`, perPage: 100 })
    const plays = full.map((x) => x.plays)
    expect([...plays].sort((a, b) => b - a)).toEqual(plays)
    expect(await walk(`artist.${artistId}.*`, 5)).toEqual(full.map((x) => x.id))
    const pl = await walk(`playlist.${playlistId}.*`, 3)
    expect(pl).toEqual([4, 2, 9, 0].map((i) => albumTracks[i]))
  })

  it('user likes and play history are keyset-paged; history is private', async () => {
    const me = { [AS_USER]: String(userId) }
    expect(await walk('user.me.likes', 2, me)).toEqual([...liked].reverse())
    expect(await walk(`user.${userId}.playHistory`, 1, me)).toEqual([albumTracks[0], albumTracks[3]])
    const as = (queueId: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/v1/player/tracks', payload: { queueId }, headers })
    // Another user's history stays theirs, whatever the viewer's permissions.
    expect((await as(`user.${userId}.playHistory`, { [AS_USER]: String(viewerId) })).statusCode).toBe(403)
    expect((await as(`user.${userId}.playHistory`)).statusCode).toBe(401)
    expect((await as('user.me.likes')).statusCode).toBe(401)
  })

  it('pages another user\'s liked tracks under the liked-tracks list rule: the owner or users.view', async () => {
    const other = { [AS_USER]: String(otherId) }
    const viewer = { [AS_USER]: String(viewerId) }
    const queue = `user.${userId}.likes`
    // Without users.view the list and its queue are both refused.
    expect((await t.app.inject({ url: `/api/v1/users/${userId}/liked-tracks`, headers: other })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/player/tracks', payload: { queueId: queue }, headers: other })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/player/tracks', payload: { queueId: queue } })).statusCode).toBe(403)
    // With it, both answer the same tracks in the same order.
    const list = await t.app.inject({ url: `/api/v1/users/${userId}/liked-tracks`, headers: viewer })
    expect(list.statusCode).toBe(200)
    const listed = (list.json() as { pagination: { data: { id: number }[] } }).pagination.data.map((x) => x.id)
    expect(await walk(queue, 2, viewer)).toEqual(listed)
    expect(listed).toEqual([...liked].reverse())
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/player/tracks', payload: { queueId: 'user.999999.likes' }, headers: viewer })
    expect(unknown.statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/v1/users/999999/liked-tracks', headers: viewer })).statusCode).toBe(404)
  })

  it('channel queues continue after the last track; radio queues page the recommendations; bad input 422', async () => {
    const first = await page({ queueId: 'channel.popular-tracks.*', perPage: 4 })
    const next = await page({ queueId: 'channel.popular-tracks.*', perPage: 4, lastTrack: first.at(-1)!.id })
    expect(new Set([...first, ...next].map((x) => x.id)).size).toBe(8)
    const radioIds = (await t.app.inject({ url: `/api/v1/radio/artist/${artistId}` })).json().recommendations.map((x: { id: number }) => x.id)
    const radioFirst = await page({ queueId: `artist.${artistId}.radio`, perPage: 2 })
    const radioNext = await page({ queueId: `artist.${artistId}.radio`, perPage: 2, lastTrack: radioFirst.at(-1)!.id })
    expect(radioIds.length).toBeGreaterThan(2)
    expect([...radioFirst, ...radioNext].map((x) => x.id)).toEqual(radioIds.slice(0, 4))
    const badRadio = await t.app.inject({ method: 'POST', url: '/api/v1/player/tracks', payload: { queueId: `playlist.1.radio` } })
    expect(badRadio.statusCode).toBe(404)
    const tooMany = await t.app.inject({ method: 'POST', url: '/api/v1/player/tracks', payload: { queueId: `album.${albumId}.*`, perPage: 101 } })
    expect(tooMany.statusCode).toBe(422)
    const badId = await t.app.inject({ method: 'POST', url: '/api/v1/player/tracks', payload: { queueId: 'album..*' } })
    expect(badId.statusCode).toBe(422)
    expect(await page({ queueId: 'album.999999.*' })).toEqual([])
  })

  it('defaults to 30 per page', async () => {
    expect((await page({ queueId: `album.${albumId}.*` })).length).toBe(12)
  })
})
