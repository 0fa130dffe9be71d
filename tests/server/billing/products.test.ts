import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { permissionables, products } from '../../../src/server/db/schema/index'
import { ProductListResponseSchema, ProductResponseSchema } from '../../../src/shared/contracts/billing'
import { BootstrapDataSchema } from '../../../src/shared/contracts/bootstrap'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { setSetting } from '../../helpers/factories'
import { actor, type Actor } from '../backstage/backstage-app'

describe('plans (billing/products) without any gateway keys', () => {
  let t: TestApp
  let admin: Actor
  let listener: Actor

  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_PASSWORD: 'admin-password-1' }, { seedPlatform: true, actAsUser: true })
    await setSetting(t.db, 'billing.enable', true)
    admin = await actor(t.db, ['admin'])
    listener = await actor(t.db, ['users'])
  })
  afterAll(async () => {
    await t.close()
  })

  const save = (who: Actor, payload: object, id?: number) =>
    t.app.inject({ method: id ? 'PUT' : 'POST', url: `/api/v1/billing/products${id ? `/${id}` : ''}`, headers: who.headers, payload })

  it('lets only plans.update holders write plans', async () => {
    const res = await save(listener, { name: 'Nope', free: true })
    expect(res.statusCode).toBe(403)
  })

  it('validates: a paid plan needs a price, names are at most 250, unknown permissions are refused', async () => {
    expect((await save(admin, { name: 'Paid' })).json().errors).toHaveProperty('prices')
    expect((await save(admin, { name: 'x'.repeat(251), free: true })).json().errors).toHaveProperty('name')
    const res = await save(admin, { name: 'Odd', free: true, permissions: ['no.such'] })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toHaveProperty('permissions')
    const badAmount = await save(admin, { name: 'Cents', prices: [{ amount: 1.001, currency: 'USD' }] })
    expect(badAmount.json().errors).toHaveProperty(['prices.0.amount'])
  })

  it('lists by position; hidden plans only for admins; prices and permissions attached', async () => {
    const basic = ProductResponseSchema.parse((await save(admin, { name: 'Basic', free: true, position: 2 })).json()).product
    const pro = ProductResponseSchema.parse(
      (await save(admin, { name: 'Pro', position: 1, recommended: true, permissions: ['music.download'], prices: [{ amount: 5, currency: 'eur', interval: 'month' }] })).json(),
    ).product
    await save(admin, { name: 'Secret', free: true, hidden: true, position: 0 })
    const publicList = ProductListResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/billing/products' })).json()).pagination.data
    expect(publicList.map((p) => p.name)).toEqual(['Pro', 'Basic'])
    expect(publicList[0]).toMatchObject({ recommended: true, prices: [{ amount: 5, currency: 'EUR', interval: 'month', interval_count: 1 }] })
    const adminList = ProductListResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/billing/products', headers: admin.headers })).json()).pagination.data
    expect(adminList.map((p) => p.name)).toEqual(['Secret', 'Pro', 'Basic'])
    const grants = await t.db.select().from(permissionables).where(and(eq(permissionables.permissionableType, 'product'), eq(permissionables.permissionableId, pro.id)))
    expect(grants).toHaveLength(1)
    expect(basic.prices).toEqual([])
  })

  it('a plan given by an admin applies its permissions at once and stops at ends_at', async () => {
    const [pro] = await t.db.select().from(products).where(eq(products.name, 'Pro'))
    const list = ProductListResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/billing/products' })).json()).pagination.data
    const priceId = list.find((p) => p.id === pro!.id)!.prices[0]!.id
    const perms = async () => BootstrapDataSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers: listener.headers })).json()).user!.permissions.map((p) => p.name)
    expect(await perms()).not.toContain('music.download')
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/billing/subscriptions', headers: admin.headers, payload: { user_id: listener.id, price_id: priceId } })
    expect(res.statusCode).toBe(200)
    expect(await perms()).toContain('music.download')
    const sub = res.json().subscription as { id: number }
    await t.app.inject({ method: 'PUT', url: `/api/v1/billing/subscriptions/${sub.id}`, headers: admin.headers, payload: { ends_at: '2020-01-01T00:00:00.000Z' } })
    expect(await perms()).not.toContain('music.download')
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/billing/subscriptions', headers: listener.headers })
    expect(mine.json().pagination.data).toMatchObject([{ id: sub.id, valid: false }])
  })

  it('deletes plans with their permission links', async () => {
    const [secret] = await t.db.select().from(products).where(eq(products.name, 'Secret'))
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/billing/products/${secret!.id}`, headers: admin.headers })
    expect(res.statusCode).toBe(200)
    expect(await t.db.select().from(products).where(eq(products.id, secret!.id))).toHaveLength(0)
  })

  it('checkout with Stripe off is a 404, not a half-made subscription', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/billing/stripe/create-partial-subscription', headers: listener.headers, payload: { product_id: 1, price_id: 1 } })
    expect(res.statusCode).toBe(404)
  })
})
