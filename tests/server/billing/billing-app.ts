import type Stripe from 'stripe'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { setSetting } from '../../helpers/factories'
import { startStripePeer, type StripePeer } from '../../helpers/stripe-peer'
import { actor, type Actor } from '../backstage/backstage-app'

export { actor, type Actor }

export interface BillingTestApp extends TestApp {
  peer: StripePeer
  /** Moves the clock the app and the Stripe peer share. */
  advance(ms: number): void
  now(): Date
  deliver(event: Stripe.Event | string, signature?: string): Promise<{ statusCode: number; body: Record<string, unknown> }>
}

/** The real app (seeded roles, billing and Stripe on) talking to a local Stripe peer over HTTP. */
export async function buildBillingApp(extraEnv: Record<string, string> = {}): Promise<BillingTestApp> {
  let t = Date.parse('2026-11-02T10:00:00Z')
  const peer = await startStripePeer({ now: () => t })
  const app = await buildTestApp(
    {
      ADMIN_PASSWORD: 'admin-password-1',
      STRIPE_SECRET_KEY: 'sk_test_encore',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_encore',
      STRIPE_WEBHOOK_SECRET: peer.secret,
      STRIPE_API_URL: peer.url,
      ...extraEnv,
    },
    { seedPlatform: true, actAsUser: true, clock: () => new Date(t) },
  )
  await setSetting(app.db, 'billing.enable', true)
  await setSetting(app.db, 'billing.stripe.enable', true)
  return {
    ...app,
    peer,
    advance: (ms) => {
      t += ms
    },
    now: () => new Date(t),
    async deliver(event, signature) {
      const payload = typeof event === 'string' ? event : JSON.stringify(event)
      const res = await app.app.inject({
        method: 'POST',
        url: '/billing/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? peer.sign(payload) },
        payload,
      })
      return { statusCode: res.statusCode, body: res.json() as Record<string, unknown> }
    },
    async close() {
      await app.close()
      await peer.close()
    },
  }
}

/** A plan granting music.download, with a monthly and a yearly price. */
export async function createPlan(t: TestApp, admin: Actor, name = 'Pro', permissions = ['music.download']) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/products',
    headers: admin.headers,
    payload: {
      name,
      permissions,
      feature_list: ['Downloads'],
      prices: [
        { amount: 9.99, currency: 'usd', interval: 'month', interval_count: 1 },
        { amount: 99, currency: 'usd', interval: 'year', interval_count: 1 },
      ],
    },
  })
  if (res.statusCode !== 200) throw new Error(`plan not created: ${res.body}`)
  return (res.json() as { product: { id: number; prices: { id: number; stripe_id: string | null }[] } }).product
}
