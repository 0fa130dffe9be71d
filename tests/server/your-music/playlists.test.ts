import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playlists, playlistTrack, playlistUser } from '../../../src/server/db/schema/index'
import {
  PlaylistPageResponseSchema,
  PlaylistResponseSchema,
  PlaylistsPageResponseSchema,
  PlaylistTracksResponseSchema,
} from '../../../src/shared/contracts/playlists'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { newAlbum, newArtist, newTrack } from '../../helpers/factories'
import { actingUser, addEditor, seedMusicRoles, type ActingUser } from '../../helpers/your-music-factories'

describe('playlists', () => {
  let t: TestApp
  let owner: ActingUser
  let editor: ActingUser
  let stranger: ActingUser
  let moderator: ActingUser
  let trackIds: number[]
  let playlistId: number

  beforeAll(async () => {
    t = await buildTestApp()
    const roles = await seedMusicRoles(t.db)
    owner = await actingUser(t.db, roles.users.id)
    editor = await actingUser(t.db, roles.users.id)
    stranger = await actingUser(t.db, roles.users.id)
    moderator = await actingUser(t.db, roles.moderators.id)
    const artistId = (await newArtist(t.db)).id
    const albumId = (await newAlbum(t.db, [artistId], { image: 'storage/album_image/a.png' })).id
    trackIds = []
    for (let i = 0; i < 6; i++) trackIds.push((await newTrack(t.db, [artistId], { albumId, duration: 1000 * (i + 1) })).id)
  })
  afterAll(async () => {
    await t.close()
  })

  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: ActingUser, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: who?.headers ?? {}, ...(payload !== undefined ? { payload } : {}) })

  const positions = async (id: number) =>
    (await t.db.select().from(playlistTrack).where(eq(playlistTrack.playlistId, id)).orderBy(asc(playlistTrack.position))).map((r) => [
      r.trackId,
      r.position,
    ])

  it('creates a private playlist with the owner attached as editor', async () => {
    const res = await req('POST', 'playlists', owner, { name: 'Road trip', description: 'Songs for the long drive home' })
    expect(res.statusCode).toBe(200)
    const { playlist } = PlaylistResponseSchema.parse(res.json())
    expect(playlist).toMatchObject({ name: 'Road trip', public: false, collaborative: false, tracks_count: 0, owner_id: owner.id })
    expect(playlist.editors?.map((e) => e.id)).toEqual([owner.id])
    playlistId = playlist.id
    const [row] = await t.db.select().from(playlistUser).where(eq(playlistUser.playlistId, playlistId))
    expect(row).toMatchObject({ userId: owner.id, editor: true })
  })

  it('validates name and description lengths and name uniqueness per owner', async () => {
    const short = await req('POST', 'playlists', owner, { name: 'ab' })
    expect(short.statusCode).toBe(422)
    expect(short.json().errors).toHaveProperty('name')
    const desc = await req('POST', 'playlists', owner, { name: 'Valid', description: 'too short' })
    expect(desc.statusCode).toBe(422)
    expect(desc.json().errors).toHaveProperty('description')
    const dup = await req('POST', 'playlists', owner, { name: 'Road trip' })
    expect(dup.statusCode).toBe(422)
    expect(dup.json().errors.name).toBe('You have already created a playlist with this name.')
    expect((await req('POST', 'playlists', stranger, { name: 'Road trip' })).statusCode).toBe(200)
    expect((await req('POST', 'playlists', undefined, { name: 'Guest list' })).statusCode).toBe(401)
  })

  it("hides another user's private playlist (404) and lists only public playlists to others", async () => {
    expect((await req('GET', `playlists/${playlistId}`, stranger)).statusCode).toBe(404)
    expect((await req('GET', `playlists/${playlistId}/tracks`, stranger)).statusCode).toBe(404)
    expect((await req('POST', `playlists/${playlistId}/follow`, stranger)).statusCode).toBe(404)
    const others = PlaylistsPageResponseSchema.parse((await req('GET', `users/${owner.id}/playlists`, stranger)).json())
    expect(others.pagination.data).toHaveLength(0)
    const mine = PlaylistsPageResponseSchema.parse((await req('GET', 'users/me/playlists', owner)).json())
    expect(mine.pagination.data.map((p) => p.id)).toEqual([playlistId])
    expect((await req('GET', `playlists/${playlistId}`, moderator)).statusCode).toBe(200)
  })

  it('adds new tracks on top at 1..n, shifts existing ones and takes the first track image', async () => {
    const first = await req('POST', `playlists/${playlistId}/tracks/add`, owner, { ids: [trackIds[0], trackIds[1]] })
    expect(first.statusCode).toBe(200)
    const { playlist } = PlaylistResponseSchema.parse(first.json())
    expect(playlist.image).toBe('storage/album_image/a.png')
    expect(playlist.tracks_count).toBe(2)
    const again = await req('POST', `playlists/${playlistId}/tracks/add`, owner, { ids: [trackIds[2], trackIds[0], trackIds[3]] })
    expect(again.statusCode).toBe(200)
    expect(await positions(playlistId)).toEqual([
      [trackIds[2], 1],
      [trackIds[3], 2],
      [trackIds[0], 3],
      [trackIds[1], 4],
    ])
    const [row] = await t.db.select().from(playlistTrack).where(eq(playlistTrack.trackId, trackIds[2]!))
    expect(row!.addedBy).toBe(owner.id)
    expect((await req('POST', `playlists/${playlistId}/tracks/add`, owner, { ids: [999999] })).statusCode).toBe(422)
  })

  it('refuses non-editor edits and lets an editor change the playlist', async () => {
    await t.db.update(playlists).set({ public: true }).where(eq(playlists.id, playlistId))
    expect((await req('PUT', `playlists/${playlistId}`, stranger, { name: 'Hijacked' })).statusCode).toBe(403)
    expect((await req('POST', `playlists/${playlistId}/tracks/add`, stranger, { ids: [trackIds[4]] })).statusCode).toBe(403)
    expect((await req('POST', `playlists/${playlistId}/tracks/remove`, stranger, { ids: [trackIds[0]] })).statusCode).toBe(403)
    await addEditor(t.db, playlistId, editor.id)
    const res = await req('PUT', `playlists/${playlistId}`, editor, { name: 'Road trip 2', collaborative: true })
    expect(res.statusCode).toBe(200)
    expect(PlaylistResponseSchema.parse(res.json()).playlist.editors?.map((e) => e.id).sort()).toEqual([owner.id, editor.id].sort())
    const [row] = await t.db.select().from(playlists).where(eq(playlists.id, playlistId))
    expect(row).toMatchObject({ name: 'Road trip 2', collaborative: true })
  })

  it('lets anyone signed in add to a collaborative playlist, then reorders and removes', async () => {
    expect((await req('POST', `playlists/${playlistId}/tracks/add`, stranger, { ids: [trackIds[4]] })).statusCode).toBe(200)
    const order = [trackIds[0], trackIds[1], trackIds[2], trackIds[3], trackIds[4]]
    expect((await req('POST', `playlists/${playlistId}/tracks/order`, owner, { ids: order })).statusCode).toBe(200)
    expect(await positions(playlistId)).toEqual(order.map((id, i) => [id, i + 1]))
    expect((await req('POST', `playlists/${playlistId}/tracks/remove`, owner, { ids: [trackIds[1]] })).statusCode).toBe(200)
    expect((await positions(playlistId)).map(([id]) => id)).toEqual([trackIds[0], trackIds[2], trackIds[3], trackIds[4]])
  })

  it('shows the playlist page with tracks in position order, total duration and loader', async () => {
    const res = await req('GET', `playlists/${playlistId}?loader=playlistPage`, stranger)
    expect(res.statusCode).toBe(200)
    const body = PlaylistPageResponseSchema.parse(res.json())
    expect(body.loader).toBe('playlistPage')
    expect(body.tracks.data.map((x) => x.id)).toEqual([trackIds[0], trackIds[2], trackIds[3], trackIds[4]])
    expect(body.tracks.data[0]!.position).toBe(1)
    expect(body.totalDuration).toBe(1000 + 3000 + 4000 + 5000)
    expect(body.playlist.tracks_count).toBe(4)
    const [row] = await t.db.select().from(playlists).where(eq(playlists.id, playlistId))
    expect(row!.views).toBe(2) // the moderator's view earlier, then this one
    const tracks = PlaylistTracksResponseSchema.parse((await req('GET', `playlists/${playlistId}/tracks?orderBy=duration&orderDir=desc&perPage=2`)).json())
    expect(tracks.pagination.data.map((x) => x.id)).toEqual([trackIds[4], trackIds[3]])
    expect(tracks.pagination.next_page).toBe(2)
  })

  it('follows and unfollows idempotently', async () => {
    expect((await req('POST', `playlists/${playlistId}/follow`, stranger)).statusCode).toBe(200)
    expect((await req('POST', `playlists/${playlistId}/follow`, stranger)).statusCode).toBe(200)
    const rows = await t.db.select().from(playlistUser).where(eq(playlistUser.userId, stranger.id))
    expect(rows.filter((r) => r.playlistId === playlistId)).toEqual([expect.objectContaining({ editor: false })])
    const listed = PlaylistsPageResponseSchema.parse((await req('GET', `users/${stranger.id}/playlists`, owner)).json())
    expect(listed.pagination.data.map((p) => p.id)).toContain(playlistId)
    expect((await req('POST', `playlists/${playlistId}/unfollow`, stranger)).statusCode).toBe(200)
    const after = await t.db.select().from(playlistUser).where(eq(playlistUser.userId, stranger.id))
    expect(after.filter((r) => r.playlistId === playlistId)).toHaveLength(0)
  })

  it('deletes: owner or playlists.delete only', async () => {
    expect((await req('DELETE', `playlists/${playlistId}`, editor)).statusCode).toBe(403)
    expect((await req('DELETE', `playlists/${playlistId}`, owner)).statusCode).toBe(200)
    expect(await t.db.select().from(playlists).where(eq(playlists.id, playlistId))).toHaveLength(0)
    const other = PlaylistResponseSchema.parse((await req('POST', 'playlists', stranger, { name: 'Mine only' })).json()).playlist
    expect((await req('DELETE', `playlists/${other.id}`, moderator)).statusCode).toBe(200)
  })
})
