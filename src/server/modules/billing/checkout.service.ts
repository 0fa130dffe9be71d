import { HttpError, notFound, validationError } from '../../lib/http-errors'
import { displayName } from '../../lib/display-name'
import { subscriptionFlags } from '../../../shared/lib/subscription-status'
import type { BillingRepo, PriceRow, SubscriptionRow } from './billing.repo'
import type { GatewayResolver, Gateways } from './billing-gateways'
import type { ProductsService } from './products.service'
import { applyState, paypalStateValues, stripeStateValues } from './subscription-sync'

export interface CheckoutServiceDeps {
  repo: BillingRepo
  gateways: GatewayResolver
  products: ProductsService
  clock: () => Date
}

/** music-product §4: a user who already has a subscription goes to /billing instead of paying twice. */
export const alreadySubscribed = () => new HttpError(409, 'You already have a subscription.', { action: { label: 'Go to billing', action: '/billing' } })
export const billingOff = () => notFound('Billing is not enabled.')
const gatewayOff = (name: string) => notFound(`${name} payments are not enabled.`)
const isValid = (s: SubscriptionRow, now: Date) => subscriptionFlags({ gateway_status: s.gatewayStatus, ends_at: s.endsAt, trial_ends_at: s.trialEndsAt }, now).valid

/** Checkout with Stripe (payment element) and PayPal (subscription buttons), music-catalog §3.10. */
export function makeCheckoutService({ repo, gateways, products, clock }: CheckoutServiceDeps) {
  async function enabled(): Promise<Gateways> {
    const g = await gateways.resolve()
    if (!g.enabled) throw billingOff()
    return g
  }

  async function assertNotSubscribed(userId: number): Promise<SubscriptionRow[]> {
    const subs = await repo.subscriptionsOfUser(userId)
    const now = clock()
    if (subs.some((s) => isValid(s, now))) throw alreadySubscribed()
    return subs
  }

  /** The price, checked to belong to the product: another product's price is a 422 naming the price field. */
  async function priceOf(productId: number, priceId: number, fields = { product: 'product_id', price: 'price_id' }): Promise<PriceRow> {
    const product = await repo.product(productId)
    if (!product) throw validationError({ [fields.product]: 'The selected plan does not exist.' })
    const price = await repo.price(priceId)
    if (!price || price.productId !== productId) throw validationError({ [fields.price]: 'The selected price does not belong to this plan.' })
    return price
  }

  return {
    /** POST billing/stripe/create-partial-subscription: an incomplete Stripe subscription and its client secret. */
    async createPartialSubscription(userId: number, input: { product_id: number; price_id: number; start_date?: string | null | undefined }) {
      const { stripe, stripePublishableKey, stripeJsUrl } = await enabled()
      if (!stripe || !stripePublishableKey) throw gatewayOff('Stripe')
      const previous = await assertNotSubscribed(userId)
      let price = await priceOf(input.product_id, input.price_id)
      if (!price.stripeId) {
        await products.syncAll()
        price = (await repo.price(price.id))!
      }
      if (!price.stripeId) throw validationError({ price_id: 'This price is not available for card payments.' })
      const user = await repo.user(userId)
      if (!user) throw notFound()
      const customer = previous.find((s) => s.gatewayName === 'stripe' && s.gatewayCustomerId)?.gatewayCustomerId ?? (await stripe.createCustomer({ id: user.id, email: user.email, name: displayName(user) }))
      const startDate = input.start_date ? new Date(input.start_date) : null
      const { subscription, clientSecret } = await stripe.createIncompleteSubscription({
        customer,
        price: price.stripeId,
        metadata: { user_id: String(userId), product_id: String(price.productId), price_id: String(price.id) },
        trialEnd: startDate && startDate > clock() ? startDate : null,
      })
      const row = await repo.insertSubscription({ userId, priceId: price.id, productId: price.productId, gatewayName: 'stripe', gatewayId: subscription.id, gatewayStatus: subscription.status })
      await applyState(repo, row, stripeStateValues(subscription, clock()), clock(), true)
      return { clientSecret, publishableKey: stripePublishableKey, stripeJsUrl }
    },

    /** POST billing/stripe/store-subscription-details-locally: reads the paid subscription back from Stripe. */
    async storeStripeDetails(userId: number, paymentIntentId: string): Promise<SubscriptionRow> {
      const { stripe } = await enabled()
      if (!stripe) throw gatewayOff('Stripe')
      const subscriptionId = await stripe.subscriptionIdOfPaymentIntent(paymentIntentId)
      if (!subscriptionId) throw validationError({ payment_intent_id: 'This payment is not for a subscription.' })
      const row = await repo.subscriptionByGatewayIdForUpdate('stripe', subscriptionId)
      // Only the user who started this checkout may claim it.
      if (!row || row.userId !== userId) throw validationError({ payment_intent_id: 'This payment does not belong to you.' })
      const gs = await stripe.subscription(subscriptionId)
      return applyState(repo, row, stripeStateValues(gs, clock()), clock(), true)
    },

    /** POST billing/paypal/store-subscription-details-locally: the subscription the PayPal buttons approved. */
    async storePaypalDetails(userId: number, paypalSubscriptionId: string): Promise<SubscriptionRow> {
      const { paypal } = await enabled()
      if (!paypal) throw gatewayOff('PayPal')
      const sub = await paypal.subscription(paypalSubscriptionId)
      if (sub.customId !== String(userId)) throw validationError({ paypal_subscription_id: 'This subscription does not belong to you.' })
      const price = sub.planId ? await repo.priceByGatewayId('paypal', sub.planId) : null
      if (!price) throw validationError({ paypal_subscription_id: 'This subscription is for an unknown plan.' })
      const existing = await repo.subscriptionByGatewayIdForUpdate('paypal', sub.id)
      // The PayPal buttons create the subscription in the browser, without us: a user who already holds
      // another valid plan (a second tab, a stale checkout page) gets this one cancelled at PayPal, not a
      // second plan. (Its first payment, if PayPal took one, is refunded from PayPal's dashboard.)
      const now = clock()
      const others = (await repo.subscriptionsOfUser(userId)).filter((s) => s.id !== existing?.id && isValid(s, now))
      if (others.length) {
        if (!['CANCELLED', 'EXPIRED'].includes(sub.status)) await paypal.cancel(sub.id, 'The subscriber already has a plan')
        if (existing) await repo.updateSubscription(existing.id, { gatewayStatus: 'canceled', endsAt: now, renewsAt: null, gatewaySyncedAt: now })
        throw alreadySubscribed()
      }
      const row =
        existing ??
        (await repo.insertSubscription({ userId, priceId: price.id, productId: price.productId, gatewayName: 'paypal', gatewayId: sub.id, gatewayStatus: 'incomplete' }))
      return applyState(repo, row, paypalStateValues(sub, clock(), row), clock(), true)
    },

    /** POST billing/stripe/create-setup-intent: for changing the card of the user's Stripe subscription. */
    async createSetupIntent(userId: number) {
      const { stripe, stripePublishableKey, stripeJsUrl } = await enabled()
      if (!stripe || !stripePublishableKey) throw gatewayOff('Stripe')
      const sub = (await repo.subscriptionsOfUser(userId)).find((s) => s.gatewayName === 'stripe' && s.gatewayCustomerId)
      if (!sub?.gatewayCustomerId) throw validationError({ subscription: 'You have no card subscription.' })
      return { clientSecret: await stripe.createSetupIntent(sub.gatewayCustomerId), publishableKey: stripePublishableKey, stripeJsUrl }
    },

    async changeDefaultPaymentMethod(userId: number, paymentMethodId: string): Promise<void> {
      const { stripe } = await enabled()
      if (!stripe) throw gatewayOff('Stripe')
      const sub = (await repo.subscriptionsOfUser(userId)).find((s) => s.gatewayName === 'stripe' && s.gatewayCustomerId)
      if (!sub?.gatewayCustomerId) throw validationError({ payment_method_id: 'You have no card subscription.' })
      await stripe.setDefaultPaymentMethod(sub.gatewayCustomerId, sub.gatewayId, paymentMethodId)
    },

    priceOf,
    enabled,
  }
}

export type CheckoutService = ReturnType<typeof makeCheckoutService>
