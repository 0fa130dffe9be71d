import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '../../../src/server/db/client'
import { albums, modelViews } from '../../../src/server/db/schema/index'
import { makeViewsRepo } from '../../../src/server/modules/plays/views.repo'
import { createTestDb } from '../../helpers/db'
import { newAlbum, newArtist } from '../../helpers/factories'

const HOUR = 3600 * 1000

describe('views repo: counted views skip the write for the window', () => {
  let handle: DbHandle
  let album: number
  const viewsOf = async () => (await handle.db.select({ views: albums.views }).from(albums).where(eq(albums.id, album)))[0]!.views

  beforeAll(async () => {
    handle = await createTestDb()
    album = (await newAlbum(handle.db, [(await newArtist(handle.db, {})).id])).id
  })
  afterAll(() => handle.close())

  it('counts once per window even across processes, and again after it', async () => {
    // Counts A's transactions, to see that a remembered view costs none.
    let transactions = 0
    const counting = new Proxy(handle.db, {
      get(target, key, receiver) {
        if (key === 'transaction') transactions++
        return Reflect.get(target, key, receiver) as unknown
      },
    })
    const a = makeViewsRepo(counting)
    const b = makeViewsRepo(handle.db) // another process on the same database
    const t0 = new Date('2026-01-01T00:00:00Z')
    expect(await a.recordView('g:one', 'album', album, t0)).toBe(true)
    // Remembered by A: no transaction at all.
    expect(await a.recordView('g:one', 'album', album, new Date(t0.getTime() + HOUR))).toBe(false)
    expect(transactions).toBe(1)
    // B has no memory of it; the database still refuses the second count.
    expect(await b.recordView('g:one', 'album', album, new Date(t0.getTime() + 2 * HOUR))).toBe(false)
    expect(await viewsOf()).toBe(1)
    const [row] = await handle.db.select({ at: modelViews.viewedAt }).from(modelViews).where(eq(modelViews.modelId, album))
    expect(new Date(row!.at).getTime()).toBe(t0.getTime())

    // One millisecond before the window ends A still skips; at its end the view counts again.
    expect(await a.recordView('g:one', 'album', album, new Date(t0.getTime() + 10 * HOUR - 1))).toBe(false)
    expect(transactions).toBe(1)
    expect(await a.recordView('g:one', 'album', album, new Date(t0.getTime() + 10 * HOUR))).toBe(true)
    expect(transactions).toBe(2)
    expect(await viewsOf()).toBe(2)
    // Another visitor counts on its own.
    expect(await a.recordView('g:two', 'album', album, new Date(t0.getTime() + 10 * HOUR))).toBe(true)
    expect(await viewsOf()).toBe(3)
  })
})
