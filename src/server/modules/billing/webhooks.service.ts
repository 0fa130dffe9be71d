import { randomBytes } from 'node:crypto'
import type Stripe from 'stripe'
import { subscriptionFlags } from '../../../shared/lib/subscription-status'
import type { BillingRepo, SubscriptionRow } from './billing.repo'
import type { PaypalSubscription } from './paypal-gateway'
import type { StripeEvent } from './stripe-gateway'
import { toGatewaySubscription } from './stripe-subscription'
import { applyState, isNewer, paypalStateValues, stripeStateValues } from './subscription-sync'

/**
 * Gateway events applied to our rows. Each event id is recorded in the same transaction as its
 * effect, so a replay is a no-op; state writes go through applyState, so an older event arriving
 * after a newer one changes nothing. Invoices are keyed by the gateway's invoice (or sale) id.
 */
export interface WebhooksServiceDeps {
  inTransaction<T>(fn: (repo: BillingRepo) => Promise<T>): Promise<T>
  /** Reads outside a transaction (before a gateway call). */
  repo: BillingRepo
  /** PayPal's view of a subscription (null: PayPal does not know it or is not configured); throws when unreachable. */
  paypalSubscription(id: string): Promise<PaypalSubscription | null>
  clock: () => Date
}

/** Invoice numbers people can read out: 10 characters, no look-alikes. */
export function invoiceUuid(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')
}

const idOf = (value: unknown): string | null => (typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? null))

async function stripeSubscriptionRow(repo: BillingRepo, sub: Stripe.Subscription): Promise<SubscriptionRow | null> {
  const found = await repo.subscriptionByGatewayIdForUpdate('stripe', sub.id)
  if (found) return found
  // Created elsewhere (or its webhook outran our checkout answer): adopt it when it names one of our users and prices.
  const userId = Number(sub.metadata?.user_id)
  const priceId = sub.items?.data?.[0]?.price?.id
  const price = priceId ? await repo.priceByGatewayId('stripe', priceId) : null
  if (!Number.isInteger(userId) || userId <= 0 || !price || !(await repo.user(userId))) return null
  return repo.insertSubscription({ userId, priceId: price.id, productId: price.productId, gatewayName: 'stripe', gatewayId: sub.id, gatewayStatus: 'incomplete' })
}

async function applyStripeInvoice(repo: BillingRepo, invoice: Stripe.Invoice, at: Date, paid: boolean): Promise<void> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription)
  const row = subscriptionId ? await repo.subscriptionByGatewayIdForUpdate('stripe', subscriptionId) : null
  if (!row) return
  const line = invoice.lines?.data?.[0]
  const periodEnd = line?.period?.end ? new Date(line.period.end * 1000) : null
  if (!paid) {
    if (isNewer(row, at)) await repo.updateSubscription(row.id, { gatewayStatus: 'past_due', gatewaySyncedAt: at })
    return
  }
  await repo.insertInvoiceOnce({
    subscriptionId: row.id,
    paid: true,
    uuid: invoiceUuid(),
    gatewayId: `stripe:${invoice.id}`,
    amount: ((invoice.amount_paid ?? 0) / 100).toFixed(2),
    currency: invoice.currency?.toUpperCase() ?? null,
    periodStart: line?.period?.start ? new Date(line.period.start * 1000) : null,
    periodEnd,
  })
  // A renewal only ever moves renews_at forward, whatever order the invoices arrive in.
  const renews = periodEnd && !row.endsAt && (!row.renewsAt || periodEnd > row.renewsAt) ? { renewsAt: periodEnd } : {}
  const revive = isNewer(row, at) && ['incomplete', 'past_due'].includes(row.gatewayStatus) ? { gatewayStatus: 'active', gatewaySyncedAt: at } : {}
  if (Object.keys(renews).length || Object.keys(revive).length) await repo.updateSubscription(row.id, { ...renews, ...revive })
}

function paypalResource(resource: Record<string, unknown>, id: string): PaypalSubscription {
  const billing = resource.billing_info as { next_billing_time?: string } | undefined
  return {
    id,
    status: String(resource.status ?? 'UNKNOWN'),
    planId: typeof resource.plan_id === 'string' ? resource.plan_id : null,
    customId: typeof resource.custom_id === 'string' ? resource.custom_id : null,
    nextBillingTime: billing?.next_billing_time ? new Date(billing.next_billing_time) : null,
    statusUpdateTime: typeof resource.status_update_time === 'string' ? new Date(resource.status_update_time) : null,
  }
}

/**
 * A PayPal subscription whose webhook outran the browser's /paypal/done call: adopted when it names
 * one of our users (custom_id) and prices (plan_id), unless that user already holds a valid plan (the
 * done call then refuses it and cancels it at PayPal, so nothing is granted twice).
 */
