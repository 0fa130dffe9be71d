import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MinutesLeftResponseSchema } from '../../../src/shared/contracts/catalogue-writes'
import { permissionables, permissions } from '../../../src/server/db/schema/index'
import type { TestApp } from '../../helpers/build-app'
import { newArtist, newTrack } from '../../helpers/factories'
import { setSetting } from '../auth/auth-helpers'
import { actor, buildBackstageApp, grant, roleId, type Actor } from '../backstage/backstage-app'

/** The server's guards, driven through real routes that use them (the rules are unit-tested in tests/shared). */
describe('permission guards through routes', () => {
  let t: TestApp
  let listener: Actor
  let admin: Actor
  let trackId: number

  beforeAll(async () => {
    t = await buildBackstageApp()
    listener = await actor(t.db, ['users'])
    admin = await actor(t.db, ['admin'])
    const artist = await newArtist(t.db)
    // A track with no stored file: past the guard, the download answers 404, so 401/403 can only be the guard's.
    trackId = (await newTrack(t.db, [artist.id])).id
    await setSetting(t.db, 'player.enable_download', true)
  })
  afterAll(() => t.close())

  const download = (headers: Record<string, string> = {}) => t.app.inject({ url: `/api/v1/tracks/${trackId}/download`, headers })

  it('answers 401 to a guest and 403 to a user without the permission', async () => {
    expect((await download()).statusCode).toBe(401)
    const res = await download(listener.headers)
    expect(res.statusCode).toBe(403)
    expect(res.headers['content-type']).toContain('application/json')
  })

  it('lets the admin permission through a guard naming another permission', async () => {
    expect((await download(admin.headers)).statusCode).toBe(404)
  })

  it("uses the guest role's list when logged out, and picks up edits to it", async () => {
    const genres = () => t.app.inject({ url: '/api/v1/genres' })
    expect((await genres()).statusCode).toBe(200)
    const guests = await roleId(t.db, 'guests')
    const [view] = await t.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, 'music.view'))
    const where = and(eq(permissionables.permissionableType, 'role'), eq(permissionables.permissionableId, guests), eq(permissionables.permissionId, view!.id))
    await t.db.delete(permissionables).where(where)
    expect((await genres()).statusCode).toBe(401)
    await t.db.insert(permissionables).values({ permissionId: view!.id, permissionableId: guests, permissionableType: 'role', restrictions: [] })
    expect((await genres()).statusCode).toBe(200)
  })

  it('grants a permission directly to a user as well as through roles', async () => {
    const user = await actor(t.db, ['users'])
    expect((await download(user.headers)).statusCode).toBe(403)
    await grant(t.db, user.id, 'music.download')
    expect((await download(user.headers)).statusCode).toBe(404)
  })

  it('reads a quota as the widest limit among the grants of the permission', async () => {
    const artist = await actor(t.db, ['users', 'artists'])
    const left = async () => {
      const res = await t.app.inject({ url: '/api/v1/users/me/minutes-left', headers: artist.headers })
      return MinutesLeftResponseSchema.parse(res.json()).minutesLeft
    }
    expect(await left()).toBe(60)
    await grant(t.db, artist.id, 'music.create', [{ name: 'minutes', value: 90 }])
    expect(await left()).toBe(90)
    const unlimited = await actor(t.db, ['admin'])
    const res = await t.app.inject({ url: '/api/v1/users/me/minutes-left', headers: unlimited.headers })
    expect(MinutesLeftResponseSchema.parse(res.json()).minutesLeft).toBeNull()
  })
})
