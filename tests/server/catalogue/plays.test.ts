import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { albums, artists, playlists, trackPlays, tracks } from '../../../src/server/db/schema/index'
import { PlayHistoryResponseSchema, PlayLogResponseSchema } from '../../../src/shared/contracts/player'
import { newAlbum, newArtist, newPlaylist, newTrack, newUser, seedCatalogueRoles } from '../../helpers/factories'
import { AS_USER, buildCatalogueApp, type CatalogueTestApp } from './catalogue-app'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

describe('play logging and history', () => {
  let t: CatalogueTestApp
  let roles: Awaited<ReturnType<typeof seedCatalogueRoles>>
  let userId: number
  let otherId: number
  let adminId: number
  let a1: number
  let a2: number
  let albumId: number
  let trackId: number
  let playlistId: number

  beforeAll(async () => {
    // Behind a trusted proxy, so the edge's country header is believed.
    t = await buildCatalogueApp({ TRUST_PROXY: '1' })
    roles = await seedCatalogueRoles(t.db)
    userId = (await newUser(t.db, { roleId: roles.users.id })).id
    otherId = (await newUser(t.db, { roleId: roles.users.id })).id
    adminId = (await newUser(t.db, { roleId: roles.admin.id })).id
    a1 = (await newArtist(t.db)).id
    a2 = (await newArtist(t.db)).id
    albumId = (await newAlbum(t.db, [a1])).id
    trackId = (await newTrack(t.db, [a1, a2], { albumId, number: 1 })).id
    playlistId = (await newPlaylist(t.db, userId, [trackId])).id
  })
  afterAll(async () => {
    await t.close()
  })

  const log = (headers: Record<string, string>, queueId = 'album.1.*', id = trackId) =>
    t.app.inject({ method: 'POST', url: `/api/v1/tracks/plays/${id}/log`, headers: { 'user-agent': IPHONE, ...headers }, payload: { queueId } })

  const counters = async () => {
    const [tr] = await t.db.select({ plays: tracks.plays }).from(tracks).where(eq(tracks.id, trackId))
    const [al] = await t.db.select({ plays: albums.plays }).from(albums).where(eq(albums.id, albumId))
    const ar = await t.db.select({ id: artists.id, plays: artists.plays }).from(artists)
    const [pl] = await t.db.select({ plays: playlists.plays }).from(playlists).where(eq(playlists.id, playlistId))
    return { track: tr!.plays, album: al!.plays, artists: ar.map((a) => a.plays), playlist: pl!.plays }
  }

  it('logs a play once per minute per user and increments every counter once', async () => {
    const first = await log({ [AS_USER]: String(userId) }, `playlist.${playlistId}.*`)
    expect(first.statusCode).toBe(200)
    expect(PlayLogResponseSchema.parse(first.json())).toEqual({ status: 'success', logged: true })
    const second = await log({ [AS_USER]: String(userId) }, `playlist.${playlistId}.*`)
    expect(PlayLogResponseSchema.parse(second.json()).logged).toBe(false)
    expect(await counters()).toEqual({ track: 1, album: 1, artists: [1, 1], playlist: 1 })

    const rows = await t.db.select().from(trackPlays).where(eq(trackPlays.userId, userId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ trackId, device: 'mobile', platform: 'ios', browser: 'mobile safari', location: 'local' })

    t.clock.advance(61_000)
    const third = await log({ [AS_USER]: String(userId), 'cf-ipcountry': 'FR' })
    expect(PlayLogResponseSchema.parse(third.json()).logged).toBe(true)
    // Not a playlist queue: the playlist counter stays.
    expect(await counters()).toEqual({ track: 2, album: 2, artists: [2, 2], playlist: 1 })
    const [latest] = await t.db.select().from(trackPlays).where(eq(trackPlays.location, 'fr'))
    expect(latest?.userId).toBe(userId)
  })

  it('dedupes guests by their visitor cookie', async () => {
    const first = await log({})
    expect(first.statusCode).toBe(200)
    const cookie = first.cookies.find((c) => c.name === 'encore_vid')
    expect(cookie?.httpOnly).toBe(true)
    const again = await log({ cookie: `encore_vid=${cookie!.value}` })
    expect(PlayLogResponseSchema.parse(again.json()).logged).toBe(false)
    const guestRows = await t.db.select().from(trackPlays).where(eq(trackPlays.trackId, trackId))
    expect(guestRows.filter((r) => r.userId === null)).toHaveLength(1)
    expect(guestRows.find((r) => r.userId === null)?.guestId).toMatch(/^[0-9a-f]{64}$/)
  })

  it('counts parallel duplicate logs once', async () => {
    const cookie = 'encore_vid=parallel-visitor-0123456789'
    const before = (await counters()).track
    const results = await Promise.all([1, 2, 3].map(() => log({ cookie })))
    expect(results.map((r) => PlayLogResponseSchema.parse(r.json()).logged).filter(Boolean)).toHaveLength(1)
    expect((await counters()).track).toBe(before + 1)
  })

  it('refuses unknown tracks, bad ids and bad queue ids', async () => {
    expect((await log({}, 'album.1.*', 99999)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/tracks/plays/abc/log', payload: {} })).statusCode).toBe(422)
    expect((await log({}, 'nonsense')).statusCode).toBe(422)
  })

  it('returns own history newest first, me allowed, others forbidden unless admin', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/tracks/plays/me', headers: { [AS_USER]: String(userId) } })
    expect(me.statusCode).toBe(200)
    const body = PlayHistoryResponseSchema.parse(me.json())
    expect(body.pagination.data.map((d) => d.id)).toEqual([trackId, trackId])
    expect(body.pagination.per_page).toBe(30)
    expect(body.pagination.data[0]!.added_at! > body.pagination.data[1]!.added_at!).toBe(true)

    const other = await t.app.inject({ method: 'GET', url: `/api/v1/tracks/plays/${userId}`, headers: { [AS_USER]: String(otherId) } })
    expect(other.statusCode).toBe(403)
    const guest = await t.app.inject({ method: 'GET', url: `/api/v1/tracks/plays/${userId}` })
    expect(guest.statusCode).toBe(401)
    const admin = await t.app.inject({ method: 'GET', url: `/api/v1/tracks/plays/${userId}?paginate=lengthAware`, headers: { [AS_USER]: String(adminId) } })
    expect(PlayHistoryResponseSchema.parse(admin.json()).pagination.total).toBe(2)
  })
})
