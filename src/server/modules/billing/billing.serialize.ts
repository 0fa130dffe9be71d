import type { Invoice, Price, Product, Subscription } from '../../../shared/contracts/billing'
import { subscriptionFlags } from '../../../shared/lib/subscription-status'
import type { InvoiceRow, PriceRow, ProductRow, SubscriptionRow } from './billing.repo'

const iso = (d: Date | null) => d?.toISOString() ?? null

export function serializePrice(row: PriceRow): Price {
  return {
    id: row.id,
    product_id: row.productId,
    amount: Number(row.amount),
    currency: row.currency,
    interval: row.interval as Price['interval'],
    interval_count: row.intervalCount,
    default: row.default,
    stripe_id: row.stripeId,
    paypal_id: row.paypalId,
  }
}

export function serializeProduct(row: ProductRow, prices: PriceRow[], permissions: string[]): Product {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    hidden: row.hidden,
    recommended: row.recommended,
    free: row.free,
    position: row.position,
    available_space: row.availableSpace,
    feature_list: row.featureList,
    prices: prices.filter((p) => p.productId === row.id).map(serializePrice),
    permissions: permissions.map((name) => ({ name })),
  }
}

export function serializeSubscription(row: SubscriptionRow, now: Date, extra: Pick<Subscription, 'product' | 'price' | 'user'> = {}): Subscription {
  return {
    id: row.id,
    user_id: row.userId,
    price_id: row.priceId,
    product_id: row.productId,
    gateway_name: row.gatewayName as Subscription['gateway_name'],
    gateway_id: row.gatewayId,
    gateway_status: row.gatewayStatus,
    description: row.description,
    trial_ends_at: iso(row.trialEndsAt),
    ends_at: iso(row.endsAt),
    renews_at: iso(row.renewsAt),
    created_at: row.createdAt.toISOString(),
    ...subscriptionFlags({ gateway_status: row.gatewayStatus, ends_at: row.endsAt, trial_ends_at: row.trialEndsAt }, now),
    ...extra,
  }
}

export function serializeInvoice(row: InvoiceRow, productName: string | null): Invoice {
  return {
    id: row.id,
    uuid: row.uuid,
    subscription_id: row.subscriptionId,
    paid: row.paid,
    notes: row.notes,
    amount: row.amount === null ? null : Number(row.amount),
    currency: row.currency,
    period_start: iso(row.periodStart),
    period_end: iso(row.periodEnd),
    created_at: row.createdAt.toISOString(),
    product_name: productName,
  }
}
