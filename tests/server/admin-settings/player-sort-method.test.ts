import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ArtistResponseSchema } from '../../../src/shared/contracts/artists'
import { TracksPageResponseSchema } from '../../../src/shared/contracts/tracks'
import { newArtist, newTrack, seedCatalogueRoles, setSetting } from '../../helpers/factories'
import { buildCatalogueApp, type CatalogueTestApp } from '../catalogue/catalogue-app'

/** Issue 25 / music-catalog §5: `player.sort_method` decides how an artist's popular tracks are ordered. */
describe('player.sort_method', () => {
  let t: CatalogueTestApp
  let artist: number
  beforeAll(async () => {
    t = await buildCatalogueApp()
    await seedCatalogueRoles(t.db)
    artist = (await newArtist(t.db)).id
    // Most played has the lowest provider popularity; one track has none.
    await newTrack(t.db, [artist], { name: 'Loud', plays: 300, spotifyPopularity: 10 })
    await newTrack(t.db, [artist], { name: 'Middle', plays: 200, spotifyPopularity: 90 })
    await newTrack(t.db, [artist], { name: 'Quiet', plays: 100, spotifyPopularity: 50 })
    await newTrack(t.db, [artist], { name: 'Unrated', plays: 250, spotifyPopularity: null })
  }, 180_000)
  afterAll(async () => {
    await t.close()
  })

  const top = async () => ArtistResponseSchema.parse((await t.app.inject({ url: `/api/v1/artists/${artist}?loader=artistPage` })).json()).artist.top_tracks!.map((x) => x.name)
  const tab = async () => {
    const names: string[] = []
    let cursor: string | null | undefined
    // The artist's tracks tab, followed page by page with its cursor (the rank changes the cursor's key).
    for (let i = 0; i < 5; i++) {
      const page = TracksPageResponseSchema.parse((await t.app.inject({ url: `/api/v1/artists/${artist}/tracks${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}` })).json())
      names.push(...page.pagination.data.map((x) => x.name))
      cursor = page.pagination.next_cursor
      if (!cursor) break
    }
    return names
  }

  it('local (the default) orders by plays on this site', async () => {
    expect(await top()).toEqual(['Loud', 'Unrated', 'Middle', 'Quiet'])
    expect(await tab()).toEqual(['Loud', 'Unrated', 'Middle', 'Quiet'])
  })

  it('external orders by provider popularity, tracks without one last', async () => {
    await setSetting(t.db, 'player.sort_method', 'external')
    try {
      expect(await top()).toEqual(['Middle', 'Quiet', 'Loud', 'Unrated'])
      expect(await tab()).toEqual(['Middle', 'Quiet', 'Loud', 'Unrated'])
    } finally {
      await setSetting(t.db, 'player.sort_method', 'local')
    }
  })
})
