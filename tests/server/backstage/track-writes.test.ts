import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { albums, artistAlbum, artistTrack, genreables, genres, lyrics, taggables, tracks, userArtist } from '../../../src/server/db/schema/index'
import { MinutesLeftResponseSchema, SavedTrackResponseSchema } from '../../../src/shared/contracts/catalogue-writes'
import { ArtistResponseSchema } from '../../../src/shared/contracts/artists'
import { TrackResponseSchema } from '../../../src/shared/contracts/tracks'
import { WaveResponseSchema } from '../../../src/shared/contracts/wave'
import { SearchResponseSchema } from '../../../src/shared/contracts/search'
import type { TestApp } from '../../helpers/build-app'
import { newArtist, newTrack } from '../../helpers/factories'
import { actor, buildBackstageApp, grant, newFileEntry, type Actor } from './backstage-app'

const WAVE = [
  [0, 10, 3, 25],
  [4.5, 5, 3, 35],
]

describe('track writes (POST/PUT/DELETE tracks)', () => {
  let t: TestApp
  let artist: Actor
  let listener: Actor

  beforeAll(async () => {
    t = await buildBackstageApp()
    artist = await actor(t.db, ['users', 'artists'], 'Nova')
    listener = await actor(t.db, ['users'])
    await t.storage.put('track_media/upload-1.wav', Buffer.from('RIFF0000WAVEfmt '))
    // The artist's own upload: a track may only name a file its author may use.
    await newFileEntry(t.db, artist.id, { name: 'upload-1.wav', fileName: 'upload-1.wav', diskPrefix: 'track_media', mime: 'audio/wav', type: 'audio' })
  })
  afterAll(async () => {
    await t.close()
  })

  const post = (body: unknown, headers: Record<string, string> = artist.headers) =>
    t.app.inject({ method: 'POST', url: '/api/v1/tracks', headers, payload: body as object })

  it('publishes an uploaded track: owner, CURRENT_USER artist, genres, tags, lyric, wave, search, artist page, stream', async () => {
    const res = await post({
      name: 'Glass Harbour',
      duration: 185000,
      artists: ['CURRENT_USER'],
      src: 'storage/track_media/upload-1.wav',
      genres: ['Dream Pop'],
      tags: ['night drive'],
      lyrics: 'first line\nsecond line',
      waveData: WAVE,
    })
    expect(res.statusCode).toBe(200)
    const { track } = SavedTrackResponseSchema.parse(res.json())
    expect(track).toMatchObject({ name: 'Glass Harbour', duration: 185000, owner_id: artist.id, src: 'storage/track_media/upload-1.wav' })
    expect(track.genres!.map((g) => g.name)).toEqual(['dream-pop'])

    const [row] = await t.db.select().from(tracks).where(eq(tracks.id, track.id))
    expect(row).toMatchObject({ ownerId: artist.id, albumId: null })
    const [managed] = await t.db.select().from(userArtist).where(eq(userArtist.userId, artist.id))
    expect(managed).toMatchObject({ role: 'artist' })
    expect(await t.db.select().from(artistTrack).where(eq(artistTrack.trackId, track.id))).toEqual([{ artistId: managed!.artistId, trackId: track.id, primary: true }])
    const [lyric] = await t.db.select().from(lyrics).where(eq(lyrics.trackId, track.id))
    expect(lyric!.text).toBe('first line\nsecond line')
    expect(await t.db.select().from(taggables).where(and(eq(taggables.taggableType, 'track'), eq(taggables.taggableId, track.id)))).toHaveLength(1)

    const wave = await t.app.inject({ url: `/api/v1/tracks/${track.id}/wave` })
    expect(WaveResponseSchema.parse(wave.json()).waveData).toEqual(WAVE)

    const search = await t.app.inject({ url: '/api/v1/search?query=glass%20harb' })
    expect(SearchResponseSchema.parse(search.json()).results.tracks!.data.map((x) => x.id)).toContain(track.id)

    const page = await t.app.inject({ url: `/api/v1/artists/${managed!.artistId}?loader=artistPage` })
    expect(ArtistResponseSchema.parse(page.json()).artist.top_tracks!.map((x) => x.id)).toContain(track.id)

    const stream = await t.app.inject({ url: `/api/v1/tracks/${track.id}/stream` })
    expect(stream.statusCode).toBe(200)
    expect(stream.body).toBe('RIFF0000WAVEfmt ')
  })

  it('reuses the primary artist for the next upload and reports minutes left', async () => {
    const res = await post({ name: 'Second Tide', duration: 60000, artists: ['CURRENT_USER'] })
    expect(res.statusCode).toBe(200)
    expect(await t.db.select().from(userArtist).where(eq(userArtist.userId, artist.id))).toHaveLength(1)
    const left = await t.app.inject({ url: '/api/v1/users/me/minutes-left', headers: artist.headers })
    // 60 minutes - (185 s + 60 s)
    expect(MinutesLeftResponseSchema.parse(left.json()).minutesLeft).toBeCloseTo(55.91, 1)
  })

  it('album tag picker: album {name} creates the primary artist\'s album once, then picks it; someone else\'s album id is refused', async () => {
    const first = await post({ name: 'Tag One', duration: 1000, artists: ['CURRENT_USER'], album: { name: 'Night Tapes' } })
    expect(first.statusCode).toBe(200)
    const one = SavedTrackResponseSchema.parse(first.json()).track
    const [row] = await t.db.select().from(tracks).where(eq(tracks.id, one.id))
    const [album] = await t.db.select().from(albums).where(eq(albums.id, row!.albumId!))
    expect(album).toMatchObject({ name: 'Night Tapes', ownerId: artist.id })
    const [managed] = await t.db.select().from(userArtist).where(eq(userArtist.userId, artist.id))
    expect(await t.db.select().from(artistAlbum).where(eq(artistAlbum.albumId, album!.id))).toEqual([expect.objectContaining({ artistId: managed!.artistId, primary: true })])

    // The same name again (any case) picks that album instead of making a second one.
    const second = await post({ name: 'Tag Two', duration: 1000, artists: ['CURRENT_USER'], album: { name: 'night tapes' } })
    const two = SavedTrackResponseSchema.parse(second.json()).track
    const [row2] = await t.db.select().from(tracks).where(eq(tracks.id, two.id))
    expect(row2!.albumId).toBe(album!.id)
    expect((await t.db.select().from(albums).where(eq(albums.ownerId, artist.id))).filter((a) => a.name.toLowerCase() === 'night tapes')).toHaveLength(1)

    // Picking by id: the artist's own album is accepted, another artist's album is refused.
    expect((await post({ name: 'Tag Three', duration: 1000, artists: ['CURRENT_USER'], album_id: album!.id })).statusCode).toBe(200)
    const other = await actor(t.db, ['users', 'artists'], 'Other')
    const theirs = await post({ name: 'Theirs', duration: 1000, artists: ['CURRENT_USER'], album: { name: 'Their Album' } }, other.headers)
    const theirAlbum = (await t.db.select().from(tracks).where(eq(tracks.id, SavedTrackResponseSchema.parse(theirs.json()).track.id)))[0]!.albumId!
    expect((await post({ name: 'Sneaky', duration: 1000, artists: ['CURRENT_USER'], album_id: theirAlbum })).statusCode).toBe(403)
    expect((await post({ name: 'Blank', duration: 1000, artists: ['CURRENT_USER'], album: { name: '  ' } })).statusCode).toBe(422)
  })

  it('answers 422 per field for bad input', async () => {
    const res = await post({ name: '', artists: [], src: 'javascript:alert(1)' })
    expect(res.statusCode).toBe(422)
    const body = res.json() as { errors: Record<string, string[]> }
    expect(Object.keys(body.errors).sort()).toEqual(['artists', 'duration', 'name', 'src'])
  })

  it('refuses an external src on a loopback or private address (422 naming src), keeps public http(s)', async () => {
    for (const src of ['http://127.0.0.1:3000/api/v1/admin', 'http://169.254.169.254/latest/meta-data/', 'http://192.168.1.1/a.mp3', 'http://[::1]/a.mp3', 'http://localhost/a.mp3', 'http://2130706433/a.mp3']) {
      const res = await post({ name: 'Probe', duration: 1000, artists: ['CURRENT_USER'], src })
      expect(res.statusCode, src).toBe(422)
      expect(res.json().errors.src).toEqual(['Must be a public http(s) address, not a local or private one.'])
    }
    expect((await post({ name: 'Hosted', duration: 1000, artists: ['CURRENT_USER'], src: 'https://cdn.example.com/a.mp3' })).statusCode).toBe(200)
  })

  it('refuses guests (401), users without music.create (403) and artists the caller does not manage (422)', async () => {
    expect((await post({ name: 'x', duration: 1, artists: ['CURRENT_USER'] }, {})).statusCode).toBe(401)
    expect((await post({ name: 'x', duration: 1, artists: ['CURRENT_USER'] }, listener.headers)).statusCode).toBe(403)
    const other = await newArtist(t.db)
    const res = await post({ name: 'x', duration: 1, artists: [other.id] })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.artists).toBeDefined()
  })

  it('lets music.create with artist_selection attach any artist', async () => {
    const label = await actor(t.db, ['users'])
    await grant(t.db, label.id, 'music.create', [{ name: 'artist_selection', value: true }])
    const other = await newArtist(t.db, { name: 'Signed Act' })
    const res = await post({ name: 'Label Single', duration: 1000, artists: [other.id] }, label.headers)
    expect(res.statusCode).toBe(200)
    const { track } = SavedTrackResponseSchema.parse(res.json())
    expect(track.artists!.map((a) => a.id)).toEqual([other.id])
    expect(await t.db.select().from(userArtist).where(eq(userArtist.userId, label.id))).toHaveLength(0)
  })

  it('stops uploads past the 60-minute quota of the artists role', async () => {
    const res = await post({ name: 'Too Long', duration: 56 * 60000, artists: ['CURRENT_USER'] })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('You have used all of your upload minutes.')
    expect(await t.db.select().from(tracks).where(eq(tracks.name, 'Too Long'))).toHaveLength(0)
  })

  it('lets the owner edit; others get 403; genres are replaced by name', async () => {
    const created = SavedTrackResponseSchema.parse((await post({ name: 'Draft', duration: 1000, artists: ['CURRENT_USER'], genres: ['Ambient'] })).json()).track
    const body = { name: 'Final', duration: 2000, artists: ['CURRENT_USER'], genres: ['Ambient', 'Drone'], description: 'Notes' }
    const denied = await t.app.inject({ method: 'PUT', url: `/api/v1/tracks/${created.id}`, headers: listener.headers, payload: body })
    expect(denied.statusCode).toBe(403)
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/tracks/${created.id}`, headers: artist.headers, payload: body })
    expect(res.statusCode).toBe(200)
    expect(SavedTrackResponseSchema.parse(res.json()).track.name).toBe('Final')
    const [row] = await t.db.select().from(tracks).where(eq(tracks.id, created.id))
    expect(row).toMatchObject({ name: 'Final', duration: 2000, description: 'Notes' })
    const names = await t.db
      .select({ name: genres.name })
      .from(genreables)
      .innerJoin(genres, eq(genres.id, genreables.genreId))
      .where(and(eq(genreables.genreableType, 'track'), eq(genreables.genreableId, created.id)))
    expect(names.map((n) => n.name).sort()).toEqual(['ambient', 'drone'])

    const edit = await t.app.inject({ url: `/api/v1/tracks/${created.id}?loader=editTrackPage`, headers: artist.headers })
    expect(TrackResponseSchema.parse(edit.json()).track).toMatchObject({ description: 'Notes', lyrics: null })
  })

  it('deletes own tracks with their wave file; refuses someone else’s', async () => {
    const created = SavedTrackResponseSchema.parse((await post({ name: 'Gone Soon', duration: 1000, artists: ['CURRENT_USER'], waveData: WAVE })).json()).track
    const foreign = await newTrack(t.db, [(await newArtist(t.db)).id])
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/v1/tracks/${created.id},${foreign.id}`, headers: artist.headers })
    expect(refused.statusCode).toBe(403)
    expect(await t.storage.exists(`waves/${created.id}.json`)).toBe(true)

    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/tracks/${created.id}`, headers: artist.headers })
    expect(res.statusCode).toBe(200)
    expect(await t.db.select().from(tracks).where(eq(tracks.id, created.id))).toHaveLength(0)
    expect(await t.storage.exists(`waves/${created.id}.json`)).toBe(false)
    expect(await t.db.select().from(tracks).where(eq(tracks.id, foreign.id))).toHaveLength(1)
  })

  it('rejects malformed id lists with 422', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/tracks/1,abc', headers: artist.headers })
    expect(res.statusCode).toBe(422)
  })
})
