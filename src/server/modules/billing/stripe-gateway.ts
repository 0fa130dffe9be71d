import Stripe from 'stripe'
import { stripeIdOf, toGatewaySubscription, type GatewaySubscription } from './stripe-subscription'

export interface GatewayPriceSpec {
  localId: number
  amount: number
  currency: string
  interval: 'day' | 'week' | 'month' | 'year'
  intervalCount: number
  stripeId: string | null
}

/**
 * The Stripe calls billing makes, through the official SDK. `apiUrl` points the SDK at another origin
 * (the local test peer); everything else is Stripe's own wire format. Amounts cross as cents.
 */
export function makeStripeGateway(cfg: { secretKey: string; webhookSecret: string | undefined; apiUrl?: string | undefined }) {
  const url = cfg.apiUrl ? new URL(cfg.apiUrl) : null
  const stripe = new Stripe(
    cfg.secretKey,
    url
      ? { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), protocol: url.protocol === 'https:' ? 'https' : 'http', maxNetworkRetries: 0 }
      : { maxNetworkRetries: 2 },
  )

  return {
    /** Creates or renames the Stripe product and creates a Stripe price for each local price without one. */
    async syncProduct(product: { uuid: string; name: string }, prices: GatewayPriceSpec[]): Promise<Map<number, string>> {
      const productId = `encore-${product.uuid}`
      try {
        await stripe.products.update(productId, { name: product.name })
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode !== 404) throw error
        await stripe.products.create({ id: productId, name: product.name })
      }
      const created = new Map<number, string>()
      for (const price of prices) {
        if (price.stripeId) continue
        // Stripe prices are immutable: a changed amount or interval gets a new price (the service clears stripe_id).
        const made = await stripe.prices.create({
          product: productId,
          currency: price.currency.toLowerCase(),
          unit_amount: Math.round(price.amount * 100),
          recurring: { interval: price.interval, interval_count: price.intervalCount },
        })
        created.set(price.localId, made.id)
      }
      return created
    },

    async createCustomer(user: { id: number; email: string; name: string }): Promise<string> {
      const customer = await stripe.customers.create({ email: user.email, name: user.name, metadata: { user_id: String(user.id) } })
      return customer.id
    },

    /** A subscription waiting for its first payment; the browser confirms the returned secret with Stripe.js. */
    async createIncompleteSubscription(input: { customer: string; price: string; metadata: Record<string, string>; trialEnd?: Date | null }) {
      const sub = await stripe.subscriptions.create({
        customer: input.customer,
        items: [{ price: input.price }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: input.metadata,
        ...(input.trialEnd ? { trial_end: Math.floor(input.trialEnd.getTime() / 1000) } : {}),
        expand: ['latest_invoice.confirmation_secret'],
      })
      const invoice = sub.latest_invoice as Stripe.Invoice | null
      const clientSecret = invoice?.confirmation_secret?.client_secret
      if (!clientSecret) throw new Error('Stripe returned no confirmation secret for the new subscription')
      return { subscription: toGatewaySubscription(sub), clientSecret }
    },

    async subscription(id: string): Promise<GatewaySubscription> {
      return toGatewaySubscription(await stripe.subscriptions.retrieve(id))
    },

    /** The subscription a payment intent paid for, through its invoice payment; null when it paid none. */
    async subscriptionIdOfPaymentIntent(paymentIntentId: string): Promise<string | null> {
      const payments = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntentId }, limit: 1 })
      const invoiceId = stripeIdOf(payments.data[0]?.invoice as string | { id: string } | undefined)
      if (!invoiceId) return null
      const invoice = await stripe.invoices.retrieve(invoiceId)
      return stripeIdOf(invoice.parent?.subscription_details?.subscription as string | { id: string } | undefined)
    },

    async cancelAtPeriodEnd(id: string, cancel: boolean): Promise<GatewaySubscription> {
      return toGatewaySubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: cancel }))
    },

    async cancelNow(id: string): Promise<GatewaySubscription> {
      return toGatewaySubscription(await stripe.subscriptions.cancel(id))
    },

    async changePrice(id: string, newPrice: string): Promise<GatewaySubscription> {
      const current = await stripe.subscriptions.retrieve(id)
      const item = current.items.data[0]
      const sub = await stripe.subscriptions.update(id, {
        items: [{ ...(item ? { id: item.id } : {}), price: newPrice }],
        cancel_at_period_end: false,
        proration_behavior: 'create_prorations',
      })
      return toGatewaySubscription(sub)
    },

    async createSetupIntent(customer: string): Promise<string> {
      const intent = await stripe.setupIntents.create({ customer, usage: 'off_session' })
      if (!intent.client_secret) throw new Error('Stripe returned no setup intent secret')
      return intent.client_secret
    },

    async setDefaultPaymentMethod(customer: string, subscriptionId: string | null, paymentMethod: string): Promise<void> {
      await stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethod } })
      if (subscriptionId) await stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethod })
    },

    /** Verifies the Stripe-Signature header over the raw body; throws on a forged, altered or stale event. */
    constructEvent(rawBody: Buffer, signature: string): Stripe.Event {
      if (!cfg.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set')
      return stripe.webhooks.constructEvent(rawBody, signature, cfg.webhookSecret)
    },
  }
}

export type StripeGateway = ReturnType<typeof makeStripeGateway>
export type StripeEvent = Stripe.Event
