import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, prices, subscriptions } from '../../../src/server/db/schema/index'
import { SubscriptionResponseSchema } from '../../../src/shared/contracts/billing'
import { BootstrapDataSchema } from '../../../src/shared/contracts/bootstrap'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { setSetting } from '../../helpers/factories'
import { startPaypalPeer, type PaypalPeer } from '../../helpers/paypal-peer'
import { actor, type Actor } from '../backstage/backstage-app'
import { createPlan } from './billing-app'

describe('PayPal subscriptions against the local PayPal peer', () => {
  let t: TestApp
  let peer: PaypalPeer
  let listener: Actor
  let planPrice: { id: number; productId: number }
  let paypalId: string
  let now = Date.parse('2026-11-02T10:00:00Z')

  beforeAll(async () => {
    peer = await startPaypalPeer()
    t = await buildTestApp(
      { ADMIN_PASSWORD: 'admin-password-1', PAYPAL_CLIENT_ID: peer.clientId, PAYPAL_SECRET: peer.secret, PAYPAL_WEBHOOK_ID: peer.webhookId, PAYPAL_API_URL: peer.url },
      { seedPlatform: true, actAsUser: true, clock: () => new Date(now) },
    )
    await setSetting(t.db, 'billing.enable', true)
    await setSetting(t.db, 'billing.paypal.enable', true)
    const admin = await actor(t.db, ['admin'])
    listener = await actor(t.db, ['users'])
    const plan = await createPlan(t, admin)
    // The plan as created in PayPal: the admin enters its billing plan id on our price.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/billing/products/${plan.id}`,
      headers: admin.headers,
      payload: { name: 'Pro', permissions: ['music.download'], prices: [{ id: plan.prices[0]!.id, amount: 9.99, currency: 'USD', interval: 'month', paypal_id: 'P-MONTHLY' }] },
    })
    expect(saved.statusCode).toBe(200)
    expect((await t.db.select().from(prices).where(eq(prices.id, plan.prices[0]!.id)))[0]!.paypalId).toBe('P-MONTHLY')
    planPrice = { id: plan.prices[0]!.id, productId: plan.id }
  })
  afterAll(async () => {
    await t.close()
    await peer.close()
  })

  const deliver = (d: { headers: Record<string, string>; body: Record<string, unknown> }) =>
    t.app.inject({ method: 'POST', url: '/billing/paypal/webhook', headers: d.headers, payload: JSON.stringify(d.body) })
  const row = async () => (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, listener.id)))[0]!

  it('refuses a subscription approved for another user', async () => {
    const foreign = peer.approve({ planId: 'P-MONTHLY', customId: '999999', nextBillingTime: '2026-12-02T10:00:00Z' })
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/billing/paypal/store-subscription-details-locally', headers: listener.headers, payload: { paypal_subscription_id: foreign } })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toHaveProperty('paypal_subscription_id')
  })

  it('stores the approved subscription through the SDK, once', async () => {
    paypalId = peer.approve({ planId: 'P-MONTHLY', customId: String(listener.id), nextBillingTime: '2026-12-02T10:00:00Z' })
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/billing/paypal/store-subscription-details-locally', headers: listener.headers, payload: { paypal_subscription_id: paypalId } })
      expect(res.statusCode).toBe(200)
      expect(SubscriptionResponseSchema.parse(res.json()).subscription).toMatchObject({ valid: true, active: true, gateway_name: 'paypal', price_id: planPrice.id })
    }
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, listener.id))).toHaveLength(1)
  })

  it('verifies deliveries with PayPal: forged 400, replay 200 without effect, older events never win', async () => {
    now += 60_000
    const payment = peer.sendEvent('PAYMENT.SALE.COMPLETED', { id: 'SALE-1', billing_agreement_id: paypalId, amount: { total: '9.99', currency: 'USD' } }, '2026-11-02T10:01:00Z')
    expect((await deliver(payment)).statusCode).toBe(200)
    expect((await deliver(payment)).json()).toMatchObject({ replay: true })
    const tampered = { ...payment, body: { ...payment.body, resource: { ...(payment.body.resource as object), id: 'SALE-2' } } }
    expect((await deliver(tampered)).statusCode).toBe(400)
    const forged = { headers: { ...payment.headers, 'paypal-transmission-id': 'made-up' }, body: { ...payment.body, id: 'WH-EVT-forged' } }
    expect((await deliver(forged)).statusCode).toBe(400)
    expect(await t.db.select().from(invoices)).toHaveLength(1)

    const activated = peer.sendEvent('BILLING.SUBSCRIPTION.ACTIVATED', { id: paypalId, status: 'ACTIVE', plan_id: 'P-MONTHLY', custom_id: String(listener.id), billing_info: { next_billing_time: '2026-12-02T10:00:00Z' } }, '2026-11-02T10:02:00Z')
    const cancelled = peer.sendEvent('BILLING.SUBSCRIPTION.CANCELLED', { id: paypalId, status: 'CANCELLED', plan_id: 'P-MONTHLY', custom_id: String(listener.id) }, '2026-11-02T10:03:00Z')
    expect((await deliver(cancelled)).statusCode).toBe(200)
    expect((await deliver(activated)).statusCode).toBe(200)
    const after = await row()
    expect(after.endsAt?.toISOString()).toBe('2026-12-02T10:00:00.000Z')
    expect(after.renewsAt).toBeNull()
  })

  it('adopts a subscription whose webhook outruns /paypal/done; the done call then finds it (one row, one invoice)', async () => {
    const buyer = await actor(t.db, ['users'])
    const id = peer.approve({ planId: 'P-MONTHLY', customId: String(buyer.id), nextBillingTime: '2026-12-02T10:00:00Z' })
    const resource = { ...peer.subscriptions.get(id)! }
    expect((await deliver(peer.sendEvent('BILLING.SUBSCRIPTION.ACTIVATED', resource, '2026-11-02T10:05:00Z'))).statusCode).toBe(200)
    expect((await deliver(peer.sendEvent('PAYMENT.SALE.COMPLETED', { id: 'SALE-B', billing_agreement_id: id, amount: { total: '9.99', currency: 'USD' } }, '2026-11-02T10:05:00Z'))).statusCode).toBe(200)
    const adopted = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))
    expect(adopted).toMatchObject([{ gatewayId: id, gatewayStatus: 'active' }])
    const done = await t.app.inject({ method: 'POST', url: '/api/v1/billing/paypal/store-subscription-details-locally', headers: buyer.headers, payload: { paypal_subscription_id: id } })
    expect(done.statusCode).toBe(200)
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toHaveLength(1)
    expect(await t.db.select().from(invoices).where(eq(invoices.subscriptionId, adopted[0]!.id))).toHaveLength(1)

    // A second PayPal subscription by the same, already subscribed user: not adopted, refused, cancelled at PayPal.
    const second = peer.approve({ planId: 'P-MONTHLY', customId: String(buyer.id), nextBillingTime: '2026-12-02T10:00:00Z' })
    expect((await deliver(peer.sendEvent('BILLING.SUBSCRIPTION.ACTIVATED', { ...peer.subscriptions.get(second)! }, '2026-11-02T10:06:00Z'))).statusCode).toBe(200)
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/billing/paypal/store-subscription-details-locally', headers: buyer.headers, payload: { paypal_subscription_id: second } })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ action: { action: '/billing' } })
    expect(peer.subscriptions.get(second)!.status).toBe('CANCELLED')
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toHaveLength(1)
  })

  it('keeps a payment that arrives before any subscription event: the subscription is read from PayPal and adopted with its invoice, once', async () => {
    const buyer = await actor(t.db, ['users'])
    const id = peer.approve({ planId: 'P-MONTHLY', customId: String(buyer.id), nextBillingTime: '2026-12-02T10:00:00Z' })
    const sale = peer.sendEvent('PAYMENT.SALE.COMPLETED', { id: 'SALE-EARLY', billing_agreement_id: id, amount: { total: '9.99', currency: 'USD' } }, '2026-11-02T10:07:00Z')
    const first = await deliver(sale)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ replay: false })
    const adopted = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))
    expect(adopted).toMatchObject([{ gatewayName: 'paypal', gatewayId: id, gatewayStatus: 'active', priceId: planPrice.id, productId: planPrice.productId }])
    expect(adopted[0]!.renewsAt?.toISOString()).toBe('2026-12-02T10:00:00.000Z')
    const invoicesOf = () => t.db.select().from(invoices).where(eq(invoices.subscriptionId, adopted[0]!.id))
    expect(await invoicesOf()).toMatchObject([{ gatewayId: 'paypal:SALE-EARLY', paid: true, amount: '9.99', currency: 'USD' }])
    // The plan's permission applies at once.
    const boot = await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers: buyer.headers })
    expect(BootstrapDataSchema.parse(boot.json()).user!.permissions.map((p) => p.name)).toContain('music.download')

    // The replay, then the subscription event and the browser's done call that were still on their way.
    expect((await deliver(sale)).json()).toMatchObject({ replay: true })
    expect((await deliver(peer.sendEvent('BILLING.SUBSCRIPTION.ACTIVATED', { ...peer.subscriptions.get(id)! }, '2026-11-02T10:07:00Z'))).statusCode).toBe(200)
    const done = await t.app.inject({ method: 'POST', url: '/api/v1/billing/paypal/store-subscription-details-locally', headers: buyer.headers, payload: { paypal_subscription_id: id } })
    expect(done.statusCode).toBe(200)
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toHaveLength(1)
    expect(await invoicesOf()).toHaveLength(1)
  })

  it('records and drops a payment for a subscription PayPal does not know, or not one of ours', async () => {
    const before = await t.db.select().from(subscriptions)
    const stranger = peer.approve({ planId: 'P-MONTHLY', customId: '999999', nextBillingTime: '2026-12-02T10:00:00Z' })
    for (const agreement of ['I-NOT-AT-PAYPAL', stranger]) {
      const sale = peer.sendEvent('PAYMENT.SALE.COMPLETED', { id: `SALE-${agreement}`, billing_agreement_id: agreement, amount: { total: '9.99', currency: 'USD' } }, '2026-11-02T10:08:00Z')
      const res = await deliver(sale)
      expect(res.statusCode, res.body).toBe(200)
      expect((await deliver(sale)).json()).toMatchObject({ replay: true })
    }
    expect(await t.db.select().from(subscriptions)).toHaveLength(before.length)
    expect(await t.db.select().from(invoices).where(eq(invoices.gatewayId, `paypal:SALE-${stranger}`))).toHaveLength(0)
  })
})
