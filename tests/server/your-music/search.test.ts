import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchModelResponseSchema, SearchResponseSchema, SuggestionsResponseSchema } from '../../../src/shared/contracts/search'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { attachTag, newAlbum, newArtist, newRole, newTag, newTrack, newUser } from '../../helpers/factories'
import { playlists } from '../../../src/server/db/schema/index'
import { actingUser, seedMusicRoles, type ActingUser } from '../../helpers/your-music-factories'

describe('search', () => {
  let t: TestApp
  let me: ActingUser
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    t = await buildTestApp()
    const roles = await seedMusicRoles(t.db)
    me = await actingUser(t.db, roles.users.id)
    ids.metallica = (await newArtist(t.db, { name: 'Metallica' })).id
    ids.bjork = (await newArtist(t.db, { name: 'Björk' })).id
    ids.zemfira = (await newArtist(t.db, { name: 'Земфира' })).id
    ids.sakamoto = (await newArtist(t.db, { name: '坂本龍一' })).id
    ids.radiohead = (await newArtist(t.db, { name: 'Radiohead' })).id
    for (let i = 0; i < 5; i++) await newArtist(t.db, { name: `Filler Band ${i}` })
    ids.album = (await newAlbum(t.db, [ids.radiohead], { name: 'OK Computer' })).id
    ids.paranoid = (await newTrack(t.db, [ids.radiohead], { name: 'Paranoid Android', albumId: ids.album })).id
    ids.karma = (await newTrack(t.db, [ids.radiohead], { name: 'Karma Police', albumId: ids.album })).id
    ids.enter = (await newTrack(t.db, [ids.metallica], { name: 'Enter Sandman', spotifyId: '5sICkBXVmaCQk5aISGR3x1' })).id
    ids.hyper = (await newTrack(t.db, [ids.bjork], { name: 'Hyperballad' })).id
    ids.dreaming = (await newTrack(t.db, [ids.bjork], { name: 'Dreaming of Tomorrow' })).id
    const tag = await newTag(t.db, { name: 'trip-hop', displayName: 'Trip Hop' })
    await attachTag(t.db, tag.id, 'track', ids.hyper)
    const owner = await newUser(t.db, { firstName: 'Émilie' })
    ids.emilie = owner.id
    const [pub] = await t.db.insert(playlists).values({ name: 'Sunday Chill', ownerId: owner.id, public: true }).returning()
    const [priv] = await t.db.insert(playlists).values({ name: 'Sunday Secret', ownerId: owner.id, public: false }).returning()
    ids.pub = pub!.id
    ids.priv = priv!.id
  })
  afterAll(async () => {
    await t.close()
  })

  async function search(query: string, extra = '', headers = me.headers) {
    const res = await t.app.inject({ url: `/api/v1/search?query=${encodeURIComponent(query)}${extra}`, headers })
    expect(res.statusCode).toBe(200)
    return SearchResponseSchema.parse(res.json())
  }

  it('finds an artist despite one typo', async () => {
    expect((await search('Metalica')).results.artists!.data[0]!.id).toBe(ids.metallica)
    expect((await search('Radoihead')).results.artists!.data[0]!.id).toBe(ids.radiohead)
  })

  it('finds a misspelt word of a longer name (issue 24: "dreming")', async () => {
    // Whole-name similarity is 0.33 here, under the 0.4 typo threshold: only the word match finds it.
    const found = await search('dreming', '&modelTypes=track')
    expect(found.results.tracks!.data[0]!.id).toBe(ids.dreaming)
    // A word match must still be close: "love" is not a typo of "glove" (strict word similarity 0.375).
    const glove = (await newTrack(t.db, [ids.bjork!], { name: 'Glove Story' })).id
    expect((await search('lvoe', '&modelTypes=track')).results.tracks!.data.map((x) => x.id)).not.toContain(glove)
  })

  it('keeps the typo threshold at 0.4 on every pooled connection (no transaction sets it)', async () => {
    // similarity('metamorphica', 'metalica') = 0.375: a typo match at pg_trgm's default 0.3, not at 0.4.
    const near = (await newArtist(t.db, { name: 'Metamorphica' })).id
    const found = await Promise.all(Array.from({ length: 8 }, () => search('Metalica', '&modelTypes=artist')))
    for (const r of found) {
      expect(r.results.artists!.data[0]!.id).toBe(ids.metallica)
      expect(r.results.artists!.data.map((a) => a.id)).not.toContain(near)
    }
  })

  it('ignores accents and letter case', async () => {
    expect((await search('bjork')).results.artists!.data[0]!.id).toBe(ids.bjork)
    expect((await search('BJÖRK')).results.artists!.data[0]!.id).toBe(ids.bjork)
    expect((await search('METALLICA')).results.artists!.data[0]!.id).toBe(ids.metallica)
    expect((await search('emilie')).results.users!.data.map((u) => u.id)).toContain(ids.emilie)
  })

  it('matches names in non-Latin scripts', async () => {
    expect((await search('земфира')).results.artists!.data[0]!.id).toBe(ids.zemfira)
    expect((await search('ЗЕМФИРА')).results.artists!.data[0]!.id).toBe(ids.zemfira)
    expect((await search('坂本龍一')).results.artists!.data[0]!.id).toBe(ids.sakamoto)
  })

  it('finds tracks by name prefix, album name, artist name, tag and spotify id', async () => {
    expect((await search('paran')).results.tracks!.data[0]!.id).toBe(ids.paranoid)
    expect((await search('ok computer')).results.tracks!.data.map((x) => x.id).sort()).toEqual([ids.paranoid, ids.karma].sort())
    expect((await search('radiohead')).results.tracks!.data.map((x) => x.id)).toEqual(expect.arrayContaining([ids.paranoid, ids.karma]))
    expect((await search('trip hop')).results.tracks!.data.map((x) => x.id)).toContain(ids.hyper)
    expect((await search('5sICkBXVmaCQk5aISGR3x1')).results.tracks!.data[0]!.id).toBe(ids.enter)
  })

  it('searches only public playlists', async () => {
    const found = (await search('sunday')).results.playlists!.data.map((p) => p.id)
    expect(found).toEqual([ids.pub])
  })

  it('returns 3 per type for autocomplete and honours modelTypes', async () => {
    const body = await search('filler band', '&loader=search&modelTypes=artist,album')
    expect(body.loader).toBe('search')
    expect(Object.keys(body.results).sort()).toEqual(['albums', 'artists'])
    expect(body.results.artists!.data).toHaveLength(3)
    expect(body.results.artists!.next_page).toBe(2)
    expect((await t.app.inject({ url: '/api/v1/search?query=x&modelTypes=nope' })).statusCode).toBe(422)
  })

  it('drops types the viewer may not view', async () => {
    // Guests hold users.view and playlists.view as seeded: every type is there.
    expect(Object.keys((await search('sunday', '', {})).results)).toHaveLength(5)
    const restrictedRole = await newRole(t.db, 'music-only', ['music.view'])
    const restricted = await actingUser(t.db, restrictedRole.id)
    const limited = await search('sunday', '', restricted.headers)
    expect(Object.keys(limited.results).sort()).toEqual(['albums', 'artists', 'tracks'])
  })

  it('pages one type with search/model and suggests artists and albums for pickers', async () => {
    const res = await t.app.inject({ url: '/api/v1/search/model/artist?query=filler%20band&page=2&perPage=2', headers: me.headers })
    expect(res.statusCode).toBe(200)
    const page = SearchModelResponseSchema.parse(res.json()).pagination
    expect(page.current_page).toBe(2)
    expect(page.data).toHaveLength(2)
    const sugg = SuggestionsResponseSchema.parse(
      (await t.app.inject({ url: `/api/v1/search/suggestions/artist/${ids.bjork}?query=radiohead`, headers: me.headers })).json(),
    )
    expect(sugg.results.map((r) => r.id).slice(0, 2)).toEqual([ids.bjork, ids.radiohead])
    expect(sugg.results[0]).toMatchObject({ name: 'Björk', model_type: 'artist' })
    const albums = SuggestionsResponseSchema.parse((await t.app.inject({ url: '/api/v1/search/suggestions/album?query=ok%20comp' })).json())
    expect(albums.results[0]).toMatchObject({ id: ids.album, model_type: 'album' })
  })

  it('a NUL byte in the query is a 422 naming it, not a 500 (issue 16)', async () => {
    for (const url of ['/api/v1/search?query=%00', '/api/v1/search/suggestions/artist?query=a%00b']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({ query: ['This value may not contain NUL bytes.'] })
    }
  })
})
