import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { albums, artists, lyrics, tracks } from '../../../src/server/db/schema/index'
import { AS_USER, buildTestApp, type TestApp } from '../../helpers/build-app'
import { newArtist, newRole, newUser, seedCatalogueRoles } from '../../helpers/factories'
import { setSettings, startStandIn, type StandIn } from './stand-in'

// Issue 25 / decision 0032: `POST import-media/single-item` against a stand-in of the Spotify Web API.
const ARTIST = '0art000000000000000001'
const ALBUM = '0alb000000000000000001'
const TRACK1 = '0trk000000000000000001'
const TRACK2 = '0trk000000000000000002'
const ref = { id: ARTIST, name: 'Import Band' }
const album = {
  id: ALBUM,
  name: 'First Record',
  release_date: '2001-03-12',
  popularity: 55,
  images: [{ url: 'https://i.scdn.co/image/rec-640', width: 640, height: 640 }],
  artists: [ref],
  tracks: {
    items: [
      { id: TRACK1, name: 'Opening', duration_ms: 200_000, track_number: 1, artists: [ref] },
      { id: TRACK2, name: 'Closing', duration_ms: 180_000, track_number: 2, artists: [ref, { id: '0guest0000000000000001', name: 'Guest Singer' }] },
    ],
  },
}

describe('POST import-media/single-item (Spotify)', () => {
  let t: TestApp
  let stand: StandIn
  let headers: Record<string, string>
  let viewerHeaders: Record<string, string>
  beforeAll(async () => {
    stand = await startStandIn({
      'POST /api/token': () => ({ access_token: 'tok', token_type: 'Bearer', expires_in: 3600 }),
      [`GET /v1/albums/${ALBUM}`]: () => album,
      [`GET /v1/tracks/${TRACK1}`]: () => ({ ...album.tracks.items[0], popularity: 61, album: { id: ALBUM, name: album.name, release_date: album.release_date, images: album.images, artists: [ref] } }),
      [`GET /v1/artists/${ARTIST}`]: () => ({ ...ref, popularity: 40, followers: { total: 99 }, images: [{ url: 'https://i.scdn.co/image/band-300', width: 300, height: 300 }] }),
      [`GET /v1/artists/${ARTIST}/albums`]: (call) => (call.query.get('include_groups') === 'album,single' ? { items: [{ id: ALBUM }] } : { items: [] }),
      'GET /v1/albums': (call) => ({ albums: call.query.get('ids') === ALBUM ? [album] : [] }),
      'GET /api/search': (call) => (call.query.get('track_name') === 'Opening' ? [{ id: 7, trackName: 'Opening', artistName: 'Import Band', duration: 200, plainLyrics: 'Hello', syncedLyrics: null }] : []),
    })
    t = await buildTestApp({ SPOTIFY_API_URL: stand.url, SPOTIFY_ACCOUNTS_URL: stand.url, LRCLIB_API_URL: stand.url }, { actAsUser: true })
    await seedCatalogueRoles(t.db)
    const editors = await newRole(t.db, 'importers', ['music.view', 'music.create'])
    headers = { [AS_USER]: String((await newUser(t.db, { roleId: editors.id })).id) }
    const viewers = await newRole(t.db, 'viewers', ['music.view'])
    viewerHeaders = { [AS_USER]: String((await newUser(t.db, { roleId: viewers.id })).id) }
  })
  afterAll(async () => {
    await t.close()
    await stand.close()
  })
  beforeEach(async () => {
    await setSettings(t.db, {}, { spotify_id: 'id', spotify_secret: 'secret' })
    stand.calls.length = 0
  })

  const post = (payload: Record<string, unknown>, as = headers) => t.app.inject({ method: 'POST', url: '/api/v1/import-media/single-item', headers: as, payload })

  it('is refused without music.create (before the body is read) and while Spotify is not set up, calling nothing', async () => {
    expect((await post({ nonsense: true }, viewerHeaders)).statusCode).toBe(403)
    await setSettings(t.db, {}, { spotify_id: '', spotify_secret: '' })
    expect((await post({ modelType: 'album', spotifyId: ALBUM })).statusCode).toBe(404)
    expect(stand.calls).toHaveLength(0)
    expect((await post({ modelType: 'album', spotifyId: 'not an id!' })).statusCode).toBe(422)
  })

  it('imports an album with its tracks and artists, and a second import updates instead of duplicating', async () => {
    const res = await post({ modelType: 'album', spotifyId: ALBUM })
    expect(res.statusCode).toBe(200)
    expect(res.json().album).toMatchObject({ name: 'First Record', release_date: '2001-03-12', image: 'https://i.scdn.co/image/rec-640' })
    expect(res.json().album.tracks.map((tr: { name: string }) => tr.name)).toEqual(['Opening', 'Closing'])
    await post({ modelType: 'album', spotifyId: ALBUM })
    expect(await t.db.select().from(albums).where(eq(albums.spotifyId, ALBUM))).toHaveLength(1)
    expect(await t.db.select().from(tracks).where(eq(tracks.spotifyId, TRACK2))).toHaveLength(1)
    expect((await t.db.select().from(artists).where(eq(artists.spotifyId, '0guest0000000000000001')))[0]?.name).toBe('Guest Singer')
  })

  it('imports an artist (matching the local one by name) with its albums, and a track with lyrics on request', async () => {
    const local = await newArtist(t.db, { name: 'import band' })
    await t.db.delete(artists).where(eq(artists.spotifyId, ARTIST))
    const res = await post({ modelType: 'artist', spotifyId: ARTIST })
    expect(res.statusCode).toBe(200)
    expect(res.json().artist).toMatchObject({ id: local.id, image_small: 'https://i.scdn.co/image/band-300' })
    expect((await t.db.select().from(artists).where(eq(artists.id, local.id)))[0]).toMatchObject({ spotifyId: ARTIST, spotifyFollowers: 99 })

    const track = await post({ modelType: 'track', spotifyId: TRACK1, importLyrics: true })
    expect(track.statusCode).toBe(200)
    expect(track.json().track).toMatchObject({ name: 'Opening', duration: 200_000 })
    expect(await t.db.select().from(lyrics).where(eq(lyrics.trackId, track.json().track.id))).toHaveLength(1)
    expect((await post({ modelType: 'playlist', spotifyId: ARTIST })).statusCode).toBe(422)
  })
})
