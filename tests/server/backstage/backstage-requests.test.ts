import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { artists, backstageRequests, userArtist, userRole } from '../../../src/server/db/schema/index'
import { BackstageListResponseSchema, BackstageRequestResponseSchema } from '../../../src/shared/contracts/backstage'
import type { TestApp } from '../../helpers/build-app'
import { newArtist } from '../../helpers/factories'
import { actor, buildBackstageApp, newFileEntry, roleId, type Actor } from './backstage-app'

describe('backstage requests', () => {
  let t: TestApp
  let admin: Actor

  beforeAll(async () => {
    t = await buildBackstageApp()
    admin = await actor(t.db, ['admin'])
  })
  afterAll(async () => {
    await t.close()
  })

  const submit = (who: Actor | null, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/backstage-request', headers: who?.headers ?? {}, payload })
  const handle = (id: number, action: 'approve' | 'deny', payload: object = {}, who = admin) =>
    t.app.inject({ method: 'POST', url: `/api/v1/backstage-request/${id}/${action}`, headers: who.headers, payload })

  it('become-artist: submit, admin approves: artist created, user attached as artist, artists role given, uploads allowed', async () => {
    const user = await actor(t.db, ['users'])
    const res = await submit(user, { type: 'become-artist', artist_name: 'Paper Moons', data: { first_name: 'Ana', last_name: 'Lee' } })
    expect(res.statusCode).toBe(200)
    const { request } = BackstageRequestResponseSchema.parse(res.json())
    expect(request).toMatchObject({ status: 'pending', type: 'become-artist', user_id: user.id })

    const before = await t.app.inject({ method: 'POST', url: '/api/v1/tracks', headers: user.headers, payload: { name: 'x', duration: 1, artists: ['CURRENT_USER'] } })
    expect(before.statusCode).toBe(403)

    const approved = await handle(request.id, 'approve', { markArtistAsVerified: true, notes: 'Welcome' })
    expect(approved.statusCode).toBe(200)
    const body = BackstageRequestResponseSchema.parse(approved.json()).request
    expect(body.status).toBe('approved')
    const [artist] = await t.db.select().from(artists).where(eq(artists.id, body.artist_id!))
    expect(artist).toMatchObject({ name: 'Paper Moons', verified: true })
    expect(await t.db.select().from(userArtist).where(eq(userArtist.userId, user.id))).toEqual([{ userId: user.id, artistId: artist!.id, role: 'artist' }])
    const roles = await t.db.select().from(userRole).where(and(eq(userRole.userId, user.id), eq(userRole.roleId, await roleId(t.db, 'artists'))))
    expect(roles).toHaveLength(1)

    const after = await t.app.inject({ method: 'POST', url: '/api/v1/tracks', headers: user.headers, payload: { name: 'First', duration: 1000, artists: ['CURRENT_USER'] } })
    expect(after.statusCode).toBe(200)
    expect(after.json().track.artists[0].id).toBe(artist!.id)

    expect((await handle(request.id, 'approve')).statusCode).toBe(422)
    const second = BackstageRequestResponseSchema.parse((await submit(user, { artist_name: 'Another Name' })).json()).request
    const refused = await handle(second.id, 'approve')
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe('This user already has an artist.')
  })

  it('validates input per field: short name, duplicate become-artist name, claim without role, foreign passport scan', async () => {
    const user = await actor(t.db, ['users'])
    const short = await submit(user, { artist_name: 'ab' })
    expect(short.statusCode).toBe(422)
    expect(short.json().errors.artist_name).toBeDefined()
    expect((await submit(user, { artist_name: 'Unique Act' })).statusCode).toBe(200)
    const dup = await submit(user, { artist_name: 'unique act' })
    expect(dup.statusCode).toBe(422)
    expect(dup.json().errors.artist_name).toBe('You have already requested this artist name.')
    const target = await newArtist(t.db)
    const claim = await submit(user, { type: 'claim-artist', artist_name: target.name, artist_id: target.id })
    expect(claim.json().errors['data.role']).toBeDefined()
    const foreign = await newFileEntry(t.db, admin.id)
    const scan = await submit(user, { artist_name: 'Scanned', data: { passport_scan_id: foreign.id } })
    expect(scan.json().errors['data.passport_scan_id']).toBeDefined()
    expect((await submit(null, { artist_name: 'Guest Act' })).statusCode).toBe(401)
  })

  it('verify and claim: approve sets verified / attaches with the requested role; deny sets denied', async () => {
    const owner = await actor(t.db, ['users'])
    const mine = await newArtist(t.db, { name: 'Owned Act' })
    await t.db.insert(userArtist).values({ userId: owner.id, artistId: mine.id, role: 'artist' })
    const verify = BackstageRequestResponseSchema.parse((await submit(owner, { type: 'verify-artist', artist_name: 'Owned Act', artist_id: 'CURRENT_USER' })).json()).request
    expect(verify.artist_id).toBe(mine.id)
    expect((await handle(verify.id, 'approve')).statusCode).toBe(200)
    expect((await t.db.select().from(artists).where(eq(artists.id, mine.id)))[0]!.verified).toBe(true)

    const manager = await actor(t.db, ['users'])
    const claim = BackstageRequestResponseSchema.parse(
      (await submit(manager, { type: 'claim-artist', artist_name: 'Owned Act', artist_id: mine.id, data: { role: 'manager', company: 'Label Co' } })).json(),
    ).request
    expect((await handle(claim.id, 'approve')).statusCode).toBe(200)
    const [pivot] = await t.db.select().from(userArtist).where(and(eq(userArtist.userId, manager.id), eq(userArtist.artistId, mine.id)))
    expect(pivot!.role).toBe('manager')

    const again = BackstageRequestResponseSchema.parse((await submit(manager, { type: 'claim-artist', artist_name: 'Owned Act', artist_id: mine.id, data: { role: 'label' } })).json()).request
    expect((await handle(again.id, 'deny', { notes: 'Already attached' })).statusCode).toBe(200)
    const [row] = await t.db.select().from(backstageRequests).where(eq(backstageRequests.id, again.id))
    expect(row!.status).toBe('denied')
  })

  it('lets the requester edit a pending request; a guest may not list', async () => {
    const user = await actor(t.db, ['users'])
    const { request } = BackstageRequestResponseSchema.parse((await submit(user, { artist_name: 'Draft Name' })).json())
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/backstage-request/${request.id}`, headers: user.headers, payload: { artist_name: 'Final Name', data: { company: 'Co' } } })
    expect(res.statusCode).toBe(200)
    const [row] = await t.db.select().from(backstageRequests).where(eq(backstageRequests.id, request.id))
    expect(row).toMatchObject({ artistName: 'Final Name', data: { company: 'Co' } })
    const other = await actor(t.db, ['users'])
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/backstage-request/${request.id}`, headers: other.headers, payload: { artist_name: 'Hijack' } })).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/v1/backstage-request' })).statusCode).toBe(401)
  })

  it('only admins handle requests; users list only their own, ordered pending, approved, denied', async () => {
    const user = await actor(t.db, ['users'])
    const ids: number[] = []
    for (const name of ['First Act', 'Second Act', 'Third Act']) ids.push(BackstageRequestResponseSchema.parse((await submit(user, { artist_name: name })).json()).request.id)
    expect((await handle(ids[0]!, 'deny', {}, user)).statusCode).toBe(403)
    await handle(ids[0]!, 'deny')
    await handle(ids[1]!, 'approve')
    const res = await t.app.inject({ url: `/api/v1/backstage-request?userId=${user.id}`, headers: user.headers })
    expect(res.statusCode).toBe(200)
    const list = BackstageListResponseSchema.parse(res.json()).pagination.data
    expect(list.map((r) => [r.id, r.status])).toEqual([
      [ids[2], 'pending'],
      [ids[1], 'approved'],
      [ids[0], 'denied'],
    ])
    const other = await actor(t.db, ['users'])
    expect((await t.app.inject({ url: `/api/v1/backstage-request?userId=${user.id}`, headers: other.headers })).statusCode).toBe(403)
    const own = BackstageListResponseSchema.parse((await t.app.inject({ url: '/api/v1/backstage-request', headers: other.headers })).json())
    expect(own.pagination.data).toEqual([])
    const all = BackstageListResponseSchema.parse((await t.app.inject({ url: '/api/v1/backstage-request?perPage=100', headers: admin.headers })).json())
    expect(all.pagination.data.length).toBeGreaterThan(3)
  })

  it('shows the passport scan entry and serves the file to the requester and admins only', async () => {
    const user = await actor(t.db, ['users'])
    const entry = await newFileEntry(t.db, user.id)
    await t.storage.put(`passport_scans/${entry.fileName}`, Buffer.from('scan'))
    const { request } = BackstageRequestResponseSchema.parse((await submit(user, { artist_name: 'With Scan', data: { passport_scan_id: entry.id } })).json())
    const shown = BackstageRequestResponseSchema.parse((await t.app.inject({ url: `/api/v1/backstage-request/${request.id}`, headers: user.headers })).json()).request
    expect(shown.passport_scan_entry).toMatchObject({ id: entry.id, name: 'passport.png' })
    const file = await t.app.inject({ url: `/${shown.passport_scan_entry!.url}`, headers: admin.headers })
    expect(file.statusCode).toBe(200)
    expect(file.body).toBe('scan')
    const stranger = await actor(t.db, ['users'])
    expect((await t.app.inject({ url: `/${shown.passport_scan_entry!.url}`, headers: stranger.headers })).statusCode).toBe(403)

    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/backstage-request/${request.id}`, headers: user.headers })
    expect(del.statusCode).toBe(200)
    expect(await t.db.select().from(backstageRequests).where(eq(backstageRequests.id, request.id))).toHaveLength(0)
  })
})
