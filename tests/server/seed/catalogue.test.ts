import { asc, count, desc, eq, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../../src/server/demo/seed-catalogue'
import {
  albums,
  artists,
  channelables,
  channels,
  fileEntries,
  genres,
  lyrics,
  playlistTrack,
  playlists,
  settings,
  tags,
  trackPlays,
  tracks,
  userArtist,
} from '../../../src/server/db/schema/index'
import { readWavInfo } from '../../../src/server/demo/audio/wav'
import { readPngInfo } from '../../../src/server/demo/images/png'
import type { Storage } from '../../../src/server/lib/storage'
import { buildTestApp, type TestApp } from '../../helpers/build-app'

const silentLog = { info: () => {}, warn: () => {} }

async function readAll(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const keyOf = (url: string) => url.replace(/^storage\//, '')

describe('seedCatalogue', () => {
  let t: TestApp
  let tracksWhenOff = -1
  const total = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0

  beforeAll(async () => {
    t = await buildTestApp()
    await seedCatalogue({ db: t.db, storage: t.storage, env: { ...t.env, SEED_DEMO: false }, log: silentLog })
    tracksWhenOff = await total(tracks)
    const started = Date.now()
    await seedCatalogue({ db: t.db, storage: t.storage, env: { ...t.env, SEED_DEMO: true }, log: silentLog })
    // Reported, never asserted: timings belong in benchmarks (DESIGN.md "Tests").
    console.info(`demo catalogue seeded in ${Date.now() - started} ms`)
  }, 120_000)
  afterAll(async () => {
    await t.close()
  })

  it('does nothing when SEED_DEMO is off', () => {
    expect(tracksWhenOff).toBe(0)
  })

  it('creates the catalogue of DESIGN.md', async () => {
    expect(await total(artists)).toBeGreaterThanOrEqual(20)
    expect(await total(albums)).toBeGreaterThanOrEqual(40)
    expect(await total(tracks)).toBeGreaterThanOrEqual(300)
    expect(await total(genres)).toBeGreaterThanOrEqual(10)
    expect(await total(tags)).toBeGreaterThanOrEqual(12)
    expect(await total(lyrics)).toBeGreaterThan(0)
    expect(await total(userArtist)).toBe(1)
    const publicLists = await t.db.select({ id: playlists.id }).from(playlists).where(eq(playlists.public, true))
    expect(publicLists.length).toBeGreaterThanOrEqual(6)
    expect(await total(playlistTrack)).toBeGreaterThan(60)
  })

  it('stores one playable WAV per tune whose header duration is every track duration', async () => {
    const rows = await t.db.select({ src: tracks.src, duration: tracks.duration }).from(tracks)
    const bySrc = new Map<string, Set<number | null>>()
    for (const r of rows) bySrc.set(r.src ?? '', (bySrc.get(r.src ?? '') ?? new Set()).add(r.duration))
    expect(bySrc.size).toBeGreaterThanOrEqual(20)
    for (const [src, durations] of bySrc) {
      expect(src).toMatch(/^storage\/track_media\/[0-9a-f]{40}\.wav$/)
      const wav = await readAll(t.storage, keyOf(src))
      const info = readWavInfo(wav)
      expect(info).toMatchObject({ sampleRate: 22050, channels: 1, bitsPerSample: 16, dataBytes: wav.length - 44 })
      expect(info.durationMs).toBeGreaterThanOrEqual(8000)
      expect(info.durationMs).toBeLessThanOrEqual(20000)
      expect([...durations]).toEqual([info.durationMs])
    }
    const entries = await t.db.select().from(fileEntries).where(eq(fileEntries.diskPrefix, 'track_media'))
    expect(entries).toHaveLength(bySrc.size)
    expect(entries.every((e) => e.mime === 'audio/wav' && e.extension === 'wav')).toBe(true)
  })

  it('keeps synced lyrics in LRC form and lyric durations in seconds', async () => {
    const rows = await t.db
      .select({ text: lyrics.text, synced: lyrics.isSynced, seconds: lyrics.duration, ms: tracks.duration })
      .from(lyrics)
      .innerJoin(tracks, eq(tracks.id, lyrics.trackId))
    expect(rows.some((r) => r.synced)).toBe(true)
    expect(rows.some((r) => !r.synced)).toBe(true)
    for (const r of rows) {
      expect(r.seconds).toBe(Math.round((r.ms ?? 0) / 1000))
      if (r.synced) for (const line of r.text.split('\n')) expect(line).toMatch(/^\[\d{2}:\d{2}\.\d{2}\] \S/)
    }
  })

  it('generates small, valid PNG artwork for albums, artists, genres and playlists', async () => {
    const urls = [
      ...(await t.db.select({ u: albums.image }).from(albums)).map((r) => r.u),
      ...(await t.db.select({ u: artists.imageSmall }).from(artists)).map((r) => r.u),
      ...(await t.db.select({ u: genres.image }).from(genres)).map((r) => r.u),
      ...(await t.db.select({ u: playlists.image }).from(playlists)).map((r) => r.u),
    ]
    expect(urls.every((u) => typeof u === 'string' && /^storage\/(track|artist|genre|playlist)_image\/[0-9a-f]{40}\.png$/.test(u))).toBe(true)
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) {
      const png = await readAll(t.storage, keyOf(url ?? ''))
      expect(readPngInfo(png)).toEqual({ width: 300, height: 300, bitDepth: 8, colorType: 2 })
      expect(png.length).toBeLessThan(30_000)
    }
  })

  it('keeps play counters equal to the play log, popular tracks first', async () => {
    const mismatched = await t.db
      .select({ id: tracks.id })
      .from(tracks)
      .where(sql`${tracks.plays} <> (select count(*) from track_plays p where p.track_id = ${tracks.id})`)
    expect(mismatched).toHaveLength(0)
    const plays = await total(trackPlays)
    expect(plays).toBeGreaterThan(1000)
    const [albumSum] = await t.db.select({ n: sql<number>`sum(${albums.plays})::int` }).from(albums)
    expect(albumSum?.n).toBe(plays)
    const [top] = await t.db.select({ plays: tracks.plays }).from(tracks).orderBy(desc(tracks.plays)).limit(1)
    const [bottom] = await t.db.select({ plays: tracks.plays }).from(tracks).orderBy(asc(tracks.plays)).limit(1)
    // Popularity must actually rank: a long tail, not a flat line.
    expect((top?.plays ?? 0) - (bottom?.plays ?? 0)).toBeGreaterThan(20)
  })

  it('creates the streaming preset channels and points the homepage at discover', async () => {
    const rows = await t.db.select().from(channels)
    const bySlug = new Map(rows.map((c) => [c.slug, c]))
    for (const slug of ['discover', 'popular-albums', 'genres', 'new-releases', 'popular-tracks', 'genre']) expect(bySlug.has(slug)).toBe(true)
    const discover = bySlug.get('discover')!
    expect(discover.config).toMatchObject({ contentType: 'manual', contentModel: 'channel', hideTitle: true, layout: 'list' })
    expect(bySlug.get('popular-tracks')!.config).toMatchObject({ contentType: 'autoUpdate', autoUpdateMethod: 'topTracks', autoUpdateProvider: 'local', layout: 'trackTable' })
    expect(bySlug.get('new-releases')!.config).toMatchObject({ autoUpdateMethod: 'newAlbums', contentOrder: 'release_date:desc' })
    // The genre page nests the genre's popular tracks, albums and artists (issue 24), no developer text.
    expect(bySlug.get('genre')!.config).toMatchObject({ contentType: 'manual', contentModel: 'channel', restriction: 'genre', restrictionModelId: 'urlParam' })
    expect(bySlug.get('genre')!.description).toBe('')
    const genreChildren = await t.db
      .select({ slug: channels.slug, config: channels.config })
      .from(channelables)
      .innerJoin(channels, eq(channels.id, channelables.channelableId))
      .where(eq(channelables.channelId, bySlug.get('genre')!.id))
      .orderBy(channelables.order)
    expect(genreChildren.map((c) => [c.slug, (c.config as { contentModel?: string }).contentModel])).toEqual([
      ['genre-tracks', 'track'],
      ['genre-albums', 'album'],
      ['genre-artists', 'artist'],
    ])
    const children = await t.db
      .select({ slug: channels.slug })
      .from(channelables)
      .innerJoin(channels, eq(channels.id, channelables.channelableId))
      .where(eq(channelables.channelId, discover.id))
      .orderBy(channelables.order)
    expect(children.map((c) => c.slug)).toEqual(['popular-albums', 'popular-tracks', 'new-releases', 'genres'])
    const [homepage] = await t.db.select().from(settings).where(eq(settings.name, 'homepage.value'))
    expect(homepage?.value).toBe(discover.id)
  })

  it('adds nothing on a second run', async () => {
    const before = { tracks: await total(tracks), files: await total(fileEntries), channels: await total(channels) }
    await seedCatalogue({ db: t.db, storage: t.storage, env: { ...t.env, SEED_DEMO: true }, log: silentLog })
    expect({ tracks: await total(tracks), files: await total(fileEntries), channels: await total(channels) }).toEqual(before)
  })
})
