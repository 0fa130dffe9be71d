import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { follows, profileLinks, reposts, userProfiles, users } from '../../../src/server/db/schema/index'
import {
  FollowedIdsResponseSchema,
  PeoplePageResponseSchema,
  RepostsResponseSchema,
  RepostToggleResponseSchema,
  UserProfileResponseSchema,
} from '../../../src/shared/contracts/profiles'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { newAlbum, newArtist, newTrack } from '../../helpers/factories'
import { actingUser, seedMusicRoles, type ActingUser } from '../../helpers/your-music-factories'

describe('people: profiles, follows, reposts', () => {
  let t: TestApp
  let me: ActingUser
  let other: ActingUser
  let trackId: number
  let albumId: number

  beforeAll(async () => {
    t = await buildTestApp()
    const roles = await seedMusicRoles(t.db)
    me = await actingUser(t.db, roles.users.id, 'Ada')
    other = await actingUser(t.db, roles.users.id, 'Grace')
    const artist = await newArtist(t.db)
    albumId = (await newAlbum(t.db, [artist.id])).id
    await newTrack(t.db, [artist.id], { albumId })
    trackId = (await newTrack(t.db, [artist.id])).id
  })
  afterAll(async () => {
    await t.close()
  })

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, who?: ActingUser, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: who?.headers ?? {}, ...(payload !== undefined ? { payload } : {}) })

  it('updates the own profile, replacing links wholesale', async () => {
    const first = await req('PUT', 'users/profile/update', me, {
      user: { first_name: 'Ada', last_name: 'Lovelace' },
      profile: { description: 'Counting machines', city: 'London', country: 'UK' },
      links: [{ url: 'example.com/ada', title: 'Home' }, { url: 'https://x.test/a' }],
    })
    expect(first.statusCode).toBe(200)
    const second = await req('PUT', 'users/profile/update', me, { links: [{ url: 'https://only.test', title: 'Only' }] })
    expect(second.statusCode).toBe(200)
    const { user } = UserProfileResponseSchema.parse(second.json())
    expect(user).toMatchObject({ name: 'Ada Lovelace', profile: { city: 'London', country: 'UK' } })
    expect(user.links.map((l) => l.url)).toEqual(['https://only.test'])
    const stored = await t.db.select().from(profileLinks).where(eq(profileLinks.linkeableId, me.id))
    expect(stored).toHaveLength(1)
    const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.userId, me.id))
    expect(profile!.description).toBe('Counting machines')
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id))
    expect(row!.lastName).toBe('Lovelace')
    expect((await req('PUT', 'users/profile/update', undefined, { links: [] })).statusCode).toBe(401)
    expect((await req('PUT', 'users/profile/update', me, { profile: { city: 'X' } })).statusCode).toBe(422)
  })

  it('prefixes https:// on links stored without a scheme', async () => {
    await req('PUT', 'users/profile/update', me, { links: [{ url: 'example.com/ada', title: 'Home' }] })
    const { user } = UserProfileResponseSchema.parse((await req('GET', `user-profile/${me.id}`, other)).json())
    expect(user.links[0]!.url).toBe('https://example.com/ada')
  })

  it('refuses javascript: and data: profile links with the artists\' message, and never shows one stored before', async () => {
    for (const url of ['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x']) {
      const res = await req('PUT', 'users/profile/update', me, { links: [{ url, title: 'Bad' }] })
      expect(res.statusCode).toBe(422)
      expect(JSON.stringify(res.json().errors)).toContain('Must be an http(s) address.')
    }
    expect((await req('PUT', 'users/profile/update', me, { links: [{ url: 'mailto:ada@example.com' }] })).statusCode).toBe(200)
    // A row stored before the rule held is left out of the profile rather than reaching an href.
    await t.db.insert(profileLinks).values({ url: 'javascript:alert(1)', title: 'Old', linkeableId: me.id, linkeableType: 'user' })
    const { user } = UserProfileResponseSchema.parse((await req('GET', `user-profile/${me.id}`, other)).json())
    expect(user.links.map((l) => l.url)).toEqual(['mailto:ada@example.com'])
  })

  it('follows and unfollows idempotently, never yourself, with counts and lists', async () => {
    expect((await req('POST', `users/${other.id}/follow`, me)).statusCode).toBe(200)
    expect((await req('POST', `users/${other.id}/follow`, me)).statusCode).toBe(200)
    expect(await t.db.select().from(follows).where(eq(follows.followerId, me.id))).toHaveLength(1)
    expect((await req('POST', `users/${me.id}/follow`, me)).statusCode).toBe(422)
    expect((await req('POST', 'users/999999/follow', me)).statusCode).toBe(404)
    expect((await req('POST', `users/${other.id}/follow`)).statusCode).toBe(401)

    const profile = UserProfileResponseSchema.parse((await req('GET', `user-profile/${other.id}?loader=userProfilePage`)).json())
    expect(profile.user).toMatchObject({ followers_count: 1, followed_users_count: 0 })
    expect(profile.loader).toBe('userProfilePage')
    const followers = PeoplePageResponseSchema.parse((await req('GET', `users/${other.id}/followers`)).json())
    expect(followers.pagination.data.map((u) => u.id)).toEqual([me.id])
    const followed = PeoplePageResponseSchema.parse((await req('GET', 'users/me/followed-users', me)).json())
    expect(followed.pagination.data.map((u) => u.id)).toEqual([other.id])
    const ids = FollowedIdsResponseSchema.parse((await req('GET', 'users/me/followed-users/ids', me)).json())
    expect(ids.ids).toEqual([other.id])

    expect((await req('POST', `users/${other.id}/unfollow`, me)).statusCode).toBe(200)
    expect((await req('POST', `users/${other.id}/unfollow`, me)).statusCode).toBe(200)
    expect(await t.db.select().from(follows).where(eq(follows.followerId, me.id))).toHaveLength(0)
  })

  it('toggles reposts and lists them newest first, albums with tracks', async () => {
    const added = RepostToggleResponseSchema.parse((await req('POST', 'reposts/toggle', me, { repostable_id: trackId, repostable_type: 'track' })).json())
    expect(added.action).toBe('added')
    expect(added.repost).toMatchObject({ repostable_id: trackId, repostable_type: 'track', user_id: me.id })
    await t.db
      .update(reposts)
      .set({ createdAt: new Date(Date.UTC(2020, 0, 1)) })
      .where(and(eq(reposts.userId, me.id), eq(reposts.repostableId, trackId)))
    expect((await req('POST', 'reposts/toggle', me, { repostable_id: albumId, repostable_type: 'album' })).statusCode).toBe(200)
    const list = RepostsResponseSchema.parse((await req('GET', `users/${me.id}/reposts`)).json())
    expect(list.pagination.per_page).toBe(20)
    expect(list.pagination.data.map((m) => `${m.model_type}:${m.id}`)).toEqual([`album:${albumId}`, `track:${trackId}`])
    const album = list.pagination.data[0]!
    expect(album.model_type === 'album' && album.tracks?.length).toBe(1)

    const removed = RepostToggleResponseSchema.parse((await req('POST', 'reposts/toggle', me, { repostable_id: trackId, repostable_type: 'track' })).json())
    expect(removed).toEqual({ status: 'success', action: 'removed' })
    expect(await t.db.select().from(reposts).where(eq(reposts.userId, me.id))).toHaveLength(1)
    expect((await req('POST', 'reposts/toggle', me, { repostable_id: 999999, repostable_type: 'track' })).statusCode).toBe(422)
    expect((await req('POST', 'reposts/toggle', me, { repostable_id: trackId, repostable_type: 'artist' })).statusCode).toBe(422)
  })
})