async function adoptPaypal(repo: BillingRepo, state: PaypalSubscription, at: Date): Promise<SubscriptionRow | null> {
  const userId = Number(state.customId)
  const price = state.planId ? await repo.priceByGatewayId('paypal', state.planId) : null
  if (!Number.isInteger(userId) || userId <= 0 || !price || !(await repo.user(userId))) return null
  const current = await repo.subscriptionsOfUser(userId)
  if (current.some((s) => subscriptionFlags({ gateway_status: s.gatewayStatus, ends_at: s.endsAt, trial_ends_at: s.trialEndsAt }, at).valid)) return null
  return repo.insertSubscription({ userId, priceId: price.id, productId: price.productId, gatewayName: 'paypal', gatewayId: state.id, gatewayStatus: 'incomplete' })
}

/**
 * A payment for a PayPal subscription we have not seen yet (its BILLING.SUBSCRIPTION.* event and the
 * browser's /paypal/done call still on their way, or that event type not subscribed to): PayPal is
 * asked for the subscription, as the done call would, so the payment adopts it instead of being
 * dropped. Skipped for a replay and for a subscription we have. The call is made before the
 * transaction (no lock held over the network); if PayPal cannot be reached it throws, nothing is
 * recorded, and PayPal delivers the event again later.
 */
async function paypalStateForPayment(deps: WebhooksServiceDeps, eventId: string, subscriptionId: string): Promise<{ state: PaypalSubscription; at: Date } | null> {
  if (await deps.repo.eventRecorded('paypal', eventId)) return null
  if (await deps.repo.subscriptionByGatewayId('paypal', subscriptionId)) return null
  const state = await deps.paypalSubscription(subscriptionId)
  return state ? { state, at: deps.clock() } : null
}

export function makeWebhooksService(deps: WebhooksServiceDeps) {
  const { inTransaction } = deps
  return {
    /** Returns false for a replay (already applied). */
    async applyStripe(event: StripeEvent): Promise<boolean> {
      const at = new Date(event.created * 1000)
      return inTransaction(async (repo) => {
        if (!(await repo.recordEvent('stripe', event.id, event.type))) return false
        if (event.type.startsWith('customer.subscription.')) {
          const sub = event.data.object as Stripe.Subscription
          const row = await stripeSubscriptionRow(repo, sub)
          if (row) await applyState(repo, row, stripeStateValues(toGatewaySubscription(sub), at), at)
        } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_succeeded') {
          await applyStripeInvoice(repo, event.data.object as Stripe.Invoice, at, true)
        } else if (event.type === 'invoice.payment_failed') {
          await applyStripeInvoice(repo, event.data.object as Stripe.Invoice, at, false)
        }
        return true
      })
    },

    /** PayPal events, already verified. Subscription events carry the subscription; payments carry its id in billing_agreement_id. */
    async applyPaypal(event: { id: string; event_type: string; create_time?: string | undefined; resource?: Record<string, unknown> | undefined }): Promise<boolean> {
      const at = event.create_time ? new Date(event.create_time) : new Date()
      const resource = event.resource ?? {}
      const type = event.event_type
      const subscriptionId = type.startsWith('BILLING.SUBSCRIPTION.') ? idOf(resource.id) : idOf(resource.billing_agreement_id)
      const state = subscriptionId && type.startsWith('BILLING.SUBSCRIPTION.') ? paypalResource(resource, subscriptionId) : null
      const payment = type === 'PAYMENT.SALE.COMPLETED'
      // Our own read of PayPal's state, observed now (our clock), like the done call's.
      const fetched = payment && subscriptionId ? await paypalStateForPayment(deps, event.id, subscriptionId) : null
      return inTransaction(async (repo) => {
        if (!(await repo.recordEvent('paypal', event.id, type))) return false
        const known = subscriptionId ? await repo.subscriptionByGatewayIdForUpdate('paypal', subscriptionId) : null
        const row = known ?? (state ? await adoptPaypal(repo, state, at) : fetched ? await adoptPaypal(repo, fetched.state, fetched.at) : null)
        if (!row) return true
        if (state) {
          await applyState(repo, row, paypalStateValues(state, at, row), at)
        } else if (payment) {
          if (fetched) await applyState(repo, row, paypalStateValues(fetched.state, fetched.at, row), fetched.at, true)
          const amount = resource.amount as { total?: string; currency?: string } | undefined
          await repo.insertInvoiceOnce({ subscriptionId: row.id, paid: true, uuid: invoiceUuid(), gatewayId: `paypal:${idOf(resource.id)}`, amount: amount?.total ?? null, currency: amount?.currency ?? null })
        }
        return true
      })
    },
  }
}

export type WebhooksService = ReturnType<typeof makeWebhooksService>
