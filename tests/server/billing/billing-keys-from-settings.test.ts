import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SettingsResponseSchema } from '../../../src/shared/contracts/settings'
import { SECRET_PLACEHOLDER } from '../../../src/shared/contracts/settings-fields'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { startStripePeer, type StripePeer } from '../../helpers/stripe-peer'
import { actor, type Actor } from './billing-app'

// Issue 25: the Subscriptions page's "Stripe secret key" and "Stripe webhook signing secret" work.
// With no STRIPE_* keys in the environment, a webhook signed with the secret saved in the admin is
// accepted at once (no restart); before it is saved, and with a wrong one, it is refused with 400.
describe('Stripe keys saved in the admin', () => {
  let t: TestApp
  let peer: StripePeer
  let admin: Actor
  beforeAll(async () => {
    peer = await startStripePeer({ now: () => Date.now() })
    t = await buildTestApp({ ADMIN_PASSWORD: 'admin-password-1', STRIPE_API_URL: peer.url }, { seedPlatform: true, actAsUser: true })
    admin = await actor(t.db, ['admin'])
  })
  afterAll(async () => {
    await t.close()
    await peer.close()
  })

  const saveServer = (values: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/settings', headers: admin.headers, payload: { server: JSON.stringify(values) } })
  const deliver = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/billing/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': peer.sign(payload) }, payload })
  // An event no subscription rule acts on: the check under test is the signature alone.
  const payload = JSON.stringify({ id: 'evt_settings_1', object: 'event', type: 'customer.created', created: Math.floor(Date.now() / 1000), data: { object: { id: 'cus_1', object: 'customer' } } })

  it('refuses the webhook while no key is saved, accepts it once the admin saves the keys, shows them masked', async () => {
    expect((await deliver(payload)).statusCode).toBe(400)

    expect((await saveServer({ 'billing.stripe_secret_key': 'sk_test_from_admin', 'billing.stripe_webhook_secret': 'whsec_wrong' })).statusCode).toBe(200)
    expect((await deliver(payload)).statusCode).toBe(400)

    expect((await saveServer({ 'billing.stripe_webhook_secret': peer.secret })).statusCode).toBe(200)
    const accepted = await deliver(payload)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toMatchObject({ received: true })

    const shown = SettingsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: admin.headers })).json())
    expect(shown.server['billing.stripe_webhook_secret']).toBe(SECRET_PLACEHOLDER)
    expect(JSON.stringify(shown)).not.toContain(peer.secret)
  })
})
