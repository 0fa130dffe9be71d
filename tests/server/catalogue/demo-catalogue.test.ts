import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, eq } from 'drizzle-orm'
import { loadEnv } from '../../../src/server/config/env'
import { albums, artists, genres, lyrics, settings, tracks } from '../../../src/server/db/schema/index'
import { seed } from '../../../src/server/seed'
import { ChannelResponseSchema, GenrePageResponseSchema, type Channel } from '../../../src/shared/contracts/channels'
import { AlbumResponseSchema } from '../../../src/shared/contracts/albums'
import { ArtistResponseSchema } from '../../../src/shared/contracts/artists'
import { LyricsResponseSchema } from '../../../src/shared/contracts/lyrics'
import { TrackResponseSchema } from '../../../src/shared/contracts/tracks'
import { PlayerTracksResponseSchema } from '../../../src/shared/contracts/player'
import { buildCatalogueApp, type CatalogueTestApp } from './catalogue-app'

/**
 * The catalogue API over the real demo seed (roles from seedPlatform, music from seedCatalogue): every
 * page a visitor opens first answers and matches its contract, and a seeded track streams.
 */
describe('catalogue API over the demo catalogue', () => {
  let t: CatalogueTestApp

  beforeAll(async () => {
    t = await buildCatalogueApp()
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp', SEED_DEMO: '1', LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'demo-admin-password' })
    await seed({ db: t.db, storage: t.storage, env, log: { info: () => {}, warn: () => {} } })
  }, 120_000)
  afterAll(async () => {
    await t.close()
  })

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { 'x-encore-client': 'web' } })

  it('serves the homepage channel with its nested channels to guests', async () => {
    const [home] = await t.db.select({ value: settings.value }).from(settings).where(eq(settings.name, 'homepage.value'))
    const res = await get(`channel/${String(home!.value)}`)
    expect(res.statusCode).toBe(200)
    const { channel } = ChannelResponseSchema.parse(res.json())
    const nested = channel.content!.data as Channel[]
    expect(nested.length).toBeGreaterThan(0)
    for (const child of nested) expect(child.content!.data.length).toBeGreaterThan(0)
  })

  it('serves artist, album, track and genre pages', async () => {
    const [artist] = await t.db.select({ id: artists.id }).from(artists).orderBy(asc(artists.id)).limit(1)
    expect(ArtistResponseSchema.parse((await get(`artists/${artist!.id}?loader=artistPage`)).json()).artist.top_tracks!.length).toBeGreaterThan(0)
    const [album] = await t.db.select({ id: albums.id }).from(albums).orderBy(asc(albums.id)).limit(1)
    const albumBody = AlbumResponseSchema.parse((await get(`albums/${album!.id}?loader=albumPage`)).json())
    expect(albumBody.album.tracks!.length).toBeGreaterThan(0)
    const track = albumBody.album.tracks![0]!
    expect(TrackResponseSchema.parse((await get(`tracks/${track.id}?loader=trackPage`)).json()).track.album!.id).toBe(album!.id)
    const [genre] = await t.db.select({ name: genres.name }).from(genres).limit(1)
    expect(GenrePageResponseSchema.parse((await get(`genres/${genre!.name}`)).json()).genre.name).toBe(genre!.name)
    const queue = PlayerTracksResponseSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/v1/player/tracks', payload: { queueId: `album.${album!.id}.*` } })).json(),
    )
    expect(queue.tracks.map((x) => x.id)).toEqual(albumBody.album.tracks!.map((x) => x.id))
  })

  it('streams a seeded WAV by range and serves its cover', async () => {
    const [track] = await t.db.select({ id: tracks.id, albumId: tracks.albumId }).from(tracks).orderBy(asc(tracks.id)).limit(1)
    // Guests hold music.play once the platform seed ran (music-catalog §2.14).
    const res = await t.app.inject({ url: `/api/v1/tracks/${track!.id}/stream`, headers: { range: 'bytes=0-11' } })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-type']).toBe('audio/wav')
    expect(res.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF')
    expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WAVE')
    const [album] = await t.db.select({ image: albums.image }).from(albums).where(eq(albums.id, track!.albumId!))
    expect((await t.app.inject({ url: `/${album!.image}` })).statusCode).toBe(200)
  })

  it('parses seeded lyrics', async () => {
    const [lyric] = await t.db.select({ trackId: lyrics.trackId }).from(lyrics).limit(1)
    if (!lyric) return
    expect(LyricsResponseSchema.parse((await get(`tracks/${lyric.trackId}/lyrics`)).json()).lines.length).toBeGreaterThan(0)
  })
})
