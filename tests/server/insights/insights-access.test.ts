import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorPayloadSchema } from '../../../src/shared/contracts/common'
import { newAlbum, newArtist, newRole, newTrack, newUser, seedCatalogueRoles } from '../../helpers/factories'
import { buildCatalogueApp, type CatalogueTestApp } from '../catalogue/catalogue-app'
import { attachUserToArtist, getInsights, logPlays, reportOf } from './insights-fixtures'

/** Who may read reports/insights (music-catalog §3.8) and what bad input answers. */
describe('reports/insights access and validation', () => {
  let t: CatalogueTestApp
  let admin: number
  let stranger: number
  let owner: number
  let artistUser: number
  let editor: number
  let siteViewer: number
  let artist: number
  let album: number
  let track: number
  let otherTrack: number
  const range = { startDate: '2026-05-01T00:00:00Z', endDate: '2026-06-01T00:00:00Z' }
  const ask = (model: string, userId?: number, metrics = 'plays') => getInsights(t, { model, metrics, ...range }, userId)

  beforeAll(async () => {
    t = await buildCatalogueApp()
    const roles = await seedCatalogueRoles(t.db)
    const editors = await newRole(t.db, 'editors', ['music.view', 'music.update'])
    const reporters = await newRole(t.db, 'reporters', ['admin.access'])
    admin = (await newUser(t.db, { roleId: roles.admin.id })).id
    stranger = (await newUser(t.db, { roleId: roles.users.id })).id
    owner = (await newUser(t.db, { roleId: roles.users.id })).id
    artistUser = (await newUser(t.db, { roleId: roles.users.id })).id
    editor = (await newUser(t.db, { roleId: editors.id })).id
    siteViewer = (await newUser(t.db, { roleId: reporters.id })).id
    artist = (await newArtist(t.db)).id
    album = (await newAlbum(t.db, [artist])).id
    track = (await newTrack(t.db, [artist], { albumId: album, ownerId: owner })).id
    otherTrack = (await newTrack(t.db, [(await newArtist(t.db)).id])).id
    await attachUserToArtist(t.db, artistUser, artist)
    await logPlays(t.db, [
      { trackId: track, at: '2026-05-10T10:00:00Z', userId: stranger },
      { trackId: otherTrack, at: '2026-05-11T10:00:00Z', userId: stranger },
    ])
  })
  afterAll(async () => {
    await t.close()
  })

  it('refuses guests with 401 and other users with 403', async () => {
    expect((await ask(`track=${track}`)).statusCode).toBe(401)
    expect((await ask('track_play=0')).statusCode).toBe(401)
    const res = await ask(`track=${track}`, stranger)
    expect(res.statusCode).toBe(403)
    expect(ErrorPayloadSchema.parse(res.json()).message).toBe('This action is unauthorized.')
    expect((await ask(`album=${album}`, stranger)).statusCode).toBe(403)
    expect((await ask(`artist=${artist}`, stranger)).statusCode).toBe(403)
  })

  it("lets a track's owner see it, but not another track, the album or the whole site", async () => {
    const res = await ask(`track=${track}`, owner)
    expect(res.statusCode).toBe(200)
    expect(reportOf(res.json()).plays?.total).toBe(1)
    expect((await ask(`track=${otherTrack}`, owner)).statusCode).toBe(403)
    expect((await ask(`album=${album}`, owner)).statusCode).toBe(403)
    expect((await ask('track_play=0', owner)).statusCode).toBe(403)
  })

  it("lets the user attached to the artist see the artist, its album and its tracks", async () => {
    for (const model of [`artist=${artist}`, `album=${album}`, `track=${track}`]) {
      const res = await ask(model, artistUser)
      expect(res.statusCode, model).toBe(200)
      expect(reportOf(res.json()).plays?.total, model).toBe(1)
    }
    expect((await ask(`track=${otherTrack}`, artistUser)).statusCode).toBe(403)
  })

  it('lets music.update see any item, and answers 404 for a missing one', async () => {
    expect((await ask(`track=${otherTrack}`, editor)).statusCode).toBe(200)
    expect((await ask(`track=999999`, editor)).statusCode).toBe(404)
    // Without rights, a missing id looks like any other refused id.
    expect((await ask(`track=999999`, stranger)).statusCode).toBe(403)
    expect((await ask('track_play=0', editor)).statusCode).toBe(403)
  })

  it('shows the whole site to admin.access holders, and top listeners only to them', async () => {
    const site = await ask('track_play=0', siteViewer, 'plays,users')
    expect(site.statusCode).toBe(200)
    const report = reportOf(site.json())
    expect(report.plays?.total).toBe(2)
    expect(report.users?.datasets[0]?.data.map((d) => [d.model?.id, d.value])).toEqual([[stranger, 2]])
    expect(reportOf((await ask('track_play=0', admin)).json()).plays?.total).toBe(2)

    const ownReport = reportOf((await ask(`track=${track}`, owner, 'plays,users,devices')).json())
    expect(Object.keys(ownReport).sort()).toEqual(['devices', 'plays'])
  })

  it('answers 422 naming the field for bad input', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ model: 'song=1', metrics: 'plays', ...range }, 'model'],
      [{ model: 'track_play=5', metrics: 'plays', ...range }, 'model'],
      [{ model: 'track=0', metrics: 'plays', ...range }, 'model'],
      [{ model: `track=${track}`, metrics: 'plays,likes', ...range }, 'metrics'],
      [{ model: `track=${track}`, ...range }, 'metrics'],
      [{ model: `track=${track}`, metrics: 'plays', startDate: 'last week', endDate: range.endDate }, 'startDate'],
      [{ model: `track=${track}`, metrics: 'plays', startDate: range.endDate, endDate: range.startDate }, 'endDate'],
      [{ model: `track=${track}`, metrics: 'plays', startDate: '2000-01-01T00:00:00Z', endDate: range.endDate }, 'endDate'],
      [{ model: `track=${track}`, metrics: 'plays', ...range, timezone: 'Mars/Olympus_Mons' }, 'timezone'],
      [{ model: `track=${track}`, metrics: 'plays', ...range, timezone: "UTC'; drop table users; --" }, 'timezone'],
      [{ model: `track=${track}`, metrics: 'plays', ...range, timezone: '+05' }, 'timezone'],
    ]
    for (const [params, field] of cases) {
      const res = await getInsights(t, params, admin)
      expect(res.statusCode, JSON.stringify(params)).toBe(422)
      const body = ErrorPayloadSchema.parse(res.json())
      expect(Object.keys(body.errors ?? {}), JSON.stringify(params)).toEqual([field])
    }
  })
})
