import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { channelables, channels, genres, settings } from '../../../src/server/db/schema/index'
import {
  AddableContentResponseSchema,
  ChannelListResponseSchema,
  ChannelManualContentResponseSchema,
  SavedChannelResponseSchema,
} from '../../../src/shared/contracts/channels-admin'
import { adminSuite } from '../../helpers/admin-suite'
import { newAlbum, newArtist, newChannel, newTrack } from '../../helpers/factories'

const manualTracks = { contentType: 'manual', contentModel: 'track', contentOrder: 'channelables.order:asc', layout: 'trackTable' }

describe('admin channels (music-catalog §3.7)', () => {
  const t = adminSuite()
  const { call } = t

  it('refuses listeners (403 JSON) on every admin endpoint', async () => {
    const row = await newChannel(t.db, 'guarded', manualTracks)
    for (const [method, url, body] of [
      ['GET', 'channel'],
      ['POST', 'channel', { name: 'Nope', config: manualTracks }],
      ['PUT', `channel/${row.id}`, { name: 'Nope', config: manualTracks }],
      ['DELETE', `channel/${row.id}`],
      ['GET', 'channel/search-for-addable-content?modelType=track&query=a'],
      ['POST', `channel/${row.id}/add`, { items: [{ id: 1, model_type: 'track' }] }],
      ['POST', `channel/${row.id}/reorder-content`, { items: [] }],
      ['POST', 'channel/apply-preset', { preset: 'streaming' }],
    ] as const) {
      const res = await call(method, url, body as object | undefined, t.listener)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json().message).toBeTruthy()
    }
    expect(await t.db.select().from(channels).where(eq(channels.id, row.id))).toHaveLength(1)
  })

  it('creates with a slug from the name, validates config per field, refuses a duplicate name', async () => {
    const res = await call('POST', 'channel', { name: 'Late Night Picks', description: 'Quiet ones', config: manualTracks })
    expect(res.statusCode, res.body).toBe(200)
    const { channel } = SavedChannelResponseSchema.parse(res.json())
    expect(channel).toMatchObject({ slug: 'late-night-picks', name: 'Late Night Picks', public: true, type: 'channel' })
    const [row] = await t.db.select().from(channels).where(eq(channels.id, channel.id))
    expect(row?.config).toMatchObject(manualTracks)

    const dup = await call('POST', 'channel', { name: 'late night picks', config: manualTracks })
    expect(dup.statusCode).toBe(422)
    expect(dup.json().errors).toHaveProperty('name')

    const short = await call('POST', 'channel', { name: 'ab', config: manualTracks })
    expect(short.statusCode).toBe(422)
    expect(Object.keys(short.json().errors)).toContain('name')

    const noMethod = await call('POST', 'channel', { name: 'Auto thing', config: { contentType: 'autoUpdate', contentModel: 'track' } })
    expect(noMethod.statusCode).toBe(422)
    expect(Object.keys(noMethod.json().errors)).toContain('config.autoUpdateMethod')

    const badLayout = await call('POST', 'channel', { name: 'Artists grid', config: { contentType: 'listAll', contentModel: 'artist', layout: 'trackTable' } })
    expect(Object.keys(badLayout.json().errors)).toContain('config.layout')

    const restricted = await call('POST', 'channel', { name: 'Restricted manual', config: { ...manualTracks, restriction: 'genre', restrictionModelId: 'urlParam' } })
    expect(Object.keys(restricted.json().errors)).toContain('config.restriction')
  })

  it('manual content: search-and-add, reorder, remove; the editor list follows; public page shows the order', async () => {
    const artist = await newArtist(t.db, { name: 'Harbour Band' })
    const a = await newTrack(t.db, [artist.id], { name: 'Zebra Crossing' })
    const b = await newTrack(t.db, [artist.id], { name: 'Zebra Dawn' })
    const { channel } = SavedChannelResponseSchema.parse((await call('POST', 'channel', { name: 'Zebra Mix', config: manualTracks })).json())

    const found = AddableContentResponseSchema.parse((await call('GET', 'channel/search-for-addable-content?modelType=track&query=zebra&limit=10')).json())
    expect(found.results.map((r) => r.id).sort()).toEqual([a.id, b.id].sort())
    expect(found.results[0]).toMatchObject({ model_type: 'track' })
    expect((await call('GET', 'channel/search-for-addable-content?modelType=track&query=zebra&limit=11')).statusCode).toBe(422)

    expect((await call('POST', `channel/${channel.id}/add`, { items: [{ id: a.id, model_type: 'track' }, { id: b.id, model_type: 'track' }] })).statusCode).toBe(200)
    // Adding again keeps one row per item.
    await call('POST', `channel/${channel.id}/add`, { items: [{ id: a.id, model_type: 'track' }] })
    expect(await t.db.select().from(channelables).where(eq(channelables.channelId, channel.id))).toHaveLength(2)

    await call('POST', `channel/${channel.id}/reorder-content`, { items: [{ id: b.id, model_type: 'track' }, { id: a.id, model_type: 'track' }] })
    const list = ChannelManualContentResponseSchema.parse((await call('GET', `channel/${channel.id}/content-items`)).json())
    expect(list.items.map((i) => i.name)).toEqual(['Zebra Dawn', 'Zebra Crossing'])
    const page = (await t.app.inject({ method: 'GET', url: `/api/v1/channel/${channel.slug}` })).json()
    expect(page.channel.content.data.map((x: { id: number }) => x.id)).toEqual([b.id, a.id])

    await call('POST', `channel/${channel.id}/remove`, { items: [{ id: b.id, model_type: 'track' }] })
    const rows = await t.db.select().from(channelables).where(eq(channelables.channelId, channel.id))
    expect(rows.map((r) => r.channelableId)).toEqual([a.id])
  })

  it('update-content runs the auto-update now; the daily job function refreshes auto channels', async () => {
    const artist = await newArtist(t.db)
    const album = await newAlbum(t.db, [artist.id], { name: 'Fresh Album', releaseDate: '2030-01-01' })
    const res = await call('POST', 'channel', { name: 'Newest Albums', config: { contentType: 'autoUpdate', contentModel: 'album', autoUpdateMethod: 'newAlbums', autoUpdateProvider: 'local', layout: 'grid' } })
    const { channel } = SavedChannelResponseSchema.parse(res.json())
    await t.db.delete(channelables).where(eq(channelables.channelId, channel.id))
    const run = await call('POST', `channel/${channel.id}/update-content`, {})
    expect(run.statusCode, run.body).toBe(200)
    const stored = await t.db.select().from(channelables).where(and(eq(channelables.channelId, channel.id), eq(channelables.channelableType, 'album')))
    expect(stored.map((r) => r.channelableId)).toContain(album.id)

    const manual = SavedChannelResponseSchema.parse((await call('POST', 'channel', { name: 'Not automatic', config: manualTracks })).json()).channel
    const refused = await call('POST', `channel/${manual.id}/update-content`, {})
    expect(refused.statusCode).toBe(422)
  })

  it('lists with paging, search and the type filter; answers presets', async () => {
    await newChannel(t.db, 'user-list-x', manualTracks, { type: 'list', name: 'A user list' })
    const filters = Buffer.from(JSON.stringify([{ key: 'type', operator: '=', value: 'channel' }])).toString('base64')
    const res = await call('GET', `channel?perPage=2&filters=${encodeURIComponent(filters)}`)
    const body = ChannelListResponseSchema.parse(res.json())
    expect(body.pagination.data).toHaveLength(2)
    expect(body.pagination.total).toBeGreaterThan(2)
    expect(body.pagination.data.every((c) => c.type === 'channel')).toBe(true)
    expect(body.presets.map((p) => p.id)).toEqual(['streaming', 'sharing'])
    const search = ChannelListResponseSchema.parse((await call('GET', 'channel?query=zebra')).json())
    expect(search.pagination.data.map((c) => c.name)).toEqual(['Zebra Mix'])
    expect((await call('GET', 'channel?filters=%%%')).statusCode).toBe(422)
    const csv = await call('GET', 'channel?format=csv&query=zebra')
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body.split('\n')[0]).toBe('id,name,slug,type,public,content_type,content_model,updated_at')
    expect(csv.body).toContain(',Zebra Mix,zebra-mix,channel,true,manual,track,')
  })

  it('apply-preset replaces the channels and moves homepage.value; the default channel refuses deletion', async () => {
    const res = await call('POST', 'channel/apply-preset', { preset: 'sharing' })
    expect(res.statusCode, res.body).toBe(200)
    const homepageId = res.json().homepageId as number
    const [home] = await t.db.select().from(settings).where(eq(settings.name, 'homepage.value'))
    expect(home?.value).toBe(homepageId)
    const all = await t.db.select().from(channels).where(eq(channels.type, 'channel'))
    expect(all.map((c) => c.slug).sort()).toEqual(['discover', 'genre', 'genre-albums', 'genre-artists', 'genre-tracks', 'genres', 'new-releases', 'popular-albums', 'popular-tracks'])
    const nested = await t.db.select().from(channelables).where(eq(channelables.channelId, homepageId))
    expect(nested).toHaveLength(4)

    const refused = await call('DELETE', `channel/${homepageId}`)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toMatch(/homepage channel and can't be deleted/)
    // A protected channel in a batch refuses the whole batch.
    const free = SavedChannelResponseSchema.parse((await call('POST', 'channel', { name: 'Deletable', config: manualTracks })).json()).channel
    const batch = await call('DELETE', `channel/${free.id},${all.find((c) => c.slug === 'genres')!.id}`)
    expect(batch.statusCode).toBe(422)
    expect(await t.db.select().from(channels).where(eq(channels.id, free.id))).toHaveLength(1)
    expect((await call('DELETE', `channel/${free.id}`)).statusCode).toBe(200)
    expect(await t.db.select().from(channels).where(eq(channels.id, free.id))).toHaveLength(0)

    // The streaming preset fills its auto-update channels at once.
    const streaming = await call('POST', 'channel/apply-preset', { preset: 'streaming' })
    expect(streaming.statusCode).toBe(200)
    const [newReleases] = await t.db.select().from(channels).where(eq(channels.slug, 'new-releases'))
    expect((await t.db.select().from(channelables).where(eq(channelables.channelId, newReleases!.id))).length).toBeGreaterThan(0)
    // Its genre page nests the genre's popular tracks, albums and artists (issue 24).
    const [genre] = await t.db.select().from(channels).where(eq(channels.slug, 'genre'))
    const genreNested = await t.db.select({ slug: channels.slug }).from(channelables)
      .innerJoin(channels, eq(channels.id, channelables.channelableId))
      .where(eq(channelables.channelId, genre!.id)).orderBy(channelables.order)
    expect(genreNested.map((c) => c.slug)).toEqual(['genre-tracks', 'genre-albums', 'genre-artists'])
  })

  it('lists a genre-restricted channel with the genre its name resolves with and its View opens (issue 28)', async () => {
    await newChannel(t.db, 'per-genre', { contentType: 'listAll', contentModel: 'artist', restriction: 'genre', restrictionModelId: 'urlParam' }, { name: '{{channel.restriction.display_name}} artists' })
    await t.db.insert(genres).values([{ name: 'quiet', displayName: 'Quiet', popularity: 1 }, { name: 'loud', displayName: 'Loud', popularity: 900 }])
    const list = ChannelListResponseSchema.parse((await call('GET', 'channel?query=artists')).json())
    const row = list.pagination.data.find((c) => c.slug === 'per-genre')!
    expect(row.restriction?.name).toBe('loud')
    // The genre it names opens the public channel page (the bare slug needs a genre and is a 404).
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/channel/per-genre?restriction=${row.restriction!.name}` })
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().channel.name).toBe('Loud artists')
  })
})
