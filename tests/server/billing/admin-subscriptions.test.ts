import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subscriptions, users } from '../../../src/server/db/schema/index'
import { SubscriptionResponseSchema } from '../../../src/shared/contracts/billing'
import { BootstrapDataSchema } from '../../../src/shared/contracts/bootstrap'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { setSetting } from '../../helpers/factories'
import { actor, grant, type Actor } from '../backstage/backstage-app'
import { createPlan } from './billing-app'

// Admin subscriptions (music-product §2 admin "subscriptions", §6 subscriptions.update): a plan given
// by hand, its end date changed, cancelled and renewed; the plan's permissions follow at once.
describe('admin subscriptions: assign, edit, cancel, renew', () => {
  let t: TestApp
  let manager: Actor
  let listener: Actor
  let other: Actor
  let pro: Awaited<ReturnType<typeof createPlan>>
  let creator: Awaited<ReturnType<typeof createPlan>>
  let listenerEmail = ''
  let subId = 0
  let now = Date.parse('2026-11-02T10:00:00Z')

  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_PASSWORD: 'admin-password-1' }, { seedPlatform: true, actAsUser: true, clock: () => new Date(now) })
    await setSetting(t.db, 'billing.enable', true)
    const admin = await actor(t.db, ['admin'])
    // Not an admin: only the one permission the admin subscriptions page needs.
    manager = await actor(t.db, ['users'])
    await grant(t.db, manager.id, 'subscriptions.update')
    listener = await actor(t.db, ['users'])
    other = await actor(t.db, ['users'])
    pro = await createPlan(t, admin, 'Pro', ['music.download'])
    creator = await createPlan(t, admin, 'Creator', ['music.create'])
    listenerEmail = (await t.db.select().from(users).where(eq(users.id, listener.id)))[0]!.email
  })
  afterAll(async () => {
    await t.close()
  })

  const call = (who: Actor | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/billing/${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) })
  const perms = async (who: Actor) =>
    BootstrapDataSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers: who.headers })).json()).user!.permissions.map((p) => p.name)

  it('refuses listeners (403) and guests (401) on every admin write, and on reading someone else’s subscription', async () => {
    expect((await call(listener, 'POST', 'subscriptions', { user_id: listener.id, price_id: pro.prices[0]!.id })).statusCode).toBe(403)
    expect((await call(null, 'POST', 'subscriptions', { user_id: listener.id, price_id: pro.prices[0]!.id })).statusCode).toBe(401)
    expect(await perms(listener)).not.toContain('music.download')
    expect(await t.db.select().from(subscriptions)).toHaveLength(0)
  })

  it('validates with 422 naming the field: user, e-mail, price and dates', async () => {
    const cases: [object, string][] = [
      [{ price_id: pro.prices[0]!.id }, 'user_email'],
      [{ user_email: 'nobody@example.com', price_id: pro.prices[0]!.id }, 'user_email'],
      [{ user_email: 'not-an-email', price_id: pro.prices[0]!.id }, 'user_email'],
      [{ user_id: 999999, price_id: pro.prices[0]!.id }, 'user_id'],
      [{ user_id: listener.id, price_id: 999999 }, 'price_id'],
      [{ user_id: listener.id, price_id: pro.prices[0]!.id, ends_at: 'next week' }, 'ends_at'],
    ]
    for (const [payload, field] of cases) {
      const res = await call(manager, 'POST', 'subscriptions', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(422)
      expect(res.json().errors, JSON.stringify(payload)).toHaveProperty([field])
    }
    expect(await t.db.select().from(subscriptions)).toHaveLength(0)
  })

  it('assigns a plan by e-mail: its permission applies at once; a second plan for the same user is refused', async () => {
    const res = await call(manager, 'POST', 'subscriptions', { user_email: listenerEmail.toUpperCase(), price_id: pro.prices[1]!.id, renews_at: '2027-11-02T10:00:00.000Z' })
    expect(res.statusCode, res.body).toBe(200)
    const { subscription } = SubscriptionResponseSchema.parse(res.json())
    expect(subscription).toMatchObject({ user_id: listener.id, gateway_name: 'none', product_id: pro.id, valid: true, active: true })
    subId = subscription.id
    expect(await perms(listener)).toContain('music.download')

    const again = await call(manager, 'POST', 'subscriptions', { user_id: listener.id, price_id: creator.prices[0]!.id })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toHaveProperty('user_id')
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, listener.id))).toHaveLength(1)
  })

  it('reads one subscription with its customer for the manager, not for another listener', async () => {
    const res = await call(manager, 'GET', `subscriptions/${subId}`)
    expect(SubscriptionResponseSchema.parse(res.json()).subscription).toMatchObject({ id: subId, user: { id: listener.id, email: listenerEmail }, product: { name: 'Pro' } })
    expect((await call(other, 'GET', `subscriptions/${subId}`)).statusCode).toBe(403)
    expect((await call(listener, 'GET', `subscriptions/${subId}`)).statusCode).toBe(200)
    expect((await call(other, 'PUT', `subscriptions/${subId}`, { ends_at: null })).statusCode).toBe(403)
  })

  it('moves the plan to another product: the old permission goes and the new one comes at once', async () => {
    const res = await call(manager, 'PUT', `subscriptions/${subId}`, { price_id: creator.prices[0]!.id })
    expect(res.statusCode).toBe(200)
    expect(res.json().subscription).toMatchObject({ product_id: creator.id, price_id: creator.prices[0]!.id })
    const now = await perms(listener)
    expect(now).toContain('music.create')
    expect(now).not.toContain('music.download')
  })

  it('changes the end date: past removes the permission at once, future gives it back', async () => {
    const ended = await call(manager, 'PUT', `subscriptions/${subId}`, { ends_at: '2026-11-01T00:00:00.000Z' })
    expect(ended.json().subscription).toMatchObject({ valid: false })
    expect(await perms(listener)).not.toContain('music.create')
    const back = await call(manager, 'PUT', `subscriptions/${subId}`, { ends_at: null })
    expect(back.json().subscription).toMatchObject({ valid: true, ends_at: null })
    expect(await perms(listener)).toContain('music.create')
  })

  it('cancels to the renewal date (grace period keeps the plan), renews, and ends when the date passes', async () => {
    const cancelled = await call(manager, 'POST', `subscriptions/${subId}/cancel`, {})
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().subscription).toMatchObject({ on_grace_period: true, cancelled: true, ends_at: '2027-11-02T10:00:00.000Z' })
    expect(await perms(listener)).toContain('music.create')
    const renewed = await call(manager, 'POST', `subscriptions/${subId}/resume`)
    expect(renewed.json().subscription).toMatchObject({ cancelled: false, ends_at: null, renews_at: '2027-11-02T10:00:00.000Z' })
    await call(manager, 'POST', `subscriptions/${subId}/cancel`, {})
    now = Date.parse('2027-11-03T00:00:00Z')
    expect(await perms(listener)).not.toContain('music.create')
    const late = await call(manager, 'POST', `subscriptions/${subId}/resume`)
    expect(late.statusCode).toBe(422)
    expect(late.json().errors).toHaveProperty('subscription')
  })

  it('leaves the dates of a gateway subscription to the gateway (422 naming the field)', async () => {
    const [row] = await t.db
      .insert(subscriptions)
      .values({ userId: other.id, priceId: pro.prices[0]!.id, productId: pro.id, gatewayName: 'stripe', gatewayId: 'sub_elsewhere', gatewayStatus: 'active' })
      .returning()
    const res = await call(manager, 'PUT', `subscriptions/${row!.id}`, { ends_at: '2030-01-01T00:00:00.000Z' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toHaveProperty('ends_at')
  })
})
