import { createHash } from 'node:crypto'
import xmlParser from 'fast-xml-parser'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playlists, subsonicCredentials, tracks } from '../../../src/server/db/schema/index'
import { newPlaylist } from '../../helpers/factories'
import { buildSubsonicWorld, createCredential, type Credential, type SubsonicWorld } from './subsonic-fixture'

type Node = Record<string, unknown>

/**
 * /rest over plain HTTP, answers read as XML (the default format) by element and attribute name, and
 * the refusals with their Subsonic error codes; plus the credentials endpoints of the Music apps panel.
 */
describe('OpenSubsonic API over plain HTTP and XML', () => {
  let w: SubsonicWorld
  let base: string

  beforeAll(async () => {
    w = await buildSubsonicWorld()
    base = await w.t.app.listen({ host: '127.0.0.1', port: 0 })
  }, 60_000)
  afterAll(async () => {
    await w.t.close()
  })

  const token = (c: Credential, salt = 'c19b2d') => ({ u: c.username, t: createHash('md5').update(c.password + salt).digest('hex'), s: salt })

  async function rest(endpoint: string, params: Record<string, string | string[]>, init: RequestInit = {}) {
    const query = new URLSearchParams()
    for (const [k, v] of Object.entries({ v: '1.16.1', c: 'xml-test', ...params })) for (const one of [v].flat()) query.append(k, one)
    return fetch(`${base}/rest/${endpoint}?${query}`, init)
  }

  /** The parsed `subsonic-response` of an XML answer, after checking the document is well formed. */
  async function xml(endpoint: string, params: Record<string, string | string[]>): Promise<Node> {
    const res = await rest(endpoint, params)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/xml/)
    const text = await res.text()
    expect(xmlParser.validate(text)).toBe(true)
    const doc = xmlParser.parse(text, { ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text', parseAttributeValue: false, arrayMode: false })
    return doc['subsonic-response'] as Node
  }

  const asList = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]) as Node[]
  const me = () => token(w.listener.credential)

  it('answers ping as a subsonic-response root with the protocol attributes', async () => {
    const res = await rest('ping.view', me())
    const text = await res.text()
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<subsonic-response xmlns="http:\/\/subsonic.org\/restapi"/)
    const root = await xml('ping', me())
    expect(root).toMatchObject({ '@status': 'ok', '@version': '1.16.1', '@type': 'encore', '@openSubsonic': 'true' })
    expect(root['@serverVersion']).toBeTruthy()
  })

  it('names the browse elements as the Subsonic schema does', async () => {
    const album = (await xml('getAlbum.view', { ...me(), id: String(w.albumId) })).album as Node
    expect(album).toMatchObject({ '@id': String(w.albumId), '@name': 'Neon Roads', '@artistId': String(w.artistId), '@songCount': '2', '@year': '2021' })
    const songs = asList(album.song)
    expect(songs.map((s) => s['@title'])).toEqual(['Highway Lights', 'Midnight Signal'])
    expect(songs[0]).toMatchObject({ '@isDir': 'false', '@type': 'music', '@albumId': String(w.albumId), '@suffix': 'mp3' })

    const index = asList(((await xml('getArtists', me())).artists as Node).index)
    expect(index[0]).toMatchObject({ '@name': 'N', artist: { '@name': 'Nightdrive' } })

    const genre = asList(((await xml('getGenres', me())).genres as Node).genre)
    expect(genre).toEqual([{ '@songCount': '1', '@albumCount': '1', '#text': 'synthwave' }])

    const info = (await xml('getAlbumInfo2', { ...me(), id: String(w.albumId) })).albumInfo as Node
    expect(String(info.smallImageUrl)).toMatch(/\/storage\/track_image\/cover\.png$/)

    const lines = asList((((await xml('getLyricsBySongId', { ...me(), id: String(w.trackIds[0]) })).lyricsList as Node).structuredLyrics as Node).line)
    expect(lines[0]).toEqual({ '@start': '1500', '#text': 'First line' })

    const user = (await xml('getUser', { ...me(), username: w.listener.credential.username })).user as Node
    expect(user).toMatchObject({ '@streamRole': 'true', '@downloadRole': 'false', folder: 1 })
  })

  it('carries the OpenSubsonic replayGain of analysed tracks, in XML and JSON, and none before analysis', async () => {
    const [first, second] = w.trackIds as [number, number]
    const songOf = async (id: number) => (await xml('getSong', { ...me(), id: String(id) })).song as Node
    expect((await songOf(first)).replayGain).toBeUndefined()

    // As the loudness job leaves them (migration 0018): the album's gain on each track, peaks in dBTP.
    const src = 'storage/track_media/song.mp3'
    await w.t.db.update(tracks).set({ loudnessLufs: -9.5, truePeak: -0.5, trackGain: -8.5, albumGain: -9.25, loudnessSrc: src }).where(eq(tracks.id, first))
    await w.t.db.update(tracks).set({ loudnessLufs: -10.75, truePeak: -1.5, trackGain: -7.25, albumGain: -9.25, loudnessSrc: src }).where(eq(tracks.id, second))
    try {
      // Peaks are linear amplitudes (1 = full scale); the album's peak is its loudest track's.
      const trackPeak = Math.round(10 ** (-0.5 / 20) * 1e6) / 1e6
      const secondPeak = Math.round(10 ** (-1.5 / 20) * 1e6) / 1e6
      expect(trackPeak).toBeCloseTo(0.944061, 6)
      const songs = asList(((await xml('getAlbum', { ...me(), id: String(w.albumId) })).album as Node).song)
      expect(songs.map((s) => s.replayGain)).toEqual([
        { '@trackGain': '-8.5', '@albumGain': '-9.25', '@trackPeak': String(trackPeak), '@albumPeak': String(trackPeak) },
        { '@trackGain': '-7.25', '@albumGain': '-9.25', '@trackPeak': String(secondPeak), '@albumPeak': String(trackPeak) },
      ])

      const res = await rest('getSong.view', { ...me(), id: String(second), f: 'json' })
      const song = (await res.json())['subsonic-response'].song as Node
      expect(song.replayGain).toEqual({ trackGain: -7.25, albumGain: -9.25, trackPeak: secondPeak, albumPeak: trackPeak })
      const found = await rest('search3', { ...me(), query: 'Highway', f: 'json' })
      expect((await found.json())['subsonic-response'].searchResult3.song[0].replayGain).toMatchObject({ trackGain: -8.5 })
    } finally {
      await w.t.db.update(tracks).set({ loudnessLufs: null, truePeak: null, trackGain: null, albumGain: null, loudnessSrc: null }).where(eq(tracks.albumId, w.albumId))
    }
  })

  it('serves every getAlbumList2 type', async () => {
    const extra: Record<string, Record<string, string>> = { byYear: { fromYear: '2020', toYear: '2022' }, byGenre: { genre: w.genre } }
    for (const type of ['random', 'newest', 'highest', 'frequent', 'recent', 'alphabeticalByName', 'alphabeticalByArtist', 'starred', 'byYear', 'byGenre']) {
      const root = await xml('getAlbumList2', { ...me(), type, ...(extra[type] ?? {}) })
      expect(root['@status'], type).toBe('ok')
      const ids = asList((root.albumList2 as Node | '').valueOf() === '' ? undefined : (root.albumList2 as Node).album).map((a) => a['@id'])
      if (['random', 'newest', 'frequent', 'alphabeticalByName', 'alphabeticalByArtist', 'byYear', 'byGenre'].includes(type)) expect(ids, type).toEqual([String(w.albumId)])
    }
  })

  it('accepts the password in p, plain or enc: hex, and a formPost body', async () => {
    const { username, password } = w.listener.credential
    expect((await xml('ping', { u: username, p: password }))['@status']).toBe('ok')
    expect((await xml('ping', { u: username, p: `enc:${Buffer.from(password).toString('hex')}` }))['@status']).toBe('ok')
    const body = new URLSearchParams({ ...me(), v: '1.16.1', c: 'form', f: 'json', id: String(w.trackIds[0]) })
    const res = await fetch(`${base}/rest/getSong.view`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect((await res.json())['subsonic-response']).toMatchObject({ status: 'ok', song: { title: 'Highway Lights' } })
  })

  async function errorCode(endpoint: string, params: Record<string, string | string[]>): Promise<number> {
    const root = await xml(endpoint, params)
    expect(root['@status']).toBe('failed')
    return Number((root.error as Node)['@code'])
  }

  it('refuses with the Subsonic error codes', async () => {
    const mine = w.listener.credential
    expect(await errorCode('ping', { u: mine.username, p: 'not-the-password' })).toBe(40)
    expect(await errorCode('ping', { ...token(mine), t: 'a'.repeat(32) })).toBe(40)
    // An app password belongs to its account: another user's name with it fails.
    expect(await errorCode('ping', { u: w.other.credential.username, p: mine.password })).toBe(40)
    expect(await errorCode('ping', { apiKey: 'no-such-key' })).toBe(44)
    expect(await errorCode('ping', { apiKey: mine.apiKey, u: mine.username })).toBe(43)
    expect(await errorCode('ping', { u: mine.username, p: mine.password, t: 'x', s: 'y' })).toBe(43)
    expect(await errorCode('ping', { p: mine.password })).toBe(10)
    expect(await errorCode('getAlbum', me())).toBe(10)
    expect(await errorCode('getAlbum', { ...me(), id: '999999' })).toBe(70)
    expect(await errorCode('ping', { ...me(), v: '2.0.0' })).toBe(30)

    // A private playlist of another user is "not found", as on the web API; a public one is readable.
    const theirs = await newPlaylist(w.t.db, w.other.id, [w.trackIds[0]!])
    await w.t.db.update(playlists).set({ public: false }).where(eq(playlists.id, theirs.id))
    expect(await errorCode('getPlaylist', { ...me(), id: String(theirs.id) })).toBe(70)
    expect(await errorCode('getCoverArt', { ...me(), id: `pl-${theirs.id}` })).toBe(70)
    expect(await errorCode('deletePlaylist', { ...me(), id: String(theirs.id) })).toBe(50)
    expect((await xml('getPlaylist', { ...token(w.other.credential), id: String(theirs.id) }))['@status']).toBe('ok')

    // No music.play: no stream and no scrobble; no music.download: no download.
    expect(await errorCode('stream', { ...token(w.mute.credential), id: String(w.trackIds[0]) })).toBe(50)
    expect(await errorCode('scrobble', { ...token(w.mute.credential), id: String(w.trackIds[0]) })).toBe(50)
    expect(await errorCode('download', { ...me(), id: String(w.trackIds[0]) })).toBe(50)
    expect(await errorCode('getUser', { ...me(), username: w.other.credential.username })).toBe(50)
  })

  it('answers errors in JSON when asked', async () => {
    const res = await rest('ping', { u: w.listener.credential.username, p: 'wrong', f: 'json' })
    expect(res.status).toBe(200)
    expect((await res.json())['subsonic-response']).toMatchObject({ status: 'failed', version: '1.16.1', openSubsonic: true, error: { code: 40 } })
  })

  it('lists credentials without secrets, stores the password sealed, and revokes only your own', async () => {
    const extra = await createCredential(w.t, w.listener.headers, 'Car stereo')
    const list = await w.t.app.inject({ method: 'GET', url: '/api/v1/users/me/subsonic-credentials', headers: w.listener.headers })
    expect(list.statusCode).toBe(200)
    const listed = list.json().credentials as Node[]
    expect(listed.map((c) => c.name)).toEqual(["Lina's phone", 'Car stereo'])
    expect(Object.keys(listed[1]!).sort()).toEqual(['created_at', 'id', 'last_used_at', 'name', 'username'])
    expect(listed[0]!.last_used_at).not.toBeNull()

    const [row] = await w.t.db.select().from(subsonicCredentials).where(eq(subsonicCredentials.id, extra.id))
    expect(row!.passwordEncrypted).not.toContain(extra.password)
    expect(row!.apiKeyHash).toBe(createHash('sha256').update(extra.apiKey).digest('hex'))

    const foreign = await w.t.app.inject({ method: 'DELETE', url: `/api/v1/users/me/subsonic-credentials/${extra.id}`, headers: w.other.headers })
    expect(foreign.statusCode).toBe(404)
    expect((await xml('ping', { apiKey: extra.apiKey }))['@status']).toBe('ok')
    const revoked = await w.t.app.inject({ method: 'DELETE', url: `/api/v1/users/me/subsonic-credentials/${extra.id}`, headers: w.listener.headers })
    expect(revoked.statusCode).toBe(200)
    expect(await errorCode('ping', { apiKey: extra.apiKey })).toBe(44)
    expect(await errorCode('ping', token(extra))).toBe(40)

    const guest = await w.t.app.inject({ method: 'POST', url: '/api/v1/users/me/subsonic-credentials', payload: { name: 'x' } })
    expect(guest.statusCode).toBe(401)
  })
})
