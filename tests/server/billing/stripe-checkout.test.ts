import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, prices, subscriptions } from '../../../src/server/db/schema/index'
import { ClientSecretResponseSchema, ProductResponseSchema, SubscriptionResponseSchema } from '../../../src/shared/contracts/billing'
import { BootstrapDataSchema } from '../../../src/shared/contracts/bootstrap'
import { actor, buildBillingApp, createPlan, type Actor, type BillingTestApp } from './billing-app'

describe('Stripe checkout against the local Stripe peer', () => {
  let t: BillingTestApp
  let admin: Actor
  let listener: Actor
  let plan: Awaited<ReturnType<typeof createPlan>>

  beforeAll(async () => {
    t = await buildBillingApp()
    admin = await actor(t.db, ['admin'])
    listener = await actor(t.db, ['users'])
    plan = await createPlan(t, admin)
  })
  afterAll(async () => {
    await t.close()
  })

  const bootstrapUser = async (who: Actor) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers: who.headers })
    return BootstrapDataSchema.parse(res.json()).user!
  }
  const canDownload = async (who: Actor) => (await bootstrapUser(who)).permissions.some((p) => p.name === 'music.download')
  const post = (who: Actor, url: string, payload?: object) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, ...(payload ? { payload } : {}) })
  const rowOf = async (userId: number) => (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!

  it('syncs the plan to Stripe when it is saved: every price gets a Stripe price', async () => {
    expect(plan.prices.every((p) => p.stripe_id?.startsWith('price_'))).toBe(true)
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/billing/products/${plan.id}`, headers: admin.headers })
    expect(ProductResponseSchema.parse(res.json()).product.permissions).toEqual([{ name: 'music.download' }])
    expect(t.peer.objects.get(plan.prices[0]!.stripe_id!)).toMatchObject({ unit_amount: 999, currency: 'usd' })
  })

  it('refuses a price of another product with 422 naming price_id', async () => {
    const other = await createPlan(t, admin, 'Other')
    const res = await post(listener, 'billing/stripe/create-partial-subscription', { product_id: plan.id, price_id: other.prices[0]!.id })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toHaveProperty('price_id')
  })

  it('pays in test mode: incomplete until paid, then valid, and the plan permission applies at once', async () => {
    expect(await canDownload(listener)).toBe(false)
    const res = await post(listener, 'billing/stripe/create-partial-subscription', { product_id: plan.id, price_id: plan.prices[0]!.id })
    expect(res.statusCode).toBe(200)
    const { clientSecret, publishableKey } = ClientSecretResponseSchema.parse(res.json())
    expect(publishableKey).toBe('pk_test_encore')
    const before = await bootstrapUser(listener)
    expect(before.subscriptions).toMatchObject([{ valid: false, gateway_status: 'incomplete' }])
    expect(await canDownload(listener)).toBe(false)

    t.advance(5_000)
    const paymentIntent = clientSecret.split('_secret_')[0]!
    await t.peer.pay(paymentIntent)
    t.advance(1_000)
    const stored = await post(listener, 'billing/stripe/store-subscription-details-locally', { payment_intent_id: paymentIntent })
    expect(stored.statusCode).toBe(200)
    const { subscription } = SubscriptionResponseSchema.parse(stored.json())
    expect(subscription).toMatchObject({ valid: true, active: true, gateway_name: 'stripe', product_id: plan.id })
    expect(await canDownload(listener)).toBe(true)
    expect((await bootstrapUser(listener)).subscriptions[0]).toMatchObject({ valid: true, active: true })
  })

  it('applies the webhooks in any order, however often replayed: one invoice, newest state, nothing granted twice', async () => {
    const row = await rowOf(listener.id)
    const all = [...t.peer.events]
    for (const event of [...all].reverse()) expect((await t.deliver(event)).statusCode).toBe(200)
    for (const event of all) expect((await t.deliver(event)).body).toMatchObject({ received: true, replay: true })
    const after = await rowOf(listener.id)
    expect(after).toMatchObject({ gatewayStatus: 'active', endsAt: null })
    expect(after.renewsAt!.getTime()).toBe(row.renewsAt!.getTime())
    expect(await t.db.select().from(invoices).where(eq(invoices.subscriptionId, row.id))).toHaveLength(1)
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, listener.id))).toHaveLength(1)
    const grants = (await bootstrapUser(listener)).permissions.filter((p) => p.name === 'music.download')
    expect(grants).toHaveLength(1)
  })

  it('refuses a forged or altered webhook with 400 and changes nothing', async () => {
    const event = t.peer.events.at(-1)!
    const forged = await t.deliver(JSON.stringify({ ...event, id: 'evt_forged', type: 'customer.subscription.deleted' }), 't=1,v1=deadbeef')
    expect(forged.statusCode).toBe(400)
    const payload = JSON.stringify(event)
    const altered = await t.deliver(payload.replace('"active"', '"canceled"'), t.peer.sign(payload))
    expect(altered.statusCode).toBe(400)
    expect((await rowOf(listener.id)).gatewayStatus).toBe('active')
  })

  it('sends a subscribed user back to /billing instead of a second checkout', async () => {
    const res = await post(listener, 'billing/stripe/create-partial-subscription', { product_id: plan.id, price_id: plan.prices[1]!.id })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ action: { action: '/billing' } })
  })

  it('lets no one else claim the payment (422), and refuses a correctly signed but stale delivery (400)', async () => {
    const intent = t.peer.events.find((e) => e.type === 'invoice.paid')!.data.object as unknown as { payment_intent_id: string }
    const stranger = await actor(t.db, ['users'])
    const claimed = await post(stranger, 'billing/stripe/store-subscription-details-locally', { payment_intent_id: intent.payment_intent_id })
    expect(claimed.statusCode).toBe(422)
    expect(claimed.json().errors).toHaveProperty('payment_intent_id')
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, stranger.id))).toHaveLength(0)
    // A delivery captured and sent again later: the signature's time is outside Stripe's 5-minute tolerance.
    const payload = JSON.stringify({ ...t.peer.events.at(-1)!, id: 'evt_captured' })
    const stale = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: t.peer.secret, timestamp: Math.floor(Date.now() / 1000) - 600 })
    expect((await t.deliver(payload, stale)).statusCode).toBe(400)
  })

  it('refuses a plan change to a price of another product (422 naming newPriceId)', async () => {
    const row = await rowOf(listener.id)
    const other = await createPlan(t, admin, 'Elsewhere')
    const res = await post(listener, `billing/subscriptions/${row.id}/change-plan`, { newProductId: plan.id, newPriceId: other.prices[0]!.id })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toHaveProperty('newPriceId')
    expect((await rowOf(listener.id)).priceId).toBe(plan.prices[0]!.id)
  })

  it('changes the payment method through a setup intent: the new card becomes the default at Stripe', async () => {
    const nobody = await actor(t.db, ['users'])
    expect((await post(nobody, 'billing/stripe/create-setup-intent')).statusCode).toBe(422)
    const res = await post(listener, 'billing/stripe/create-setup-intent')
    expect(res.statusCode).toBe(200)
    const { clientSecret } = ClientSecretResponseSchema.parse(res.json())
    // What Stripe.js does in the browser: confirm the setup intent with a card.
    const confirmed = await fetch(`${t.peer.url}/test/confirm`, { method: 'POST', body: JSON.stringify({ kind: 'setup', client_secret: clientSecret, card: '4242 4242 4242 4242' }) })
    const method = ((await confirmed.json()) as { payment_method: string }).payment_method
    expect(method).toMatch(/^pm_/)
    expect((await post(listener, 'billing/stripe/change-default-payment-method', { payment_method_id: method })).statusCode).toBe(200)
    const row = await rowOf(listener.id)
    expect(t.peer.objects.get(row.gatewayCustomerId!)).toMatchObject({ invoice_settings: { default_payment_method: method } })
    expect(t.peer.objects.get(row.gatewayId!)).toMatchObject({ default_payment_method: method })
  })

  it('renews: a later paid invoice moves renews_at forward, an older one replayed never moves it back', async () => {
    const row = await rowOf(listener.id)
    const mark = t.peer.events.length
    t.advance(30 * 86400_000)
    await t.peer.renew(row.gatewayId!)
    const renewal = t.peer.events.slice(mark)
    for (const event of renewal) expect((await t.deliver(event)).statusCode).toBe(200)
    const renewed = await rowOf(listener.id)
    expect(renewed.renewsAt!.getTime()).toBeGreaterThan(row.renewsAt!.getTime())
    const firstInvoice = t.peer.events.find((e) => e.type === 'invoice.paid')!
    await t.deliver({ ...firstInvoice, id: 'evt_first_invoice_again' })
    expect((await rowOf(listener.id)).renewsAt!.getTime()).toBe(renewed.renewsAt!.getTime())
    expect(await t.db.select().from(invoices).where(eq(invoices.subscriptionId, row.id))).toHaveLength(2)
  })

  it('cancels to the period end (grace period keeps the plan), then renews', async () => {
    const row = await rowOf(listener.id)
    const cancelled = await post(listener, `billing/subscriptions/${row.id}/cancel`, {})
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().subscription).toMatchObject({ valid: true, on_grace_period: true, cancelled: true, ends_at: row.renewsAt!.toISOString() })
    expect(await canDownload(listener)).toBe(true)
    t.advance(1_000)
    const resumed = await post(listener, `billing/subscriptions/${row.id}/resume`)
    expect(resumed.statusCode).toBe(200)
    expect(resumed.json().subscription).toMatchObject({ valid: true, cancelled: false, ends_at: null })
  })

  it('marks past due on a failed payment (still valid, not active)', async () => {
    const row = await rowOf(listener.id)
    const mark = t.peer.events.length
    t.advance(1_000)
    await t.peer.failPayment(row.gatewayId!)
    for (const event of t.peer.events.slice(mark)) await t.deliver(event)
    const user = await bootstrapUser(listener)
    expect(user.subscriptions[0]).toMatchObject({ past_due: true, active: false, valid: true })
  })

  it('ends the subscription: the permission goes, and an older "active" event delivered late does not revive it', async () => {
    const row = await rowOf(listener.id)
    const mark = t.peer.events.length
    t.advance(1_000)
    await t.peer.end(row.gatewayId!)
    const [deleted] = t.peer.events.slice(mark)
    expect((await t.deliver(deleted!)).statusCode).toBe(200)
    expect(await canDownload(listener)).toBe(false)
    const olderActive = t.peer.events.find((e) => e.type === 'customer.subscription.updated')!
    await t.deliver({ ...olderActive, id: 'evt_late_update' })
    expect(await rowOf(listener.id)).toMatchObject({ gatewayStatus: 'canceled' })
    expect((await bootstrapUser(listener)).subscriptions[0]).toMatchObject({ valid: false, active: false })
  })

  it('changes a price: the Stripe price is replaced, not edited (Stripe prices are immutable)', async () => {
    const [before] = await t.db.select().from(prices).where(eq(prices.id, plan.prices[0]!.id))
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/billing/products/${plan.id}`,
      headers: admin.headers,
      payload: { name: 'Pro', permissions: ['music.download'], prices: [{ id: plan.prices[0]!.id, amount: 12.5, currency: 'usd', interval: 'month', interval_count: 1 }] },
    })
    expect(res.statusCode).toBe(200)
    const { product } = ProductResponseSchema.parse(res.json())
    expect(product.prices).toHaveLength(1)
    expect(product.prices[0]).toMatchObject({ id: before!.id, amount: 12.5 })
    expect(product.prices[0]!.stripe_id).not.toBe(before!.stripeId)
  })
})
