import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { personalAccessTokens, users } from '../../../src/server/db/schema/index'
import { sha256 } from '../../../src/server/modules/auth/index'
import { UserResponseSchema } from '../../../src/shared/contracts/users'
import { ADMIN_VIEW_FIELDS, OWN_ACCOUNT_FIELDS, PUBLIC_PROFILE_FIELDS } from '../../../src/shared/contracts/user-views'
import type { TestApp } from '../../helpers/build-app'
import { actor, buildBackstageApp, type Actor } from '../backstage/backstage-app'
import { eq } from 'drizzle-orm'

/** GET users/{id}: one of three allow-lists by who asks (issue 23 item 1). */
describe('users/{id}: the view depends on who asks', () => {
  let t: TestApp
  let admin: Actor
  let victim: Actor
  let other: Actor

  beforeAll(async () => {
    t = await buildBackstageApp()
    admin = await actor(t.db, ['admin'])
    victim = await actor(t.db, ['users'], 'Vera')
    other = await actor(t.db, ['users'], 'Otto')
    await t.db.update(users).set({ twoFactorSecret: 'JBSWY3DPEHPK3PXP', twoFactorRecoveryCodes: [sha256('aaaaaaaaaa-bbbbbbbbbb')], twoFactorConfirmedAt: new Date() }).where(eq(users.id, victim.id))
    await t.db.insert(personalAccessTokens).values({ userId: victim.id, name: 'cli', tokenHash: sha256('secret') })
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (id: number | 'me', who?: Actor) => t.app.inject({ url: `/api/v1/users/${id}`, headers: who?.headers ?? {} })
  const keysOf = async (id: number | 'me', who?: Actor) => {
    const res = await get(id, who)
    expect(res.statusCode).toBe(200)
    UserResponseSchema.parse(res.json())
    return Object.keys(res.json().user).sort()
  }

  it('a guest (whose role holds users.view) gets the public profile only', async () => {
    expect(await keysOf(victim.id)).toEqual([...PUBLIC_PROFILE_FIELDS].sort())
    const admins = (await get(admin.id)).json().user
    expect(admins).not.toHaveProperty('email')
    expect(admins).not.toHaveProperty('permissions')
  })

  it('another plain user gets the public profile only, with the profile counts', async () => {
    expect(await keysOf(victim.id, other)).toEqual([...PUBLIC_PROFILE_FIELDS].sort())
    expect((await get(victim.id, other)).json().user).toMatchObject({ id: victim.id, name: 'Vera Test', followers_count: 0, links: [] })
  })

  it('the user themself gets the own account: e-mail, two-factor state and token names, never the codes', async () => {
    expect(await keysOf('me', victim)).toEqual([...OWN_ACCOUNT_FIELDS].sort())
    expect(await keysOf(victim.id, victim)).toEqual([...OWN_ACCOUNT_FIELDS].sort())
    const me = (await get('me', victim)).json().user
    expect(me).toMatchObject({ two_factor_setup_pending: false, tokens: [{ name: 'cli' }] })
    expect(me.two_factor_confirmed_at).not.toBeNull()
    expect(JSON.stringify(me)).not.toContain(sha256('aaaaaaaaaa-bbbbbbbbbb'))
    expect(JSON.stringify(me)).not.toContain(sha256('secret'))
  })

  it('a holder of users.update gets the admin view', async () => {
    expect(await keysOf(victim.id, admin)).toEqual([...ADMIN_VIEW_FIELDS].sort())
    expect((await get(victim.id, admin)).json().user).toMatchObject({ two_factor_enabled: true, banned_at: null, roles: [{ name: 'users' }] })
  })

  it('a guest asking for "me" is refused; an unknown id is 404', async () => {
    expect((await get('me')).statusCode).toBe(401)
    expect((await get(999999, other)).statusCode).toBe(404)
  })
})
