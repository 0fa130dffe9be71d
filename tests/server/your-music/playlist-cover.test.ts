// Issue 24, playlists complete: a cover upload (the spec's image rules, a centred square crop) and,
// on collaborative playlists, who added each track (a user reference only, never the account fields).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodePng } from '../../../src/server/demo/images/png'
import { PlaylistResponseSchema, PlaylistTracksResponseSchema } from '../../../src/shared/contracts/playlists'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { newArtist, newTrack } from '../../helpers/factories'
import { actingUser, seedMusicRoles, type ActingUser } from '../../helpers/your-music-factories'
import { multipartBody } from '../uploads/fixtures'

describe('playlist cover and added by', () => {
  let t: TestApp
  let owner: ActingUser
  let collaborator: ActingUser
  let stranger: ActingUser
  let playlistId: number
  let trackIds: number[]

  beforeAll(async () => {
    t = await buildTestApp()
    const roles = await seedMusicRoles(t.db)
    owner = await actingUser(t.db, roles.users.id, 'Olive')
    collaborator = await actingUser(t.db, roles.users.id, 'Cyril')
    stranger = await actingUser(t.db, roles.users.id)
    const artistId = (await newArtist(t.db)).id
    trackIds = [(await newTrack(t.db, [artistId])).id, (await newTrack(t.db, [artistId])).id]
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/playlists', headers: owner.headers, payload: { name: 'Shared mix', public: true, collaborative: true } })
    playlistId = PlaylistResponseSchema.parse(res.json()).playlist.id
  })
  afterAll(async () => {
    await t.close()
  })

  const upload = (who: ActingUser | undefined, name: string, data: Buffer, type = 'image/png') => {
    const body = multipartBody({}, { name, data, type })
    return t.app.inject({ method: 'POST', url: `/api/v1/playlists/${playlistId}/image`, headers: { ...(who?.headers ?? {}), ...body.headers }, payload: body.payload })
  }

  it('shows who added each track as a user reference only', async () => {
    const add = (who: ActingUser, id: number) => t.app.inject({ method: 'POST', url: `/api/v1/playlists/${playlistId}/tracks/add`, headers: who.headers, payload: { ids: [id] } })
    expect((await add(owner, trackIds[0]!)).statusCode).toBe(200)
    expect((await add(collaborator, trackIds[1]!)).statusCode).toBe(200)
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/playlists/${playlistId}/tracks`, headers: stranger.headers })
    expect(res.statusCode).toBe(200)
    const rows = PlaylistTracksResponseSchema.parse(res.json()).pagination.data
    const addedBy = new Map(rows.map((r) => [r.id, r.added_by]))
    expect(addedBy.get(trackIds[0]!)).toMatchObject({ id: owner.id, model_type: 'user' })
    expect(addedBy.get(trackIds[1]!)).toMatchObject({ id: collaborator.id, model_type: 'user' })
    expect(addedBy.get(trackIds[1]!)?.name).toContain('Cyril')
    // The allow-list: id, name, image, model_type, and nothing of the account (raw JSON, not the parsed copy).
    const raw = (res.json() as { pagination: { data: Array<{ added_by: Record<string, unknown> }> } }).pagination.data
    for (const row of raw) expect(Object.keys(row.added_by).sort()).toEqual(['id', 'image', 'model_type', 'name'])
  })

  it('refuses a cover upload from someone who may not edit, before reading the file', async () => {
    expect((await upload(undefined, 'a.png', encodePng(4, 4, new Uint8Array(48).fill(9)))).statusCode).toBe(401)
    // Collaborative lets anyone add tracks, not edit the playlist itself.
    expect((await upload(stranger, 'a.png', encodePng(4, 4, new Uint8Array(48).fill(9)))).statusCode).toBe(403)
    expect((await upload(stranger, 'a.txt', Buffer.from('not an image'), 'text/plain')).statusCode).toBe(403)
  })

  it('refuses a file that is not an image, or over 2 MB, with a clear 422', async () => {
    const fake = await upload(owner, 'evil.png', Buffer.from('<html><script>alert(1)</script></html>'))
    expect(fake.statusCode).toBe(422)
    expect(fake.json().errors).toEqual({ file: 'Please select an image.' })
    const big = await upload(owner, 'big.png', Buffer.concat([encodePng(4, 4, new Uint8Array(48)), Buffer.alloc(2 * 1024 * 1024)]))
    expect(big.statusCode).toBe(422)
    expect(big.json().errors).toEqual({ file: 'The file must not be greater than 2048 kilobytes.' })
    const notMultipart = await t.app.inject({ method: 'POST', url: `/api/v1/playlists/${playlistId}/image`, headers: owner.headers, payload: { image: 'x' } })
    expect(notMultipart.statusCode).toBe(422)
  })

  it('keeps a centred square crop of an accepted image and replaces the previous cover', async () => {
    const { default: sharp } = await import('sharp')
    // 60 x 20: a red left third, a green middle, a blue right third; the square crop keeps the middle.
    const pixels = new Uint8Array(60 * 20 * 3)
    for (let y = 0; y < 20; y++) for (let x = 0; x < 60; x++) pixels.set(x < 20 ? [255, 0, 0] : x < 40 ? [0, 255, 0] : [0, 0, 255], (y * 60 + x) * 3)
    const res = await upload(owner, 'cover.bin', encodePng(60, 20, pixels), 'application/octet-stream')
    expect(res.statusCode).toBe(200)
    const { playlist } = PlaylistResponseSchema.parse(res.json())
    expect(playlist.image).toMatch(/^storage\/playlist_image\/cover-[\w-]+\.jpg$/)
    const stored = await t.app.inject({ method: 'GET', url: `/${playlist.image}` })
    expect(stored.statusCode).toBe(200)
    const meta = await sharp(stored.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 20, 20])
    const { dominant } = await sharp(stored.rawPayload).stats()
    expect(dominant.g).toBeGreaterThan(200)
    expect(dominant.r).toBeLessThan(60)

    const again = await upload(owner, 'cover2.png', encodePng(8, 8, new Uint8Array(192).fill(120)))
    expect(again.statusCode).toBe(200)
    const next = PlaylistResponseSchema.parse(again.json()).playlist.image
    expect(next).not.toBe(playlist.image)
    expect((await t.app.inject({ method: 'GET', url: `/${playlist.image}` })).statusCode).toBe(404)
  })
})
