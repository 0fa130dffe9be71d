import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { artists, lyrics, similarArtists } from '../../../src/server/db/schema/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { newArtist, newArtistProfile, newTrack, seedCatalogueRoles } from '../../helpers/factories'
import { setSettings, startStandIn, type StandIn } from './stand-in'

// Decision 0032: every provider answer is parsed, not cast. Stand-ins that answer 200 with JSON of another
// shape than the real APIs' (a changed format, a broken proxy) count as a failed request: a warning with
// the keys redacted, the page answered with the local data, nothing stored from the answer.
const WARN = 40
const SECRETS = ['lf-key', 'yt-key', 'client-secret', 'token-1']
const OFF = { artist_bio_provider: 'local', artist_provider: 'local', wikipedia_language: 'en', 'automation.artist_interval': 0 }

describe('malformed provider answers', () => {
  let t: TestApp
  let stand: StandIn
  const lines: Array<{ level: number; msg: string; provider?: string; url?: string; issues?: string[] }> = []
  const malformed = (provider: string) => lines.filter((l) => l.level === WARN && l.msg === 'provider answer malformed' && l.provider === provider)

  beforeAll(async () => {
    stand = await startStandIn({
      'GET /wiki/en/page/summary/Odd_Wiki': () => ({ type: 'standard', extract: 42 }),
      'POST /api/token': () => ({ access_token: 'token-1', token_type: 'Bearer', expires_in: 3600 }),
      'GET /v1/search': () => ({ artists: { items: 'none' } }),
      'GET /lastfm/': (call) =>
        call.query.get('method') === 'artist.getInfo'
          ? { artist: { name: 'Odd Band', image: 'https://lastfm.example/xl.png' } }
          : { similarartists: { artist: [{ match: '1' }] } },
      'GET /youtube/v3/search': () => ({ kind: 'youtube#searchListResponse', items: 'none' }),
      'GET /api/search': () => [{ id: 1, trackName: 'Odd Song', artistName: 'Odd Band', duration: 200, plainLyrics: 7, syncedLyrics: null }],
    })
    t = await buildTestApp(
      {
        WIKIPEDIA_API_URL: `${stand.url}/wiki/{lang}`,
        SPOTIFY_API_URL: stand.url,
        SPOTIFY_ACCOUNTS_URL: stand.url,
        LASTFM_API_URL: `${stand.url}/lastfm`,
        YOUTUBE_API_URL: `${stand.url}/youtube/v3`,
        LRCLIB_API_URL: stand.url,
        PROVIDER_TIMEOUT_MS: '3000',
        LOG_LEVEL: 'warn',
      },
      { logStream: { write: (line) => void lines.push(JSON.parse(line)) } },
    )
    await seedCatalogueRoles(t.db)
  })
  afterAll(async () => {
    await t.close()
    await stand.close()
  })
  beforeEach(async () => {
    await setSettings(t.db, OFF, { spotify_id: 'client-id', spotify_secret: 'client-secret', lastfm_api_key: 'lf-key', 'youtube.api_key': 'yt-key' })
    lines.length = 0
    stand.calls.length = 0
  })

  const page = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/artists/${id}?loader=artistPage` })
    expect(res.statusCode).toBe(200)
    return res.json().artist as { profile: { description: string | null } | null; image_small: string | null }
  }

  it('Wikipedia: the biography stays empty', async () => {
    await setSettings(t.db, { artist_bio_provider: 'wikipedia' })
    const artist = await newArtist(t.db, { name: 'Odd Wiki' })
    await newArtistProfile(t.db, artist.id, { description: null })
    expect((await page(artist.id)).profile?.description).toBeNull()
    expect(stand.callsTo('/wiki/en/page/summary/Odd_Wiki')).toHaveLength(1)
    expect(malformed('wikipedia')).toEqual([expect.objectContaining({ issues: ['extract: invalid_type'] })])
  })

  it('Spotify and Last.fm: no image, figures or similar artists are taken, and the keys stay out of the log', async () => {
    await setSettings(t.db, { artist_provider: 'spotify' })
    const sky = await newArtist(t.db, { name: 'Odd Band' })
    expect((await page(sky.id)).image_small).toBeNull()
    expect(malformed('spotify')).toHaveLength(1)
    expect((await t.db.select().from(artists).where(eq(artists.id, sky.id)))[0]!.spotifyId).toBeNull()

    await setSettings(t.db, { artist_provider: 'lastfm' })
    const other = await newArtist(t.db, { name: 'Odd Band Two' })
    expect((await page(other.id)).image_small).toBeNull()
    expect(stand.callsTo('/lastfm').map((c) => c.query.get('method'))).toEqual(['artist.getInfo', 'artist.getSimilar'])
    expect(malformed('lastfm')).toHaveLength(2)
    expect(malformed('lastfm')[0]!.url).toContain('api_key=***')
    expect(await t.db.select().from(similarArtists).where(eq(similarArtists.artistId, other.id))).toEqual([])
    expect(JSON.stringify(lines)).not.toMatch(new RegExp(SECRETS.join('|')))
  })

  it('YouTube: the audio search answers no candidates', async () => {
    await setSettings(t.db, { audio_search_provider: 'youtube' })
    const track = await newTrack(t.db, [(await newArtist(t.db)).id], { name: 'Odd Song', src: null })
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/search/audio/${track.id}/A/B` })
    expect(res.statusCode).toBe(200)
    expect(res.json().results).toEqual([])
    expect(malformed('youtube')).toEqual([expect.objectContaining({ url: expect.stringContaining('key=***'), issues: ['items: invalid_type'] })])
    expect(JSON.stringify(lines)).not.toContain('yt-key')
  })

  it('LRCLIB: the lyrics import finds nothing and stores nothing', async () => {
    await setSettings(t.db, { 'player.lyrics_automate': true })
    const track = await newTrack(t.db, [(await newArtist(t.db, { name: 'Odd Band' })).id], { name: 'Odd Song' })
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/tracks/${track.id}/lyrics` })).statusCode).toBe(404)
    expect(stand.callsTo('/api/search')).toHaveLength(1)
    expect(malformed('lrclib')).toEqual([expect.objectContaining({ issues: ['0.plainLyrics: invalid_type'] })])
    expect(await t.db.select().from(lyrics).where(eq(lyrics.trackId, track.id))).toEqual([])
  })
})
