import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { follows, reposts, trackPlays } from '../../../src/server/db/schema/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { attachTag, like, newArtist, newTag, newTrack } from '../../helpers/factories'
import { actingUser, seedMusicRoles, type ActingUser } from '../../helpers/your-music-factories'
import { walkBoth, type KeysetPage } from './keyset-walk'

/**
 * Keyset paging: walking a list by `next_cursor` yields exactly the rows that page numbers yield, in the
 * same order, also when sort keys tie and timestamps differ only in microseconds.
 */
describe('keyset pagination (cursor / next_cursor)', () => {
  let t: TestApp
  let me: ActingUser
  let artistId: number
  const trackIds: number[] = []

  beforeAll(async () => {
    t = await buildTestApp()
    const roles = await seedMusicRoles(t.db)
    me = await actingUser(t.db, roles.users.id)
    artistId = (await newArtist(t.db, { name: 'Keyset Band' })).id
    // 45 tracks with tied play counts: the id breaks ties.
    for (let i = 0; i < 45; i++) trackIds.push((await newTrack(t.db, [artistId], { name: `Song ${i}`, plays: i % 4 })).id)
    for (const id of trackIds.slice(0, 9)) await like(t.db, me.id, 'track', id)
    // Likes 0-3 share one instant; the others are a microsecond apart (a JS Date would lose that).
    await t.db.execute(sql`update likes set created_at = timestamptz '2026-01-01 00:00:00.000001+00' + ((likeable_id % 6) * interval '1 microsecond') where user_id = ${me.id}`)
    for (let i = 0; i < 7; i++) {
      const follower = await actingUser(t.db, roles.users.id)
      await t.db.insert(follows).values({ followerId: follower.id, followedId: me.id })
    }
    await t.db.insert(reposts).values(trackIds.slice(0, 25).map((id) => ({ userId: me.id, repostableId: id, repostableType: 'track' })))
    const tag = await newTag(t.db, { name: 'keyset-tag' })
    for (const id of trackIds.slice(0, 32)) await attachTag(t.db, tag.id, 'track', id)
    await t.db.insert(trackPlays).values(trackIds.slice(0, 35).map((trackId) => ({ userId: me.id, trackId, createdAt: new Date('2026-02-01T00:00:00Z') })))
  })
  afterAll(async () => {
    await t.close()
  })

  async function get(url: string): Promise<KeysetPage> {
    const res = await t.app.inject({ url: `/api/v1${url}`, headers: me.headers })
    expect(res.statusCode, res.body).toBe(200)
    return (res.json() as { pagination: KeysetPage }).pagination
  }

  const walk = (url: string) => walkBoth(get, url)

  it('walks liked tracks in every order', async () => {
    expect((await walk(`/users/${me.id}/liked-tracks?perPage=2`)).sort()).toEqual(trackIds.slice(0, 9).sort())
    await walk(`/users/${me.id}/liked-tracks?perPage=2&orderBy=name&orderDir=asc`)
    await walk(`/users/${me.id}/liked-tracks?perPage=4&orderBy=plays`)
  })

  it('walks artist tracks, user followers, reposts and listening history', async () => {
    expect(await walk(`/artists/${artistId}/tracks`)).toHaveLength(45)
    expect(await walk(`/users/${me.id}/followers?perPage=3`)).toHaveLength(7)
    expect(await walk(`/users/${me.id}/reposts`)).toHaveLength(25)
    expect(await walk(`/tracks/plays/me?perPage=10`)).toHaveLength(35)
    expect(await walk(`/tags/keyset-tag/tracks`)).toHaveLength(32)
  })

  it('refuses a cursor that is not ours or belongs to another order', async () => {
    const bad = await t.app.inject({ url: `/api/v1/users/${me.id}/liked-tracks?cursor=nonsense`, headers: me.headers })
    expect(bad.statusCode).toBe(422)
    const first = await get(`/users/${me.id}/liked-tracks?perPage=2`)
    const mixed = await t.app.inject({
      url: `/api/v1/users/${me.id}/liked-tracks?perPage=2&orderBy=name&cursor=${encodeURIComponent(first.next_cursor!)}`,
      headers: me.headers,
    })
    expect(mixed.statusCode).toBe(422)
  })
})
