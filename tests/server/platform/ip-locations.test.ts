import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locateIp } from '../../../src/server/lib/geo-ip'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { newAlbum, newArtist, newTrack, newUser as newCatalogueUser, seedCatalogueRoles } from '../../helpers/factories'
import { buildCatalogueApp, type CatalogueTestApp } from '../catalogue/catalogue-app'
import { getInsights, reportOf } from '../insights/insights-fixtures'
import { Browser, newUser } from '../auth/auth-helpers'

/**
 * Issue 25: sessions and insights locate callers with the IP database bundled in fast-geoip (no CDN
 * header). A public address arrives the way it does in production, through X-Forwarded-For behind a
 * trusted proxy (TRUST_PROXY=1; request.ip is the forwarded client). 81.2.69.142 is in the GeoLite2
 * data as Great Britain (MaxMind's own test address range).
 */
const PUBLIC_GB = '81.2.69.142'
/** RIPE NCC's own network, in the GeoLite2 City IPv6 data as Amsterdam, Netherlands. */
const PUBLIC_V6_NL = '2001:67c:2e8:22::c100:68b'

describe('IP locations', () => {
  it('places loopback and private addresses on the local network and a public one in its country', async () => {
    expect(await locateIp('127.0.0.1')).toEqual({ city: null, country: 'local' })
    expect(await locateIp('192.168.1.20')).toEqual({ city: null, country: 'local' })
    expect(await locateIp('::1')).toEqual({ city: null, country: 'local' })
    expect((await locateIp(PUBLIC_GB)).country).toBe('gb')
    expect((await locateIp(`::ffff:${PUBLIC_GB}`)).country).toBe('gb')
    expect(await locateIp('not an ip')).toEqual({ city: null, country: null })
  })

  it('places a public IPv6 address in its city and country, and unique-local and link-local ones on the local network', async () => {
    expect(await locateIp(PUBLIC_V6_NL)).toEqual({ city: 'Amsterdam', country: 'nl' })
    expect(await locateIp(PUBLIC_V6_NL.toUpperCase())).toEqual({ city: 'Amsterdam', country: 'nl' })
    for (const local of ['fd12:3456:789a::1', 'fc00::5', 'fe80::1ff:fe23:4567:890a', 'febf::1']) expect(await locateIp(local)).toEqual({ city: null, country: 'local' })
    // Documentation range: not in the data, so unknown rather than guessed.
    expect(await locateIp('2001:db8::1')).toEqual({ city: null, country: null })
  })

  describe('session rows', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await buildTestApp({ TRUST_PROXY: '1' })
      await newUser(t.db, 'where@example.com')
    })
    afterAll(async () => {
      await t.close()
    })

    it('show city and country for a public address and "Local network" for loopback', async () => {
      const remote = new Browser(t.app)
      await remote.request('POST', 'auth/login', { email: 'where@example.com', password: 'correct horse battery' }, { headers: { 'x-forwarded-for': PUBLIC_GB } })
      const v6 = new Browser(t.app)
      await v6.request('POST', 'auth/login', { email: 'where@example.com', password: 'correct horse battery' }, { headers: { 'x-forwarded-for': PUBLIC_V6_NL } })
      const local = new Browser(t.app)
      await local.login('where@example.com')
      const res = await local.get('user-sessions')
      expect(res.statusCode).toBe(200)
      const sessions = (res.json() as { sessions: Array<{ city: string | null; country: string | null; ip_address: string; is_current_device: boolean }> }).sessions
      const far = sessions.find((s) => s.ip_address === PUBLIC_GB)!
      expect(far.country).toBe('United Kingdom')
      expect(far.city).toEqual(expect.any(String))
      expect(sessions.find((s) => s.ip_address === PUBLIC_V6_NL)).toMatchObject({ country: 'Netherlands', city: 'Amsterdam' })
      const here = sessions.find((s) => s.is_current_device)!
      expect(here).toMatchObject({ country: 'Local network', city: null })
    })
  })

  describe('insights locations', () => {
    let t: CatalogueTestApp
    beforeAll(async () => {
      t = await buildCatalogueApp({ TRUST_PROXY: '1' })
    })
    afterAll(async () => {
      await t.close()
    })

    it('counts plays by country without a CDN header', async () => {
      const roles = await seedCatalogueRoles(t.db)
      const admin = (await newCatalogueUser(t.db, { roleId: roles.admin.id })).id
      const artist = (await newArtist(t.db)).id
      const track = (await newTrack(t.db, [artist], { albumId: (await newAlbum(t.db, [artist])).id })).id
      for (const ip of [PUBLIC_GB, '10.1.2.3', PUBLIC_V6_NL]) {
        const res = await t.app.inject({ method: 'POST', url: `/api/v1/tracks/plays/${track}/log`, headers: { 'x-forwarded-for': ip }, payload: {} })
        expect(res.statusCode).toBe(200)
      }
      const now = t.clock.now
      const range = { startDate: new Date(now.getTime() - 86400_000).toISOString(), endDate: new Date(now.getTime() + 86400_000).toISOString() }
      const report = reportOf((await getInsights(t, { model: `track=${track}`, metrics: 'locations', ...range }, admin)).json())
      const data = report.locations?.datasets[0]?.data ?? []
      expect(data).toEqual(expect.arrayContaining([{ label: 'United Kingdom', value: 1, code: 'gb' }, { label: 'Local network', value: 1, code: 'local' }, { label: 'Netherlands', value: 1, code: 'nl' }]))
    })
  })
})
