import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { LyricResponseSchema, LyricsResponseSchema } from '../../../src/shared/contracts/lyrics'
import { userRole } from '../../../src/server/db/schema/index'
import type { TestApp } from '../../helpers/build-app'
import { newArtist, newRole, newTrack } from '../../helpers/factories'
import { AS_USER, adminId, buildPlatformApp, newMember } from '../platform/platform-app'

const LRC = '[ar:Someone]\n[00:01.50]First line\n[00:04.00]Second line\n[00:07.25]Third line'

/** Issue 24/25: the admin adds and edits lyrics (music-catalog §3.1 `POST lyrics`, `PUT lyrics/{id}`). */
describe('POST lyrics, GET/PUT lyrics/{id}', () => {
  let t: TestApp
  let admin: Record<string, string>
  let member: Record<string, string>
  let lyricsEditor: Record<string, string>
  const newTrackId = async () => (await newTrack(t.db, [(await newArtist(t.db)).id])).id
  beforeAll(async () => {
    t = await buildPlatformApp()
    admin = { [AS_USER]: String(await adminId(t.db)) }
    member = { [AS_USER]: String((await newMember(t.db)).id) }
    // The advanced lyrics.* permissions stand in for music.* (§2.14).
    const editor = await newMember(t.db)
    const role = await newRole(t.db, 'lyric editors', ['lyrics.create', 'lyrics.update'])
    await t.db.delete(userRole).where(eq(userRole.userId, editor.id))
    await t.db.insert(userRole).values({ userId: editor.id, roleId: role.id })
    lyricsEditor = { [AS_USER]: String(editor.id) }
  }, 180_000)
  afterAll(async () => {
    await t.close()
  })

  const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url: `/api/v1/${url}`, ...(payload === undefined ? {} : { payload: payload as object }), headers })

  it('creates LRC text as synced (the flag read from the text), and the player reads timed lines', async () => {
    const trackId = await newTrackId()
    const res = await call('POST', 'lyrics', { text: LRC, track_id: trackId, duration: 9 })
    expect(res.statusCode).toBe(200)
    const lyric = LyricResponseSchema.parse(res.json()).lyric
    expect(lyric).toMatchObject({ track_id: trackId, is_synced: true, duration: 9, model_type: 'lyric' })
    const played = LyricsResponseSchema.parse((await call('GET', `tracks/${trackId}/lyrics`)).json())
    expect(played.is_synced).toBe(true)
    expect(played.lines).toEqual([
      { time: 1.5, text: 'First line' },
      { time: 4, text: 'Second line' },
      { time: 7.25, text: 'Third line' },
    ])
  })

  it('stores plain text as unsynced, edits it to LRC (synced) and back, and shows the whole text', async () => {
    const trackId = await newTrackId()
    const created = LyricResponseSchema.parse((await call('POST', 'lyrics', { text: 'Just words\nMore words', track_id: trackId })).json()).lyric
    expect(created.is_synced).toBe(false)
    const timed = await call('PUT', `lyrics/${created.id}`, { text: LRC })
    expect(LyricResponseSchema.parse(timed.json()).lyric).toMatchObject({ id: created.id, track_id: trackId, is_synced: true, text: LRC })
    // The sent flag wins over the text.
    const forced = await call('PUT', `lyrics/${created.id}`, { text: LRC, is_synced: false })
    expect(LyricResponseSchema.parse(forced.json()).lyric.is_synced).toBe(false)
    const shown = LyricResponseSchema.parse((await call('GET', `lyrics/${created.id}`)).json()).lyric
    expect(shown).toMatchObject({ text: LRC, track_id: trackId, track_name: expect.any(String) })
  })

  it('validates: text required, an unknown track, a track that has lyrics already, an unknown lyric', async () => {
    const trackId = await newTrackId()
    const empty = await call('POST', 'lyrics', { text: '   ', track_id: trackId })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.text).toBeTruthy()
    const unknownTrack = await call('POST', 'lyrics', { text: 'la la', track_id: 2_000_000_000 })
    expect(unknownTrack.statusCode).toBe(422)
    expect(unknownTrack.json().errors.track_id).toBeTruthy()
    const first = LyricResponseSchema.parse((await call('POST', 'lyrics', { text: 'la la', track_id: trackId })).json()).lyric
    const twice = await call('POST', 'lyrics', { text: 'again', track_id: trackId })
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors.track_id).toBe('The track id has already been taken.')
    const other = LyricResponseSchema.parse((await call('POST', 'lyrics', { text: 'other', track_id: await newTrackId() })).json()).lyric
    expect((await call('PUT', `lyrics/${other.id}`, { text: 'moved', track_id: trackId })).statusCode).toBe(422)
    expect((await call('PUT', `lyrics/${first.id}`, { text: 'same track', track_id: trackId })).statusCode).toBe(200)
    expect((await call('PUT', 'lyrics/999999', { text: 'nobody' })).statusCode).toBe(404)
  })

  it('checks the permission before the body: 403 for a member and 401 for a guest with an empty body; lyrics.* is enough', async () => {
    expect((await call('POST', 'lyrics', {}, member)).statusCode).toBe(403)
    expect((await call('PUT', 'lyrics/1', {}, member)).statusCode).toBe(403)
    expect((await call('GET', 'lyrics/1', undefined, member)).statusCode).toBe(403)
    expect((await call('POST', 'lyrics', {}, {})).statusCode).toBe(401)
    const trackId = await newTrackId()
    const created = await call('POST', 'lyrics', { text: LRC, track_id: trackId }, lyricsEditor)
    expect(created.statusCode).toBe(200)
    const id = LyricResponseSchema.parse(created.json()).lyric.id
    expect((await call('PUT', `lyrics/${id}`, { text: 'plain now' }, lyricsEditor)).statusCode).toBe(200)
  })
})
