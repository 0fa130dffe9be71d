import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ChannelContentResponseSchema,
  ChannelResponseSchema,
  GenrePageResponseSchema,
  type Channel,
} from '../../../src/shared/contracts/channels'
import { GenresPageResponseSchema } from '../../../src/shared/contracts/genres'
import {
  addToChannel,
  attachGenre,
  newAlbum,
  newArtist,
  newChannel,
  newGenre,
  newPlaylist,
  newTrack,
  newUser,
  seedCatalogueRoles,
} from '../../helpers/factories'
import { AS_USER, buildCatalogueApp, type CatalogueTestApp } from './catalogue-app'

describe('channels and genre pages', () => {
  let t: CatalogueTestApp
  let adminId: number
  let rockArtists: number[]
  let albumIds: number[]
  let trackIds: number[]
  let playlistId: number
  let rock: number

  beforeAll(async () => {
    t = await buildCatalogueApp()
    const roles = await seedCatalogueRoles(t.db)
    adminId = (await newUser(t.db, { roleId: roles.admin.id })).id
    const owner = await newUser(t.db)
    rock = (await newGenre(t.db, { name: 'rock', displayName: 'Rock', popularity: 90 })).id
    const pop = (await newGenre(t.db, { name: 'pop', displayName: 'Pop', popularity: 95 })).id
    await newGenre(t.db, { name: 'empty', popularity: 10 })
    rockArtists = []
    for (let i = 0; i < 3; i++) {
      const a = await newArtist(t.db, { name: `Rocker ${i}`, plays: 100 - i })
      await attachGenre(t.db, rock, 'artist', a.id)
      rockArtists.push(a.id)
    }
    const popArtist = await newArtist(t.db, { name: 'Popper', plays: 1000 })
    await attachGenre(t.db, pop, 'artist', popArtist.id)
    albumIds = []
    trackIds = []
    for (let i = 0; i < 25; i++) {
      const album = await newAlbum(t.db, [popArtist.id], { releaseDate: `20${String(i).padStart(2, '0')}-01-01`, plays: i })
      albumIds.push(album.id)
      trackIds.push((await newTrack(t.db, [popArtist.id], { albumId: album.id, plays: i * 3 })).id)
    }
    playlistId = (await newPlaylist(t.db, owner.id, [trackIds[3]!, trackIds[1]!, trackIds[2]!])).id

    await newChannel(t.db, 'popular-albums', { contentType: 'listAll', contentModel: 'album', contentOrder: 'popularity:desc', layout: 'grid' })
    await newChannel(t.db, 'new-releases', { contentType: 'autoUpdate', autoUpdateMethod: 'newAlbums', autoUpdateProvider: 'local', contentModel: 'album' })
    await newChannel(t.db, 'popular-tracks', { contentType: 'autoUpdate', autoUpdateMethod: 'topTracks', contentModel: 'track', layout: 'trackTable' })
    await newChannel(t.db, 'genres', { contentType: 'listAll', contentModel: 'genre', contentOrder: 'popularity:desc' })
    await newChannel(t.db, 'non-empty', { contentType: 'autoUpdate', autoUpdateMethod: 'nonEmptyGenres', contentModel: 'genre' })
    await newChannel(t.db, 'pl', { contentType: 'autoUpdate', autoUpdateMethod: 'playlistTracks', autoUpdateValue: playlistId, contentModel: 'track' })
    await newChannel(t.db, 'genre', {
      contentType: 'listAll',
      contentModel: 'artist',
      contentOrder: 'popularity:desc',
      restriction: 'genre',
      restrictionModelId: 'urlParam',
    }, { name: '{{channel.restriction.display_name}} artists' })
    await newChannel(t.db, 'hidden', { contentType: 'manual', contentModel: 'album' }, { public: false })
    const discover = await newChannel(t.db, 'discover', { contentType: 'manual', contentModel: 'channel', hideTitle: true, nestedLayout: 'list' })
    const ids = await Promise.all(['popular-albums', 'popular-tracks', 'new-releases', 'genres'].map((s) => channelId(s)))
    for (const [i, id] of ids.entries()) await addToChannel(t.db, discover.id, 'channel', id, i + 1)
  })
  afterAll(async () => {
    await t.close()
  })

  async function channelId(slug: string): Promise<number> {
    const res = await t.app.inject({ url: `/api/v1/channel/${slug}?perPage=1` })
    return ChannelResponseSchema.parse(res.json()).channel.id
  }
  const channel = async (path: string, headers: Record<string, string> = {}): Promise<Channel> => {
    const res = await t.app.inject({ url: `/api/v1/channel/${path}`, headers })
    expect(res.statusCode).toBe(200)
    return ChannelResponseSchema.parse(res.json()).channel
  }

  it('listAll albums by popularity, 50 per page by default, pages without gaps', async () => {
    const ch = await channel('popular-albums')
    expect(ch.content!.per_page).toBe(50)
    expect(ch.content!.data.map((a) => a.id)).toEqual([...albumIds].reverse())
    const p1 = (await channel('popular-albums?perPage=10&paginate=lengthAware')).content!
    const p3 = (await channel('popular-albums?perPage=10&page=3&paginate=lengthAware')).content!
    expect(p1).toMatchObject({ total: 25, last_page: 3, next_page: 2, from: 1, to: 10 })
    expect(p3).toMatchObject({ next_page: null, prev_page: 2, from: 21, to: 25 })
    const all: number[] = []
    for (let page = 1; page <= 3; page++) all.push(...(await channel(`popular-albums?perPage=10&page=${page}`)).content!.data.map((a) => a.id))
    expect(all).toEqual([...albumIds].reverse())
  })

  it('autoUpdate: newAlbums and topTracks are capped at 20; playlistTracks keep positions', async () => {
    const releases = (await channel('new-releases')).content!.data
    expect(releases).toHaveLength(20)
    expect(releases[0]!.id).toBe(albumIds[24])
    const top = await channel('popular-tracks')
    expect(top.content!.data).toHaveLength(20)
    expect(top.content!.data[0]).toMatchObject({ id: trackIds[24], model_type: 'track' })
    const pl = (await channel('pl')).content!.data.map((x) => x.id)
    expect(pl).toEqual([trackIds[3], trackIds[1], trackIds[2]])
    const nonEmpty = (await channel('non-empty')).content!.data.map((g) => g.id)
    expect(nonEmpty).toEqual([expect.any(Number), rock])
    expect(nonEmpty).toHaveLength(2)
  })

  it('nested channels carry their first 15 items and the layout cookie fills selectedLayout', async () => {
    const discover = await channel('discover', { cookie: 'channel-layout-channel=list' })
    expect(discover.config.selectedLayout).toBe('list')
    const children = discover.content!.data as Channel[]
    expect(children.map((c) => c.slug)).toEqual(['popular-albums', 'popular-tracks', 'new-releases', 'genres'])
    expect(children[0]!.content!.data).toHaveLength(15)
    expect(children[0]!.content!.next_page).toBe(2)
    expect(children[3]!.content!.data.map((g) => g.model_type)).toEqual(['genre', 'genre', 'genre'])
    const byId = await channel(String(discover.id))
    expect(byId.slug).toBe('discover')
    const contentOnly = await t.app.inject({ url: '/api/v1/channel/popular-albums?returnContentOnly=true&perPage=5' })
    expect(ChannelContentResponseSchema.parse(contentOnly.json()).pagination.data).toHaveLength(5)
  })

  it('restricted channel: genre from the URL, placeholders filled, 404 when unresolved', async () => {
    const ch = await channel('genre?restriction=rock')
    expect(ch.name).toBe('Rock artists')
    expect(ch.restriction!.name).toBe('rock')
    expect(ch.content!.data.map((a) => a.id)).toEqual(rockArtists)
    expect((await t.app.inject({ url: '/api/v1/channel/genre' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/v1/channel/genre?restriction=polka' })).statusCode).toBe(404)
  })

  it('genre page wraps the genre channel; genres list is paginated by popularity', async () => {
    const res = await t.app.inject({ url: '/api/v1/genres/rock' })
    const body = GenrePageResponseSchema.parse(res.json())
    expect(body.genre.display_name).toBe('Rock')
    expect(body.channel.content!.data).toHaveLength(3)
    expect((await t.app.inject({ url: '/api/v1/genres/nothing' })).statusCode).toBe(404)
    const list = GenresPageResponseSchema.parse((await t.app.inject({ url: '/api/v1/genres?perPage=2&paginate=lengthAware' })).json())
    expect(list.pagination.data.map((g) => g.name)).toEqual(['pop', 'rock'])
    expect(list.pagination.total).toBe(3)
  })

  it('unpublished or unknown channels are 404 except for admins', async () => {
    expect((await t.app.inject({ url: '/api/v1/channel/hidden' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/v1/channel/hidden', headers: { [AS_USER]: String(adminId) } })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/v1/channel/nope' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/v1/channel/discover?channelType=list' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/v1/channel/discover?channelType=channel' })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/v1/channel/popular-albums?perPage=500' })).statusCode).toBe(422)
  })

  it('odd slugs and ids are 422 naming the field, never 500 (issue 16)', async () => {
    const past = await t.app.inject({ url: '/api/v1/channel/2147483648' })
    expect(past.statusCode).toBe(422)
    expect(past.json()).toEqual({ message: 'The channel id must be at most 2147483647.', errors: { slugOrId: ['The channel id must be at most 2147483647.'] } })
    const nul = await t.app.inject({ url: '/api/v1/channel/%00' })
    expect(nul.statusCode).toBe(422)
    expect(nul.json().errors).toEqual({ slugOrId: ['This value may not contain NUL bytes.'] })
    const genre = await t.app.inject({ url: '/api/v1/genres/%00' })
    expect(genre.statusCode).toBe(422)
    expect(genre.json().errors).toEqual({ name: ['This value may not contain NUL bytes.'] })
    expect((await t.app.inject({ url: '/api/v1/genres/rock%00x' })).statusCode).toBe(422)
  })
})
