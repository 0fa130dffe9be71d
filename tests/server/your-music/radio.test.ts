import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trackPlays } from '../../../src/server/db/schema/index'
import { RadioResponseSchema } from '../../../src/shared/contracts/radio'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { attachGenre, attachTag, like, newArtist, newGenre, newTag, newTrack, newUser } from '../../helpers/factories'
import { seedMusicRoles } from '../../helpers/your-music-factories'
import { makeRadioFor } from '../../../src/server/modules/radio/index'

describe('radio (local recommendations)', () => {
  let t: TestApp
  const a: number[] = []
  const b: number[] = []
  let c1: number
  let d1: number
  let genreId: number
  let artistA: number

  beforeAll(async () => {
    t = await buildTestApp()
    await seedMusicRoles(t.db)
    artistA = (await newArtist(t.db, { name: 'Seed Artist' })).id
    const artistB = (await newArtist(t.db, { name: 'Genre Mate' })).id
    const artistC = (await newArtist(t.db, { name: 'Tag Mate' })).id
    const artistD = (await newArtist(t.db, { name: 'Stranger' })).id
    genreId = (await newGenre(t.db, { name: 'shoegaze' })).id
    await attachGenre(t.db, genreId, 'artist', artistA)
    await attachGenre(t.db, genreId, 'artist', artistB)
    for (let i = 0; i < 5; i++) a.push((await newTrack(t.db, [artistA], { plays: 10 - i })).id)
    for (let i = 0; i < 5; i++) b.push((await newTrack(t.db, [artistB], { plays: 10 - i })).id)
    c1 = (await newTrack(t.db, [artistC])).id
    d1 = (await newTrack(t.db, [artistD], { plays: 1000 })).id
    const tag = await newTag(t.db)
    await attachTag(t.db, tag.id, 'track', a[0]!)
    await attachTag(t.db, tag.id, 'track', c1)
    // Two listeners of the seed also played b[4] (the least played of B) and one liked it.
    for (let i = 0; i < 2; i++) {
      const u = await newUser(t.db)
      await t.db.insert(trackPlays).values([
        { userId: u.id, trackId: a[0]! },
        { userId: u.id, trackId: b[4]! },
      ])
    }
    const fan = await newUser(t.db)
    await like(t.db, fan.id, 'track', a[0]!)
    await like(t.db, fan.id, 'track', b[4]!)
  })
  afterAll(async () => {
    await t.close()
  })

  async function radio(type: string, id: number | string) {
    const res = await t.app.inject({ url: `/api/v1/radio/${type}/${id}` })
    expect(res.statusCode).toBe(200)
    return RadioResponseSchema.parse(res.json())
  }

  it('recommends tracks sharing artists, genres and tags, weighted by co-listening, seed excluded, 3 per artist', async () => {
    const body = await radio('track', a[0]!)
    expect(body.type).toBe('track')
    expect(body.seed).toMatchObject({ id: a[0], model_type: 'track' })
    const ids = body.recommendations.map((x) => x.id)
    expect(ids).not.toContain(a[0])
    expect(ids).not.toContain(d1)
    expect(ids).toContain(c1)
    // Co-listened b[4] outranks every other track of its artist despite the fewest plays.
    const bRanks = b.map((id) => ids.indexOf(id)).filter((i) => i >= 0)
    expect(ids.indexOf(b[4]!)).toBe(Math.min(...bRanks))
    // Its weight (genre 1 × (1 + 3 co-listeners)) equals the seed artist's own tracks (artist 3 + genre 1).
    expect(ids.indexOf(b[4]!)).toBeLessThan(4)
    expect(ids.filter((id) => a.includes(id))).toHaveLength(3)
    expect(ids.filter((id) => b.includes(id))).toHaveLength(3)
    expect(ids.length).toBeLessThanOrEqual(100)
  })

  it('works for artist and genre seeds (genre by id or by name) and 404s an unknown seed', async () => {
    const byArtist = await radio('artist', artistA)
    expect(byArtist.seed).toMatchObject({ id: artistA, model_type: 'artist' })
    expect(byArtist.recommendations.map((x) => x.id)).toEqual(expect.arrayContaining([b[4]]))
    const byGenre = await radio('genre', genreId)
    expect(byGenre.seed).toMatchObject({ id: genreId, model_type: 'genre' })
    expect(byGenre.recommendations).toHaveLength(6)
    expect((await radio('genre', 'shoegaze')).recommendations).toHaveLength(6)
    expect((await t.app.inject({ url: '/api/v1/radio/track/999999' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/v1/radio/playlist/1' })).statusCode).toBe(422)
  })

  it('pages a radio queue after the last track for the player', async () => {
    const service = makeRadioFor(t.db)
    const all = (await radio('track', a[0]!)).recommendations.map((x) => x.id)
    const first = await service.queueTracks('track', String(a[0]), null, 2, { showHidden: false })
    const next = await service.queueTracks('track', String(a[0]), first.at(-1)!.id, 2, { showHidden: false })
    expect([...first, ...next].map((x) => x.id)).toEqual(all.slice(0, 4))
  })
})
