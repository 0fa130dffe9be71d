import type { BillingRepo, SubscriptionRow, SubscriptionValues } from './billing.repo'
import type { PaypalSubscription } from './paypal-gateway'
import type { GatewaySubscription } from './stripe-subscription'

/**
 * Turning a gateway's view of a subscription into our row, for checkout answers and webhooks alike.
 * Every write carries the time the gateway state was observed (`at`: the event's `created`, or our
 * clock for a direct read); a write older than the row's `gateway_synced_at` is dropped, so deliveries
 * in any order end in the newest state, and a replay changes nothing.
 */
const TERMINAL = new Set(['canceled', 'incomplete_expired', 'CANCELLED', 'EXPIRED'])

export function stripeStateValues(gs: GatewaySubscription, at: Date): SubscriptionValues {
  const canceled = gs.status === 'canceled' || gs.status === 'incomplete_expired'
  return {
    gatewayStatus: gs.status,
    gatewayCustomerId: gs.customer || null,
    renewsAt: canceled || gs.cancelAtPeriodEnd ? null : gs.currentPeriodEnd,
    endsAt: canceled ? (gs.endedAt ?? at) : gs.cancelAtPeriodEnd ? gs.currentPeriodEnd : null,
    trialEndsAt: gs.trialEnd,
  }
}

/** PayPal statuses: APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED, EXPIRED. */
export function paypalStateValues(sub: PaypalSubscription, at: Date, current: SubscriptionRow | null): SubscriptionValues {
  const ended = sub.status === 'CANCELLED' || sub.status === 'EXPIRED'
  const gatewayStatus = sub.status === 'ACTIVE' ? 'active' : sub.status === 'SUSPENDED' ? 'past_due' : ended ? 'canceled' : 'incomplete'
  // A cancelled PayPal subscription stays paid until the end of the period already billed.
  const paidUntil = current?.renewsAt && current.renewsAt > at ? current.renewsAt : at
  return {
    gatewayStatus: ended && paidUntil > at ? 'active' : gatewayStatus,
    renewsAt: ended ? null : sub.nextBillingTime,
    endsAt: ended ? paidUntil : null,
  }
}

/** Whether a state observed at `at` may overwrite the row (never older than what the row holds). */
export function isNewer(row: SubscriptionRow, at: Date, incomingStatus?: string): boolean {
  if (!row.gatewaySyncedAt) return true
  if (at.getTime() > row.gatewaySyncedAt.getTime()) return true
  // Same second (Stripe's event resolution): a terminal state wins over a live one, never the reverse.
  return at.getTime() === row.gatewaySyncedAt.getTime() && incomingStatus !== undefined && TERMINAL.has(incomingStatus) && !TERMINAL.has(row.gatewayStatus)
}

/**
 * Applies `values` observed at `at` unless the row already holds something newer; returns the row as
 * stored. `fresh`: the state was just read back from the gateway (our own call's answer), which no
 * event of the same instant can be newer than.
 */
export async function applyState(repo: BillingRepo, row: SubscriptionRow, values: SubscriptionValues, at: Date, fresh = false): Promise<SubscriptionRow> {
  const sameInstant = row.gatewaySyncedAt?.getTime() === at.getTime()
  if (!isNewer(row, at, values.gatewayStatus) && !(fresh && sameInstant)) return row
  return repo.updateSubscription(row.id, { ...values, gatewaySyncedAt: at })
}
