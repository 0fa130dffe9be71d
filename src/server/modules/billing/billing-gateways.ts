import type { Env } from '../../config/env'
import type { PaypalGateway } from './paypal-gateway'
import type { StripeGateway } from './stripe-gateway'

/** The settings billing reads: flattened client keys (music-catalog §5). */
export interface BillingSettings {
  effective(): Promise<{ client: Record<string, unknown> }>
}

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
 * Gateways are built once from the environment (keys never live in the settings table); whether each
 * one is used is read from the settings on every call, so an admin toggle takes effect at once.
 * Webhooks use `configured()`: a delivery for a gateway that was just switched off still applies.
 * Each gateway, and with it its SDK (Stripe's or PayPal's, a few MB of code each), is loaded on the
 * first call that needs it: a site without billing keys or with billing off never loads them.
 */
export function makeGatewayResolver(env: Env, settings: BillingSettings) {
  let stripe: Promise<StripeGateway> | null = null
  const stripeGateway = (): Promise<StripeGateway | null> => {
    const secretKey = env.STRIPE_SECRET_KEY
    if (!secretKey) return Promise.resolve(null)
    stripe ??= import('./stripe-gateway').then((m) => m.makeStripeGateway({ secretKey, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }))
    return stripe
  }
  let paypal: { testMode: boolean; gateway: Promise<PaypalGateway> } | null = null
  const paypalFor = (testMode: boolean): Promise<PaypalGateway | null> => {
    const { PAYPAL_CLIENT_ID: clientId, PAYPAL_SECRET: secret } = env
    if (!clientId || !secret) return Promise.resolve(null)
    if (paypal?.testMode !== testMode) {
      paypal = {
        testMode,
        gateway: import('./paypal-gateway').then((m) => m.makePaypalGateway({ clientId, secret, webhookId: env.PAYPAL_WEBHOOK_ID, testMode, apiUrl: env.PAYPAL_API_URL })),
      }
    }
    return paypal.gateway
  }

  return {
    async resolve(): Promise<Gateways> {
      const { client } = await settings.effective()
      const on = (key: string) => client[key] === true || client[key] === 'true' || client[key] === 1
      const paypalGateway = on('billing.paypal.enable') ? await paypalFor(client['billing.paypal_test_mode'] !== false) : null
      return {
        enabled: on('billing.enable'),
        stripe: on('billing.stripe.enable') ? await stripeGateway() : null,
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
      const { client } = await settings.effective()
      return { stripe: await stripeGateway(), paypal: await paypalFor(client['billing.paypal_test_mode'] !== false) }
    },
  }
}

export type GatewayResolver = ReturnType<typeof makeGatewayResolver>
