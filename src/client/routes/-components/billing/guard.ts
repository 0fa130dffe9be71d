// The billing area is one splat route (`/billing/$`, routes/_app/_authed/billing.$.tsx), as the backstage
// is: what its route tree entry keeps up front is only this, the subscription guard, the one search param
// and the page titles. The pages are in pages.ts.
import { redirect } from '@tanstack/react-router'
import { isSubscribed } from '../../../stores/session'
import { matchPagePath } from '../match-page-path'
import { stringSearch } from '../search-params'

/** Every billing page's path under /billing (`:name` captures a segment) and its title. */
export const BILLING_TITLES = [
  { path: '', title: 'Billing' },
  { path: 'change-plan', title: 'Change plan' },
  { path: 'change-plan/:productId/:priceId/confirm', title: 'Confirm plan change' },
  { path: 'cancel', title: 'Cancel plan' },
  { path: 'renew', title: 'Renew plan' },
  { path: 'change-payment-method', title: 'Change payment method' },
  { path: 'change-payment-method/done', title: 'Payment method' },
  { path: 'invoices/:uuid', title: 'Invoice' },
] as const

export type BillingPath = (typeof BILLING_TITLES)[number]['path']

/** The title of the billing page at `splat` (an address without a page keeps "Billing"). */
export function billingTitle(splat: string | undefined): string {
  return (BILLING_TITLES.find((p) => matchPagePath(p.path, splat ?? '') !== null) ?? BILLING_TITLES[0]).title
}

/** beforeLoad of `/billing/$`: music-product §6, billing needs a subscription, else /pricing. */
export function guardBilling(): void {
  if (!isSubscribed()) throw redirect({ to: '/pricing' })
}

export type BillingSearch = { setup_intent_client_secret?: string }

/** Stripe returns to change-payment-method/done with the confirmed setup intent's client secret. */
export const billingSearch: (search: Record<string, unknown>) => BillingSearch = stringSearch('setup_intent_client_secret')
