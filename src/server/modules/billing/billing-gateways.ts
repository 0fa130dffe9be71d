import type { Env } from '../../config/env'
import type { PaypalGateway } from './paypal-gateway'
import type { StripeGateway } from './stripe-gateway'

/** The settings billing reads: flattened client keys (music-catalog §5) and the server-only secrets. */
export interface BillingSettings {
  effective(): Promise<{ client: Record<string, unknown>; server: Record<string, unknown> }>
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

export interface Gateways {
  /** `billing.enable`: off = every billing call but the webhooks answers 404. */
  enabled: boolean
  /** Non-null only when `billing.stripe.enable` is on and the keys are set. */
  stripe: StripeGateway | null
  paypal: PaypalGateway | null
  stripePublishableKey: string | null
  stripeJsUrl: string | null
  paypalClientId: string | null
  paypalJsUrl: string | null
  invoiceAddress: string | null
}

/**
 * Secret keys come from the environment (STRIPE_*, PAYPAL_*) when set, else from the keys an admin saved
 * on the Subscriptions page (server-only settings, masked in the admin). A gateway is rebuilt when its
 * keys change, so a saved key applies without a restart. Whether each gateway is used is read from the
 * settings on every call, so an admin toggle takes effect at once.
 * Webhooks use `configured()`: a delivery for a gateway that was just switched off still applies.
 * Each gateway, and with it its SDK (Stripe's or PayPal's, a few MB of code each), is loaded on the
 * first call that needs it: a site without billing keys or with billing off never loads them.
 */
export function makeGatewayResolver(env: Env, settings: BillingSettings) {
  let stripe: { key: string; gateway: Promise<StripeGateway> } | null = null
  const stripeGateway = (server: Record<string, unknown>): Promise<StripeGateway | null> => {
    const secretKey = env.STRIPE_SECRET_KEY ?? text(server['billing.stripe_secret_key'])
    if (!secretKey) return Promise.resolve(null)
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? text(server['billing.stripe_webhook_secret'])
    const key = JSON.stringify([secretKey, webhookSecret])
    if (stripe?.key !== key) {
      stripe = { key, gateway: import('./stripe-gateway').then((m) => m.makeStripeGateway({ secretKey, webhookSecret, apiUrl: env.STRIPE_API_URL })) }
    }
    return stripe.gateway
  }
  let paypal: { key: string; gateway: Promise<PaypalGateway> } | null = null
  const paypalFor = (testMode: boolean, server: Record<string, unknown>): Promise<PaypalGateway | null> => {
    const clientId = env.PAYPAL_CLIENT_ID
    const secret = env.PAYPAL_SECRET ?? text(server['billing.paypal_secret'])
    if (!clientId || !secret) return Promise.resolve(null)
    const webhookId = env.PAYPAL_WEBHOOK_ID ?? text(server['billing.paypal_webhook_id'])
    const key = JSON.stringify([testMode, secret, webhookId])
    if (paypal?.key !== key) {
      paypal = { key, gateway: import('./paypal-gateway').then((m) => m.makePaypalGateway({ clientId, secret, webhookId, testMode, apiUrl: env.PAYPAL_API_URL })) }
    }
    return paypal.gateway
  }

  return {
    async resolve(): Promise<Gateways> {
      const { client, server } = await settings.effective()
      const on = (key: string) => client[key] === true || client[key] === 'true' || client[key] === 1
      const paypalGateway = on('billing.paypal.enable') ? await paypalFor(client['billing.paypal_test_mode'] !== false, server) : null
      return {
        enabled: on('billing.enable'),
        stripe: on('billing.stripe.enable') ? await stripeGateway(server) : null,
        paypal: paypalGateway,
        stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
        stripeJsUrl: env.STRIPE_JS_URL ?? null,
        paypalClientId: paypalGateway ? (env.PAYPAL_CLIENT_ID ?? null) : null,
        paypalJsUrl: env.PAYPAL_JS_URL ?? null,
        invoiceAddress: typeof client['billing.invoice.address'] === 'string' && client['billing.invoice.address'] ? String(client['billing.invoice.address']) : null,
      }
    },
    /** The gateways whose keys are set, whatever the switches say (webhooks). */
    async configured(): Promise<{ stripe: StripeGateway | null; paypal: PaypalGateway | null }> {
      const { client, server } = await settings.effective()
      return { stripe: await stripeGateway(server), paypal: await paypalFor(client['billing.paypal_test_mode'] !== false, server) }
    },
  }
}

export type GatewayResolver = ReturnType<typeof makeGatewayResolver>
