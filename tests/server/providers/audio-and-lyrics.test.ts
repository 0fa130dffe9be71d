import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { lyrics, tracks } from '../../../src/server/db/schema/index'
import { cleanTitle } from '../../../src/server/modules/providers/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { newArtist, newTrack, seedCatalogueRoles } from '../../helpers/factories'
import { setSettings, startStandIn, type StandIn } from './stand-in'

// Issue 25 / decision 0032: the YouTube audio search (music-catalog §4.13) against a stand-in of the
// YouTube Data API `search.list`, and the LRCLIB lyrics import (`player.lyrics_automate`).
const video = (id: string) => ({ kind: 'youtube#searchResult', id: { kind: 'youtube#video', videoId: id }, snippet: { title: `Video ${id}` } })

describe('YouTube audio search and LRCLIB lyrics', () => {
  let t: TestApp
  let stand: StandIn
  beforeAll(async () => {
    stand = await startStandIn({
      'GET /youtube/v3/search': (call) =>
        call.query.get('key') === 'yt-key' && call.query.get('type') === 'video'
          ? { kind: 'youtube#searchListResponse', items: [video('aaaaaaaaaaa'), video('bbbbbbbbbbb'), { id: { kind: 'youtube#channel', channelId: 'c' }, snippet: { title: 'A channel' } }, video('ccccccccccc'), video('ddddddddddd')] }
          : [400, { error: { code: 400, message: 'API key not valid' } }],
      'GET /api/search': (call) =>
        call.query.get('track_name') === 'Around the World' && call.query.get('artist_name') === 'Robot Duo'
          ? [
              { id: 1, trackName: 'Around the World', artistName: 'Robot Duo', duration: 430, plainLyrics: 'Long edit', syncedLyrics: null },
              { id: 2, trackName: 'Around the World', artistName: 'Robot Duo', duration: 239, plainLyrics: 'Around the world', syncedLyrics: '[00:01.00]Around the world' },
              { id: 3, trackName: 'Around the World', artistName: 'Robot Duo', duration: 240, instrumental: true, plainLyrics: null, syncedLyrics: null },
            ]
          : [],
    })
    t = await buildTestApp({ YOUTUBE_API_URL: `${stand.url}/youtube/v3`, LRCLIB_API_URL: stand.url })
    await seedCatalogueRoles(t.db)
  })
  afterAll(async () => {
    await t.close()
    await stand.close()
  })
  beforeEach(async () => {
    await setSettings(t.db, { audio_search_provider: 'off', 'youtube.store_id': false, 'youtube.region_code': 'us', 'player.lyrics_automate': false }, { 'youtube.api_key': '' })
    stand.calls.length = 0
  })

  // The spec's path: artist and track names URL-encoded twice.
  const twice = (s: string) => encodeURIComponent(encodeURIComponent(s))
  const audio = (trackId: number, artist: string, name: string) => t.app.inject({ method: 'GET', url: `/api/v1/search/audio/${trackId}/${twice(artist)}/${twice(name)}` })

  it('is off by default: search/audio and log-client-error answer 404, YouTube is not called', async () => {
    await setSettings(t.db, {}, { 'youtube.api_key': 'yt-key' })
    const track = await newTrack(t.db, [(await newArtist(t.db)).id])
    expect((await audio(track.id, 'A', 'B')).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/youtube/log-client-error', payload: { code: 150, videoUrl: 'https://youtu.be/x' } })).statusCode).toBe(404)
    // On, but no key saved: still off.
    await setSettings(t.db, { audio_search_provider: 'youtube' }, { 'youtube.api_key': '' })
    expect((await audio(track.id, 'A', 'B')).statusCode).toBe(404)
    expect(stand.calls).toHaveLength(0)
  })

  it('answers up to 3 videos from search.list, with the region, and saves the first id only with store_id', async () => {
    await setSettings(t.db, { audio_search_provider: 'youtube', 'youtube.region_code': 'fr' }, { 'youtube.api_key': 'yt-key' })
    const artist = await newArtist(t.db, { name: 'AC/DC' })
    const track = await newTrack(t.db, [artist.id], { name: 'T.N.T. & more', src: null })
    const res = await audio(track.id, 'AC/DC', 'T.N.T. & more')
    expect(res.statusCode).toBe(200)
    expect(res.json().results).toEqual([
      { id: 'aaaaaaaaaaa', title: 'Video aaaaaaaaaaa' },
      { id: 'bbbbbbbbbbb', title: 'Video bbbbbbbbbbb' },
      { id: 'ccccccccccc', title: 'Video ccccccccccc' },
    ])
    const [call] = stand.callsTo('/youtube/v3/search')
    expect(call!.query.get('q')).toBe('AC/DC - T.N.T. & more')
    expect(call!.query.get('regionCode')).toBe('FR')
    expect(call!.query.get('maxResults')).toBe('3')
    expect((await t.db.select().from(tracks).where(eq(tracks.id, track.id)))[0]!.src).toBeNull()

    await setSettings(t.db, { 'youtube.store_id': true })
    await audio(track.id, 'AC/DC', 'T.N.T. & more')
    expect((await t.db.select().from(tracks).where(eq(tracks.id, track.id)))[0]!.src).toBe('aaaaaaaaaaa')

    const local = await newTrack(t.db, [artist.id], { src: 'storage/track_media/x.mp3' })
    await audio(local.id, 'AC/DC', 'x')
    expect((await t.db.select().from(tracks).where(eq(tracks.id, local.id)))[0]!.src).toBe('storage/track_media/x.mp3')

    const logged = await t.app.inject({ method: 'POST', url: '/api/v1/youtube/log-client-error', payload: { code: 150, videoUrl: 'https://youtu.be/aaaaaaaaaaa' } })
    expect(logged.statusCode).toBe(200)
    expect((await audio(999999, 'AC/DC', 'x')).statusCode).toBe(404)
  })

  it('imports missing lyrics from LRCLIB only with lyrics_automate: cleaned title, closest duration, stored', async () => {
    const artist = await newArtist(t.db, { name: 'Robot Duo' })
    const track = await newTrack(t.db, [artist.id], { name: 'Around the World - 2011 Remastered', duration: 238_500 })
    const get = () => t.app.inject({ method: 'GET', url: `/api/v1/tracks/${track.id}/lyrics` })

    expect((await get()).statusCode).toBe(404)
    expect(stand.calls).toHaveLength(0)

    await setSettings(t.db, { 'player.lyrics_automate': true })
    const res = await get()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ is_synced: true, duration: 239 })
    expect(res.json().lines[0]).toMatchObject({ text: 'Around the world' })
    expect(stand.callsTo('/api/search')).toHaveLength(1)

    // Stored: the next read is local.
    await get()
    expect(stand.calls).toHaveLength(1)
    expect(await t.db.select().from(lyrics).where(eq(lyrics.trackId, track.id))).toHaveLength(1)

    // Nothing found: still 404, and LRCLIB is not asked again at once.
    const unknown = await newTrack(t.db, [artist.id], { name: 'Unreleased' })
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/tracks/${unknown.id}/lyrics` })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/tracks/${unknown.id}/lyrics` })).statusCode).toBe(404)
    expect(stand.callsTo('/api/search')).toHaveLength(2)
  })

  it('cleans titles of remaster and featuring suffixes', () => {
    expect(cleanTitle('Song - 2011 Remastered')).toBe('Song')
    expect(cleanTitle('Song - Remastered 2009')).toBe('Song')
    expect(cleanTitle('Song (feat. Someone)')).toBe('Song')
    expect(cleanTitle('Song [ft. A & B] - Radio Edit')).toBe('Song')
    expect(cleanTitle('Plain')).toBe('Plain')
  })
})
