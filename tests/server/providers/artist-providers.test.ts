import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { artists, profileImages, similarArtists } from '../../../src/server/db/schema/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { attachGenre, newArtist, newArtistProfile, newGenre, seedCatalogueRoles } from '../../helpers/factories'
import { setSettings, startStandIn, type StandIn } from './stand-in'

// Issue 25 / decision 0032: the artist automation against local stand-ins of Wikipedia's REST API, the
// Spotify Web API (client credentials) and Last.fm. Every provider is off by default and then never called.
const OFF = { artist_bio_provider: 'local', artist_provider: 'local', wikipedia_language: 'en', 'automation.artist_interval': 7 }
const SPOTIFY_KEYS = { spotify_id: 'client-id', spotify_secret: 'client-secret' }
const img = (w: number) => ({ url: `https://i.scdn.co/image/air-${w}`, width: w, height: w })

describe('artist automation with the optional providers', () => {
  let t: TestApp
  let stand: StandIn
  // The app's clock: moved forward to pass `automation.artist_interval`.
  let now = Date.now()
  beforeAll(async () => {
    stand = await startStandIn({
      'GET /wiki/fr/page/summary/Air_Duo': () => ({ type: 'standard', title: 'Air Duo', extract: 'Air est un groupe français de musique électronique.' }),
      'GET /wiki/en/page/summary/Broken_Wiki': () => [500, { error: 'boom' }],
      'POST /api/token': (call) =>
        call.headers.authorization === `Basic ${Buffer.from('client-id:client-secret').toString('base64')}` && call.body === 'grant_type=client_credentials'
          ? { access_token: 'token-1', token_type: 'Bearer', expires_in: 3600 }
          : [400, { error: 'invalid_client' }],
      'GET /v1/search': (call) =>
        call.headers.authorization === 'Bearer token-1' && call.query.get('q') === 'Sky Band'
          ? { artists: { items: [{ id: '0sky000000000000000001', name: 'Sky Band', popularity: 71, followers: { total: 1234 }, images: [img(640), img(320), img(160)], genres: [] }] } }
          : { artists: { items: [] } },
      'GET /v1/artists/0sky000000000000000001/related-artists': () => ({
        artists: [
          { id: '0unknown00000000000001', name: 'Nobody Here' },
          { id: '0phoenix00000000000001', name: 'phoenix band' },
          { id: '0justice00000000000001', name: 'Justice Band' },
        ],
      }),
      'GET /lastfm/': (call) => {
        if (call.query.get('api_key') !== 'lf-key' || call.query.get('format') !== 'json') return [403, { error: 10, message: 'Invalid API key' }]
        if (call.query.get('method') === 'artist.getInfo') return { artist: { name: call.query.get('artist'), image: [{ '#text': 'https://lastfm.example/s.png', size: 'small' }, { '#text': 'https://lastfm.example/xl.png', size: 'extralarge' }], bio: { summary: 'A band. <a href="https://www.last.fm/music/x">Read more on Last.fm</a>' } } }
        if (call.query.get('method') === 'artist.getSimilar') return { similarartists: { artist: [{ name: 'Justice Band', match: '1' }, { name: 'Not Local', match: '0.9' }] } }
        return [400, { error: 3, message: 'Invalid method' }]
      },
    })
    t = await buildTestApp({
      WIKIPEDIA_API_URL: `${stand.url}/wiki/{lang}`,
      SPOTIFY_API_URL: stand.url,
      SPOTIFY_ACCOUNTS_URL: stand.url,
      LASTFM_API_URL: `${stand.url}/lastfm`,
      PROVIDER_TIMEOUT_MS: '3000',
    }, { clock: () => new Date(now) })
    await seedCatalogueRoles(t.db)
  })
  afterAll(async () => {
    await t.close()
    await stand.close()
  })
  beforeEach(async () => {
    await setSettings(t.db, OFF, { spotify_id: '', spotify_secret: '', lastfm_api_key: '' })
    stand.calls.length = 0
  })

  const page = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/artists/${id}?loader=artistPage` })
    expect(res.statusCode).toBe(200)
    return res.json().artist as { profile: { description: string | null } | null; similar: Array<{ name: string }>; image_small: string | null; profile_images: Array<{ url: string }> }
  }

  it('calls no provider while every one is off (the default), even with keys saved', async () => {
    await setSettings(t.db, {}, { ...SPOTIFY_KEYS, lastfm_api_key: 'lf-key' })
    const artist = await newArtist(t.db, { name: 'Sky Band' })
    expect((await page(artist.id)).profile).toBeNull()
    expect(stand.calls).toHaveLength(0)
  })

  it('fills an empty biography from Wikipedia in the chosen language, keeps an editor’s one, once per interval', async () => {
    await setSettings(t.db, { artist_bio_provider: 'wikipedia', wikipedia_language: 'fr' })
    const air = await newArtist(t.db, { name: 'Air Duo' })
    expect((await page(air.id)).profile?.description).toBe('Air est un groupe français de musique électronique.')
    expect(stand.callsTo('/wiki/fr/page/summary/Air_Duo')).toHaveLength(1)

    await page(air.id)
    expect(stand.calls).toHaveLength(1)
    // Eight days later (interval 7) the artist is synced again.
    now += 8 * 86_400_000
    await page(air.id)
    expect(stand.callsTo('/wiki/fr/page/summary/Air_Duo')).toHaveLength(2)

    const edited = await newArtist(t.db, { name: 'Air Duo 2' })
    await newArtistProfile(t.db, edited.id, { description: 'Written by an editor.' })
    expect((await page(edited.id)).profile?.description).toBe('Written by an editor.')
  })

  it('answers the page when the provider fails (logged, local data shown)', async () => {
    await setSettings(t.db, { artist_bio_provider: 'wikipedia' })
    const broken = await newArtist(t.db, { name: 'Broken Wiki' })
    await newArtistProfile(t.db, broken.id, { description: null })
    expect((await page(broken.id)).profile?.description).toBeNull()
    expect(stand.callsTo('/wiki/en/page/summary/Broken_Wiki')).toHaveLength(1)
  })

  it('takes image, figures and similar artists from Spotify (client-credentials token, cached)', async () => {
    await setSettings(t.db, { artist_provider: 'spotify' }, SPOTIFY_KEYS)
    const sky = await newArtist(t.db, { name: 'Sky Band' })
    const phoenix = await newArtist(t.db, { name: 'Phoenix Band' })
    const justice = await newArtist(t.db, { name: 'Justice Band' })
    const genre = await newGenre(t.db)
    const local = await newArtist(t.db, { name: 'Shares A Genre' })
    for (const id of [sky.id, local.id]) await attachGenre(t.db, genre.id, 'artist', id)

    const shown = await page(sky.id)
    expect(shown.similar.map((a) => a.name)).toEqual(['Phoenix Band', 'Justice Band'])
    expect(shown.image_small).toBe('https://i.scdn.co/image/air-320')
    expect(shown.profile_images.map((i) => i.url)).toEqual(['https://i.scdn.co/image/air-640'])
    const [row] = await t.db.select().from(artists).where(eq(artists.id, sky.id))
    expect(row).toMatchObject({ spotifyId: '0sky000000000000000001', spotifyPopularity: 71, spotifyFollowers: 1234 })
    expect(await t.db.select().from(similarArtists).where(eq(similarArtists.artistId, sky.id))).toHaveLength(2)

    // A second artist reuses the hour-long token.
    await page(phoenix.id)
    expect(stand.callsTo('/api/token')).toHaveLength(1)
    expect(justice.id).toBeGreaterThan(0)

    // Switched back to local: the shared-genre neighbours again, and no call.
    await setSettings(t.db, { artist_provider: 'local' })
    stand.calls.length = 0
    expect((await page(sky.id)).similar.map((a) => a.name)).toEqual(['Shares A Genre'])
    expect(stand.calls).toHaveLength(0)
  })

  it('takes the image and similar artists from Last.fm with its key', async () => {
    await setSettings(t.db, { artist_provider: 'lastfm', 'automation.artist_interval': 0 }, { lastfm_api_key: 'lf-key' })
    const band = await newArtist(t.db, { name: 'Last Band' })
    await newArtist(t.db, { name: 'justice band' })
    const shown = await page(band.id)
    expect(shown.image_small).toBe('https://lastfm.example/xl.png')
    expect(shown.similar.map((a) => a.name.toLowerCase())).toContain('justice band')
    expect(stand.callsTo('/lastfm').map((c) => c.query.get('method'))).toEqual(['artist.getInfo', 'artist.getSimilar'])
    const images = await t.db.select().from(profileImages).where(eq(profileImages.artistId, band.id))
    expect(images.map((i) => i.url)).toEqual(['https://lastfm.example/xl.png'])

    // Interval 0: synced once, never again.
    await page(band.id)
    expect(stand.callsTo('/lastfm')).toHaveLength(2)
  })
})
