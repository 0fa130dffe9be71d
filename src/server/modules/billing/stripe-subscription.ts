import type Stripe from 'stripe'

// What billing keeps of a Stripe subscription, apart from the gateway (stripe-gateway.ts) so the
// webhooks can read one without loading the Stripe SDK, which loads with the first gateway call.

/** A Stripe subscription as billing stores it. */
export interface GatewaySubscription {
  id: string
  customer: string
  status: string
  /** The gateway price id of the first item. */
  priceId: string | null
  currentPeriodEnd: Date | null
  cancelAtPeriodEnd: boolean
  endedAt: Date | null
  trialEnd: Date | null
  metadata: Record<string, string>
}

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null)
export const stripeIdOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))

export function toGatewaySubscription(sub: Stripe.Subscription): GatewaySubscription {
  const item = sub.items?.data?.[0]
  return {
    id: sub.id,
    customer: stripeIdOf(sub.customer) ?? '',
    status: sub.status,
    priceId: item?.price?.id ?? null,
    currentPeriodEnd: date(item?.current_period_end),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    endedAt: date(sub.ended_at),
    trialEnd: date(sub.trial_end),
    metadata: (sub.metadata ?? {}) as Record<string, string>,
  }
}
