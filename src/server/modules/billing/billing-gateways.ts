import type { Env } from '../../config/env'
import { makePaypalGateway, type PaypalGateway } from './paypal-gateway'
import { makeStripeGateway, type StripeGateway } from './stripe-gateway'

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
 */
export function makeGatewayResolver(env: Env, settings: BillingSettings) {
  const stripe = env.STRIPE_SECRET_KEY
    ? makeStripeGateway({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL })
    : null
  let paypal: { testMode: boolean; gateway: PaypalGateway } | null = null
  const paypalFor = (testMode: boolean): PaypalGateway | null => {
    if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_SECRET) return null
    if (paypal?.testMode !== testMode) {
      paypal = {
        testMode,
        gateway: makePaypalGateway({ clientId: env.PAYPAL_CLIENT_ID, secret: env.PAYPAL_SECRET, webhookId: env.PAYPAL_WEBHOOK_ID, testMode, apiUrl: env.PAYPAL_API_URL }),
      }
    }
    return paypal.gateway
  }

  return {
    async resolve(): Promise<Gateways> {
      const { client } = await settings.effective()
      const on = (key: string) => client[key] === true || client[key] === 'true' || client[key] === 1
      const paypalGateway = on('billing.paypal.enable') ? paypalFor(client['billing.paypal_test_mode'] !== false) : null
      return {
        enabled: on('billing.enable'),
        stripe: on('billing.stripe.enable') ? stripe : null,
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
      return { stripe, paypal: paypalFor(client['billing.paypal_test_mode'] !== false) }
    },
  }
}

export type GatewayResolver = ReturnType<typeof makeGatewayResolver>
