import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RadioResponseSchema } from '../../../src/shared/contracts/radio'
import { SearchResponseSchema } from '../../../src/shared/contracts/search'
import { blockedArtistTest } from '../../../src/shared/lib/blocked-artists'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { addToChannel, attachGenre, newAlbum, newArtist, newChannel, newGenre, newTrack } from '../../helpers/factories'
import { actor, type Actor } from '../backstage/backstage-app'

// Issue 25: "Blocked artist names" (artists.blocked) leaves those artists, and albums and tracks by them,
// out of search, channels (browse) and radio, as soon as the admin saves the list.
describe('artists.blocked', () => {
  let t: TestApp
  let admin: Actor
  const ids = { ok: 0, bad: 0, okAlbum: 0, badAlbum: 0, okTrack: 0, okTrack2: 0, badTrack: 0, channel: 0 }
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_PASSWORD: 'admin-password-1' }, { seedPlatform: true, actAsUser: true })
    admin = await actor(t.db, ['admin'])
    const genre = await newGenre(t.db, { name: 'drone' })
    ids.ok = (await newArtist(t.db, { name: 'Quiet Harbour' })).id
    ids.bad = (await newArtist(t.db, { name: 'Harbour Spam' })).id
    for (const artistId of [ids.ok, ids.bad]) await attachGenre(t.db, genre.id, 'artist', artistId)
    ids.okAlbum = (await newAlbum(t.db, [ids.ok], { name: 'Harbour Lights' })).id
    ids.badAlbum = (await newAlbum(t.db, [ids.bad], { name: 'Harbour Noise' })).id
    ids.okTrack = (await newTrack(t.db, [ids.ok], { name: 'Harbour Song', albumId: ids.okAlbum })).id
    ids.okTrack2 = (await newTrack(t.db, [ids.ok], { name: 'Second Harbour Song' })).id
    ids.badTrack = (await newTrack(t.db, [ids.bad], { name: 'Harbour Jingle', albumId: ids.badAlbum })).id
    ids.channel = (await newChannel(t.db, 'harbour-mix', { contentType: 'manual', contentModel: 'track' })).id
    await addToChannel(t.db, ids.channel, 'track', ids.okTrack, 1)
    await addToChannel(t.db, ids.channel, 'track', ids.badTrack, 2)
    await addToChannel(t.db, ids.channel, 'artist', ids.bad, 3)
  })
  afterAll(() => t.close())

  const block = async (patterns: string[]) =>
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/settings', headers: admin.headers, payload: { client: JSON.stringify({ 'artists.blocked': patterns }) } })).statusCode).toBe(200)
  const search = async () => {
    const res = await t.app.inject({ url: '/api/v1/search?query=harbour', headers: admin.headers })
    expect(res.statusCode).toBe(200)
    const { results } = SearchResponseSchema.parse(res.json())
    return { artists: results.artists!.data.map((a) => a.id), albums: results.albums!.data.map((a) => a.id), tracks: results.tracks!.data.map((a) => a.id) }
  }
  const channelIds = async () => {
    const res = await t.app.inject({ url: `/api/v1/channel/${ids.channel}?returnContentOnly=true`, headers: admin.headers })
    expect(res.statusCode).toBe(200)
    const body = res.json() as { pagination: { data: Array<{ id: number; model_type: string }> } }
    return body.pagination.data.map((item) => `${item.model_type}:${item.id}`)
  }
  const radio = (type: string, id: number) => t.app.inject({ url: `/api/v1/radio/${type}/${id}`, headers: admin.headers })

  it('matches whole names with * as a wildcard, ignoring case', () => {
    const test = blockedArtistTest(['*spam', 'Exact Name'])
    expect(['Harbour Spam', 'SPAM', 'exact name'].map(test)).toEqual([true, true, true])
    expect(['Spam Harbour', 'Exact Name Two'].map(test)).toEqual([false, false])
  })

  it('shows everything while nothing is blocked, and hides the blocked artist everywhere once saved', async () => {
    const before = await search()
    expect(before.artists).toEqual(expect.arrayContaining([ids.ok, ids.bad]))
    expect(before.albums).toContain(ids.badAlbum)
    expect(before.tracks).toContain(ids.badTrack)
    expect(await channelIds()).toEqual([`track:${ids.okTrack}`, `track:${ids.badTrack}`, `artist:${ids.bad}`])
    expect((await radio('artist', ids.bad)).statusCode).toBe(200)
    const beforeRadio = RadioResponseSchema.parse((await radio('track', ids.okTrack)).json())
    expect(beforeRadio.recommendations.map((r) => r.id)).toContain(ids.badTrack)

    await block(['*spam'])
    const after = await search()
    expect(after.artists).toEqual([ids.ok])
    expect(after.albums).toEqual([ids.okAlbum])
    expect(after.tracks).not.toContain(ids.badTrack)
    expect(after.tracks).toContain(ids.okTrack)
    expect(await channelIds()).toEqual([`track:${ids.okTrack}`])
    expect((await radio('artist', ids.bad)).statusCode).toBe(404)
    const afterRadio = RadioResponseSchema.parse((await radio('track', ids.okTrack)).json())
    expect(afterRadio.recommendations.map((r) => r.id)).not.toContain(ids.badTrack)
    expect(afterRadio.recommendations.map((r) => r.id)).toContain(ids.okTrack2)
  })
})
