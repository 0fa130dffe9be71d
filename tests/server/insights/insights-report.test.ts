import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { modelViews } from '../../../src/server/db/schema/index'
import { newAlbum, newArtist, newTrack, newUser, seedCatalogueRoles } from '../../helpers/factories'
import { buildCatalogueApp, type CatalogueTestApp } from '../catalogue/catalogue-app'
import { getInsights, logPlays, reportOf } from './insights-fixtures'

/**
 * Exact numbers of reports/insights (music-catalog §3.8) over plays logged through the plays repo.
 * T1 (artists A1, A2; album AL) has 4 plays in the week of 25–31 May 2026 (UTC), one in the week before
 * and one on each side outside; T2 (A1, AL) and T3 (A2, no album) one each.
 */
describe('reports/insights numbers', () => {
  let t: CatalogueTestApp
  let admin: number
  let u1: number
  let u2: number
  let a1: number
  let a2: number
  let album: number
  let t1: number
  let t2: number
  let t3: number
  const week = { startDate: '2026-05-25T00:00:00Z', endDate: '2026-06-01T00:00:00Z' }

  beforeAll(async () => {
    t = await buildCatalogueApp()
    const roles = await seedCatalogueRoles(t.db)
    admin = (await newUser(t.db, { roleId: roles.admin.id })).id
    u1 = (await newUser(t.db, { roleId: roles.users.id, firstName: 'Ada' })).id
    u2 = (await newUser(t.db, { roleId: roles.users.id, firstName: 'Bo' })).id
    a1 = (await newArtist(t.db, { name: 'First Artist' })).id
    a2 = (await newArtist(t.db, { name: 'Second Artist' })).id
    album = (await newAlbum(t.db, [a1], { name: 'The Album' })).id
    t1 = (await newTrack(t.db, [a1, a2], { albumId: album, name: 'One' })).id
    t2 = (await newTrack(t.db, [a1], { albumId: album, name: 'Two' })).id
    t3 = (await newTrack(t.db, [a2], { name: 'Three' })).id
    await logPlays(t.db, [
      { trackId: t1, at: '2026-05-10T10:00:00Z', userId: u1 },
      { trackId: t1, at: '2026-05-20T12:00:00Z', userId: u1, device: 'desktop' },
      { trackId: t1, at: '2026-05-25T10:00:00Z', userId: u1, device: 'desktop', platform: 'linux', browser: 'chrome', location: 'fr' },
      { trackId: t1, at: '2026-05-25T23:30:00Z', userId: u2, device: 'mobile', platform: 'ios', browser: 'mobile safari', location: 'de' },
      { trackId: t1, at: '2026-05-27T08:00:00Z', device: 'mobile', platform: 'android', browser: 'chrome', location: 'fr' },
      { trackId: t1, at: '2026-05-31T23:59:59Z', userId: u1, device: 'desktop', platform: 'windows', browser: 'firefox' },
      { trackId: t1, at: '2026-06-01T00:00:00Z', userId: u2 },
      { trackId: t2, at: '2026-05-26T12:00:00Z', userId: u1, device: 'desktop', platform: 'linux', browser: 'chrome', location: 'fr' },
      { trackId: t3, at: '2026-05-26T13:00:00Z', userId: u2, device: 'tablet', platform: 'ios', browser: 'mobile safari', location: 'us' },
    ])
  })
  afterAll(async () => {
    await t.close()
  })

  it("counts a track's plays per day, with the previous period and every break-down", async () => {
    const res = await getInsights(t, { model: `track=${t1}`, metrics: 'plays,devices,platforms,browsers,locations', ...week }, admin)
    expect(res.statusCode).toBe(200)
    const report = reportOf(res.json())
    expect(report.plays?.granularity).toBe('day')
    expect(report.plays?.total).toBe(4)
    expect(report.plays?.datasets[0]).toEqual({
      label: 'current',
      data: [
        { label: '2026-05-25T00:00', value: 2 },
        { label: '2026-05-26T00:00', value: 0 },
        { label: '2026-05-27T00:00', value: 1 },
        { label: '2026-05-28T00:00', value: 0 },
        { label: '2026-05-29T00:00', value: 0 },
        { label: '2026-05-30T00:00', value: 0 },
        { label: '2026-05-31T00:00', value: 1 },
      ],
    })
    const previous = report.plays?.datasets[1]
    expect(previous?.label).toBe('previous')
    expect(previous?.data.map((d) => d.value)).toEqual([0, 0, 1, 0, 0, 0, 0])
    expect(previous?.data[0]?.label).toBe('2026-05-18T00:00')

    expect(report.devices).toEqual({ total: 4, datasets: [{ label: 'devices', data: [{ label: 'desktop', value: 2 }, { label: 'mobile', value: 2 }] }] })
    expect(report.platforms?.datasets[0]?.data).toEqual([
      { label: 'android', value: 1 },
      { label: 'ios', value: 1 },
      { label: 'linux', value: 1 },
      { label: 'windows', value: 1 },
    ])
    expect(report.browsers?.datasets[0]?.data).toEqual([
      { label: 'chrome', value: 2 },
      { label: 'firefox', value: 1 },
      { label: 'mobile safari', value: 1 },
    ])
    expect(report.locations?.datasets[0]?.data).toEqual([
      { label: 'France', value: 2, code: 'fr' },
      { label: 'Germany', value: 1, code: 'de' },
      { label: 'Unknown', value: 1 },
    ])
  })

  it('buckets by local day in the requested time zone', async () => {
    const res = await getInsights(t, { model: `track=${t1}`, metrics: 'plays', timezone: 'Europe/Paris', ...week }, admin)
    const data = reportOf(res.json()).plays?.datasets[0]?.data
    // 00:00Z is 02:00 in Paris (UTC+2): the range starts on the 25th and ends on 1 June, local.
    expect(data).toEqual([
      { label: '2026-05-25T00:00', value: 1 },
      { label: '2026-05-26T00:00', value: 1 },
      { label: '2026-05-27T00:00', value: 1 },
      { label: '2026-05-28T00:00', value: 0 },
      { label: '2026-05-29T00:00', value: 0 },
      { label: '2026-05-30T00:00', value: 0 },
      { label: '2026-05-31T00:00', value: 0 },
      { label: '2026-06-01T00:00', value: 1 },
    ])
  })

  it('uses hours for a day, weeks for a year and months beyond two years', async () => {
    const day = reportOf((await getInsights(t, { model: `track=${t1}`, metrics: 'plays', startDate: '2026-05-25T00:00:00Z', endDate: '2026-05-26T00:00:00Z' }, admin)).json())
    expect(day.plays?.granularity).toBe('hour')
    expect(day.plays?.datasets[0]?.data).toHaveLength(24)
    expect(day.plays?.datasets[0]?.data.filter((d) => d.value > 0)).toEqual([
      { label: '2026-05-25T10:00', value: 1 },
      { label: '2026-05-25T23:00', value: 1 },
    ])

    const year = reportOf((await getInsights(t, { model: `track=${t1}`, metrics: 'plays', startDate: '2025-06-01T00:00:00Z', endDate: '2026-06-01T00:00:00Z' }, admin)).json())
    expect(year.plays?.granularity).toBe('week')
    expect(year.plays?.total).toBe(6)
    // Weeks start on Monday; 25 May 2026 is one.
    expect(year.plays?.datasets[0]?.data.slice(-3)).toEqual([
      { label: '2026-05-11T00:00', value: 0 },
      { label: '2026-05-18T00:00', value: 1 },
      { label: '2026-05-25T00:00', value: 4 },
    ])

    const long = reportOf((await getInsights(t, { model: `track=${t1}`, metrics: 'plays', startDate: '2024-01-01T00:00:00Z', endDate: '2026-07-01T00:00:00Z' }, admin)).json())
    expect(long.plays?.granularity).toBe('month')
    expect(long.plays?.datasets[0]?.data).toHaveLength(30)
    expect(long.plays?.datasets[0]?.data.slice(-2)).toEqual([
      { label: '2026-05-01T00:00', value: 6 },
      { label: '2026-06-01T00:00', value: 1 },
    ])
  })

  it('sums an album and an artist over their tracks, with top tracks', async () => {
    const albumReport = reportOf((await getInsights(t, { model: `album=${album}`, metrics: 'plays,tracks', ...week }, admin)).json())
    expect(albumReport.plays?.total).toBe(5)
    expect(albumReport.tracks?.datasets[0]?.data).toEqual([
      { label: 'One', value: 4, model: { id: t1, model_type: 'track', name: 'One', image: null } },
      { label: 'Two', value: 1, model: { id: t2, model_type: 'track', name: 'Two', image: null } },
    ])
    const artistReport = reportOf((await getInsights(t, { model: `artist=${a2}`, metrics: 'tracks,locations', ...week }, admin)).json())
    expect(artistReport.tracks?.total).toBe(5)
    expect(artistReport.tracks?.datasets[0]?.data.map((d) => [d.label, d.value])).toEqual([
      ['One', 4],
      ['Three', 1],
    ])
    expect(artistReport.locations?.datasets[0]?.data.map((d) => d.code ?? null)).toEqual(['fr', 'de', 'us', null])
  })

  it('reports the whole site with top artists, albums and listeners', async () => {
    const res = await getInsights(t, { model: 'track_play=0', metrics: 'plays,artists,albums,users,devices', ...week }, admin)
    const report = reportOf(res.json())
    expect(report.plays?.total).toBe(6)
    // A play counts for every artist of its track: A1 has T1 (4) + T2 (1), A2 has T1 (4) + T3 (1).
    expect(report.artists?.datasets[0]?.data.map((d) => [d.model?.id, d.value])).toEqual([
      [a1, 5],
      [a2, 5],
    ])
    expect(report.albums?.datasets[0]?.data).toEqual([{ label: 'The Album', value: 5, model: { id: album, model_type: 'album', name: 'The Album', image: null } }])
    expect(report.users?.datasets[0]?.data.map((d) => [d.label, d.value])).toEqual([
      ['Ada Test', 3],
      ['Bo Test', 2],
    ])
    expect(report.devices?.datasets[0]?.data).toEqual([
      { label: 'desktop', value: 3 },
      { label: 'mobile', value: 2 },
      { label: 'tablet', value: 1 },
    ])
  })

  it('counts distinct visitors per day: listeners, and for the whole site page viewers too', async () => {
    // Two page views on the 28th: a guest who played nothing, and Ada (who played on other days).
    await t.db.insert(modelViews).values([
      { visitorKey: 'g:page-only-guest', modelType: 'artist', modelId: a1, viewedAt: new Date('2026-05-28T09:00:00Z') },
      { visitorKey: `u:${u1}`, modelType: 'album', modelId: album, viewedAt: new Date('2026-05-28T10:00:00Z') },
    ])
    const site = reportOf((await getInsights(t, { model: 'track_play=0', metrics: 'plays,visitors', ...week }, admin)).json())
    expect(site.visitors?.granularity).toBe('day')
    // Ada, Bo, the guest who played on the 27th and the page-only guest.
    expect(site.visitors?.total).toBe(4)
    expect(site.visitors?.datasets[0]?.data.map((d) => d.value)).toEqual([2, 2, 1, 2, 0, 0, 1])
    expect(site.visitors?.datasets[1]?.data.map((d) => d.value)).toEqual([0, 0, 1, 0, 0, 0, 0])
    const track = reportOf((await getInsights(t, { model: `track=${t1}`, metrics: 'visitors', ...week }, admin)).json())
    expect(track.visitors?.total).toBe(3)
    expect(track.visitors?.datasets[0]?.data.map((d) => d.value)).toEqual([2, 0, 1, 0, 0, 0, 1])
    expect(track.plays).toBeUndefined()
  })

  it('answers zeros, not an error, for a range without plays', async () => {
    const res = await getInsights(t, { model: `track=${t1}`, metrics: 'plays,devices', startDate: '2020-01-01T00:00:00Z', endDate: '2020-01-08T00:00:00Z' }, admin)
    const report = reportOf(res.json())
    expect(report.plays?.total).toBe(0)
    expect(report.plays?.datasets[0]?.data.map((d) => d.value)).toEqual([0, 0, 0, 0, 0, 0, 0])
    expect(report.devices).toEqual({ total: 0, datasets: [{ label: 'devices', data: [] }] })
  })
})
