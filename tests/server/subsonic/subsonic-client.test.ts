import { and, eq } from 'drizzle-orm'
import { SubsonicAPI } from 'subsonic-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { likes, trackPlays } from '../../../src/server/db/schema/index'
import { AUDIO, buildSubsonicWorld, type SubsonicWorld } from './subsonic-fixture'

/**
 * Drives /rest over real HTTP with `subsonic-api`, a third-party Subsonic client from npm: salted-token
 * sign-in (the default of that client) and API keys, then browse, search, playlists, stars, scrobbles,
 * stream, cover art and lyrics, as a music app would.
 */
describe('OpenSubsonic API through the subsonic-api client', () => {
  let w: SubsonicWorld
  let url: string
  let api: SubsonicAPI
  let byKey: SubsonicAPI

  beforeAll(async () => {
    w = await buildSubsonicWorld()
    url = await w.t.app.listen({ host: '127.0.0.1', port: 0 })
    const { username, password, apiKey } = w.listener.credential
    api = new SubsonicAPI({ url, auth: { username, password } })
    byKey = new SubsonicAPI({ url, auth: { apiKey }, post: true })
  }, 60_000)
  afterAll(async () => {
    await w.t.close()
  })

  it('signs in with the salted token and with the API key (formPost)', async () => {
    const ping = await api.ping()
    expect(ping).toMatchObject({ status: 'ok', version: '1.16.1', type: 'encore', openSubsonic: true })
    expect(await byKey.ping()).toMatchObject({ status: 'ok' })
    const ext = await api.getOpenSubsonicExtensions()
    expect(ext.openSubsonicExtensions.map((e) => e.name).sort()).toEqual(['apiKeyAuthentication', 'formPost', 'songLyrics', 'transcodeOffset'])
  })

  it('browses artists, the artist, the album and a song', async () => {
    const { artists } = await api.getArtists()
    const entry = artists.index?.flatMap((i) => i.artist).find((a) => a?.name === 'Nightdrive')
    expect(entry).toMatchObject({ id: String(w.artistId), albumCount: 1 })
    const { artist } = await api.getArtist({ id: String(w.artistId) })
    expect(artist.album?.map((a) => a.name)).toEqual(['Neon Roads'])
    const { album } = await api.getAlbum({ id: String(w.albumId) })
    expect(album).toMatchObject({ name: 'Neon Roads', songCount: 2, year: 2021, artist: 'Nightdrive', coverArt: `al-${w.albumId}` })
    expect(album.song?.map((s) => s.title)).toEqual(['Highway Lights', 'Midnight Signal'])
    const { song } = await api.getSong({ id: String(w.trackIds[0]) })
    expect(song).toMatchObject({ title: 'Highway Lights', track: 1, suffix: 'mp3', contentType: 'audio/mpeg', duration: 10, genre: 'synthwave' })
    const { albumList2 } = await api.getAlbumList2({ type: 'alphabeticalByName', size: 5 })
    expect(albumList2.album?.map((a) => a.id)).toEqual([String(w.albumId)])
  })

  it('searches with search3 and pages an empty query', async () => {
    const { searchResult3 } = await api.search3({ query: 'midn' })
    expect(searchResult3.song?.map((s) => s.title)).toEqual(['Midnight Signal'])
    const all = await byKey.search3({ query: '', songCount: 1, songOffset: 1, artistCount: 0, albumCount: 0 })
    expect(all.searchResult3.song).toHaveLength(1)
    expect(all.searchResult3.artist ?? []).toHaveLength(0)
  })

  it('creates, reads, updates and deletes a playlist', async () => {
    const created = await api.createPlaylist({ name: 'Road trip', songId: [String(w.trackIds[1]), String(w.trackIds[0])] })
    expect(created.status).toBe('ok')
    const id = created.playlist!.id
    expect(created.playlist!.entry?.map((e) => e.id)).toEqual([String(w.trackIds[1]), String(w.trackIds[0])])
    await api.updatePlaylist({ playlistId: id, name: 'Road trip 2', songIndexToRemove: [0] })
    const { playlist } = await api.getPlaylist({ id })
    expect(playlist).toMatchObject({ name: 'Road trip 2', songCount: 1 })
    expect(playlist.entry?.map((e) => e.id)).toEqual([String(w.trackIds[0])])
    const { playlists } = await api.getPlaylists()
    expect(playlists.playlist?.map((p) => p.name)).toContain('Road trip 2')
    expect((await api.deletePlaylist({ id })).status).toBe('ok')
    const gone = await api.getPlaylist({ id })
    expect(gone).toMatchObject({ status: 'failed', error: { code: 70 } })
  })

  it('stars and unstars as likes, listed by getStarred2', async () => {
    await api.star({ id: String(w.trackIds[0]), albumId: String(w.albumId) })
    const liked = await w.t.db.select().from(likes).where(eq(likes.userId, w.listener.id))
    expect(liked.map((l) => `${l.likeableType}:${l.likeableId}`).sort()).toEqual([`album:${w.albumId}`, `track:${w.trackIds[0]}`])
    const { starred2 } = await api.getStarred2()
    expect(starred2.song?.map((s) => s.id)).toEqual([String(w.trackIds[0])])
    expect(starred2.album?.[0]?.starred).toBeInstanceOf(Date)
    await api.unstar({ id: String(w.trackIds[0]) })
    expect((await api.getStarred2()).starred2.song ?? []).toHaveLength(0)
  })

  it('scrobbles a play into the plays log, which the web history then lists', async () => {
    await api.scrobble({ id: String(w.trackIds[1]), submission: true })
    const rows = await w.t.db.select().from(trackPlays).where(and(eq(trackPlays.userId, w.listener.id), eq(trackPlays.trackId, w.trackIds[1]!)))
    expect(rows).toHaveLength(1)
    const history = await w.t.app.inject({ method: 'GET', url: '/api/v1/tracks/plays/me', headers: w.listener.headers })
    expect(history.statusCode).toBe(200)
    expect(history.json().pagination.data.map((t: { id: number }) => t.id)).toEqual([w.trackIds[1]])
    // "Now playing" notifications are not plays.
    await api.scrobble({ id: String(w.trackIds[0]), submission: false })
    expect(await w.t.db.select().from(trackPlays).where(eq(trackPlays.trackId, w.trackIds[0]!))).toHaveLength(0)
  })

  it('streams the original bytes and answers a Range with 206', async () => {
    const whole = await api.stream({ id: String(w.trackIds[0]), format: 'raw' })
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('audio/mpeg')
    expect(Buffer.from(await whole.arrayBuffer()).equals(AUDIO)).toBe(true)
    const streamUrl = new URL(whole.url)
    const part = await fetch(streamUrl, { headers: { range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${AUDIO.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(AUDIO.subarray(100, 200))).toBe(true)
  })

  it('serves cover art at the asked size', async () => {
    const res = await api.getCoverArt({ id: `al-${w.albumId}`, size: 100 })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\//)
    const { default: sharp } = await import('sharp')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(meta.width).toBe(128)
  })

  it('answers structured synced lyrics and plain lyrics', async () => {
    // subsonic-api types lyricsList as an array; the OpenSubsonic songLyrics spec (and the client at run
    // time, which returns the JSON as sent) has { structuredLyrics: [...] }.
    const { lyricsList } = (await api.getLyricsBySongId({ id: String(w.trackIds[0]) })) as unknown as {
      lyricsList: { structuredLyrics?: { synced: boolean; line: { start?: number; value: string }[] }[] }
    }
    const lyrics = lyricsList.structuredLyrics?.[0]
    expect(lyrics).toMatchObject({ synced: true, displayTitle: 'Highway Lights', displayArtist: 'Nightdrive' })
    expect(lyrics?.line).toEqual([
      { start: 1500, value: 'First line' },
      { start: 3000, value: 'Second line' },
      { start: 5250, value: 'Third line' },
    ])
    const plain = await api.getLyrics({ artist: 'Nightdrive', title: 'Highway Lights' })
    expect(plain.lyrics).toMatchObject({ title: 'Highway Lights', value: 'First line\nSecond line\nThird line' })
  })

  it('saves and restores the play queue', async () => {
    await api.savePlayQueue({ id: [String(w.trackIds[1]), String(w.trackIds[0])], current: String(w.trackIds[0]), position: 4200 })
    const { playQueue } = await byKey.getPlayQueue()
    expect(playQueue).toMatchObject({ current: String(w.trackIds[0]), position: 4200 })
    expect(playQueue?.entry?.map((e) => e.id)).toEqual([String(w.trackIds[1]), String(w.trackIds[0])])
  })
})
