import { count, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { albums, artists, modelViews } from '../../../src/server/db/schema/index'
import { createViewBuffer, makeViewCounter, makeViewsRepo } from '../../../src/server/modules/plays/index'
import type { DbHandle } from '../../../src/server/db/client'
import { createTestDb } from '../../helpers/db'
import { newAlbum, newArtist, seedCatalogueRoles } from '../../helpers/factories'
import { eventually, TEST_REDIS_URL, uniqueRedisPrefix } from '../../helpers/redis'
import { buildCatalogueApp, type CatalogueTestApp } from './catalogue-app'

// Issue 27: a page view costs no database write on its request; views are buffered and written in
// batches. These check the totals (and the rows insights read) after a flush, not when it happens.
const N = 12

// Each case builds a whole app; on a busy machine that alone takes tens of seconds.
describe('page views are buffered and written in batches', { timeout: 120_000 }, () => {
  let t: CatalogueTestApp | null = null
  afterEach(async () => {
    await t?.close()
    t = null
  })

  async function appWithCatalogue(env: Record<string, string>) {
    t = await buildCatalogueApp(env)
    await seedCatalogueRoles(t.db)
    const artist = (await newArtist(t.db, { name: 'Shared' })).id
    const album = (await newAlbum(t.db, [artist], { name: 'Viral' })).id
    return { app: t, artist, album }
  }
  const viewsOf = async (db: CatalogueTestApp['db'], album: number, artist: number) => ({
    album: (await db.select({ v: albums.views }).from(albums).where(eq(albums.id, album)))[0]!.v,
    artist: (await db.select({ v: artists.views }).from(artists).where(eq(artists.id, artist)))[0]!.v,
    rows: (await db.select({ n: count() }).from(modelViews))[0]!.n,
  })

  it('N cookieless visitors (cached answers too) count N after the flush; one returning visitor counts once', async () => {
    // The cache on, as in production: most of these are cache hits, counted by the hit hook.
    const { app, artist, album } = await appWithCatalogue({ VIEWS_FLUSH_MS: '100', RESPONSE_CACHE_MS: '60000' })
    for (let i = 0; i < N; i++) {
      expect((await app.app.inject({ url: `/api/v1/albums/${album}?loader=albumPage` })).statusCode).toBe(200)
      expect((await app.app.inject({ url: `/api/v1/artists/${artist}?loader=artistPage` })).statusCode).toBe(200)
    }
    const first = await app.app.inject({ url: `/api/v1/albums/${album}?loader=albumPage` })
    const cookie = `encore_vid=${first.cookies.find((c) => c.name === 'encore_vid')!.value}`
    for (let i = 0; i < 3; i++) await app.app.inject({ url: `/api/v1/albums/${album}?loader=albumPage`, headers: { cookie } })

    await eventually(async () => (await viewsOf(app.db, album, artist)).album === N + 1)
    expect(await viewsOf(app.db, album, artist)).toEqual({ album: N + 1, artist: N, rows: 2 * N + 1 })
    // Insights read model_views: one row per visitor and page, stamped with the time of the view.
    const stamps = await app.db.select({ at: modelViews.viewedAt }).from(modelViews)
    expect(new Set(stamps.map((s) => new Date(s.at).getTime()))).toEqual(new Set([app.clock.now.getTime()]))
  })

  it('writes nothing per request, and a graceful shutdown writes what is buffered', async () => {
    // A flush interval longer than the test: only the shutdown can write these views.
    const { app, artist, album } = await appWithCatalogue({ VIEWS_FLUSH_MS: '60000' })
    for (let i = 0; i < N; i++) {
      await app.app.inject({ url: `/api/v1/albums/${album}?loader=albumPage` })
      await app.app.inject({ url: `/api/v1/artists/${artist}?loader=artistPage` })
    }
    expect(await viewsOf(app.db, album, artist)).toEqual({ album: 0, artist: 0, rows: 0 })
    await app.app.close()
    expect(await viewsOf(app.db, album, artist)).toEqual({ album: N, artist: N, rows: 2 * N })
  })
})

describe('the Redis view buffer (REDIS_URL)', { timeout: 120_000 }, () => {
  let handle: DbHandle
  afterEach(async () => handle?.close())

  it('keeps the views of a killed process for the next flush of another, and the window still applies', async () => {
    handle = await createTestDb()
    const album = (await newAlbum(handle.db, [(await newArtist(handle.db, {})).id])).id
    const shared = { redisUrl: TEST_REDIS_URL, prefix: uniqueRedisPrefix('views') }
    const repo = makeViewsRepo(handle.db)
    const onError = (error: unknown) => {
      throw error
    }
    const now = new Date('2026-06-01T12:00:00Z')

    // Process A buffers N views (and one visitor twice), then dies without flushing: only its Redis connection goes.
    const bufferA = createViewBuffer(shared)
    const a = makeViewCounter({ repo, buffer: bufferA, flushMs: 3_600_000, onError })
    for (let i = 0; i < N; i++) await a.recordView(`g:visitor-${i}`, 'album', album, now)
    await a.recordView('g:visitor-0', 'album', album, new Date(now.getTime() + 1000))
    await bufferA.close()
    expect((await handle.db.select({ v: albums.views }).from(albums).where(eq(albums.id, album)))[0]!.v).toBe(0)

    // Process B flushes the shared buffer: A's views count, once per visitor.
    const b = makeViewCounter({ repo, buffer: createViewBuffer(shared), flushMs: 3_600_000, onError })
    expect(await b.flush()).toBe(N)
    expect((await handle.db.select({ v: albums.views }).from(albums).where(eq(albums.id, album)))[0]!.v).toBe(N)
    // Within the window, the same visitor counts no more, even from a process that never saw them.
    await b.recordView('g:visitor-1', 'album', album, new Date(now.getTime() + 3600_000))
    expect(await b.flush()).toBe(0)
    // Past it, they count again.
    await b.recordView('g:visitor-1', 'album', album, new Date(now.getTime() + 10 * 3600_000))
    expect(await b.flush()).toBe(1)
    await b.close()
    expect((await handle.db.select({ v: albums.views }).from(albums).where(eq(albums.id, album)))[0]!.v).toBe(N + 1)
  })
})
