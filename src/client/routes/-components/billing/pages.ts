import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { matchPagePath } from '../match-page-path'
import type { BillingPath } from './guard'
import type { BillingPageProps } from './page-props'

export interface BillingPageEntry {
  /** Path under /billing, segments with `:name` captures; its title is in guard.ts (the route's head). */
  path: BillingPath
  component: LazyExoticComponent<ComponentType<BillingPageProps>>
}

export type { BillingPageProps } from './page-props'

function page<M extends Record<string, unknown>, K extends keyof M & string>(importer: () => Promise<M>, name: K) {
  return lazy(() => importer().then((m) => ({ default: m[name] as ComponentType<BillingPageProps> })))
}

/**
 * Every billing page, ONE LINE PER PAGE. The subscription is checked before the route loads (guard.ts),
 * the rest by the server. Each page module is its own chunk, loaded when shown (the payment method pages
 * bring Stripe's form, the others do not).
 */
export const BILLING_PAGES: BillingPageEntry[] = [
  { path: '', component: page(() => import('./pages/overview-page'), 'OverviewPage') },
  { path: 'change-plan', component: page(() => import('./pages/plan-pages'), 'ChangePlanRoutePage') },
  { path: 'change-plan/:productId/:priceId/confirm', component: page(() => import('./pages/plan-pages'), 'ConfirmPlanChangeRoutePage') },
  { path: 'cancel', component: page(() => import('./pages/plan-pages'), 'CancelPlanRoutePage') },
  { path: 'renew', component: page(() => import('./pages/plan-pages'), 'RenewPlanRoutePage') },
  { path: 'change-payment-method', component: page(() => import('./pages/payment-method-pages'), 'ChangePaymentMethodRoutePage') },
  { path: 'change-payment-method/done', component: page(() => import('./pages/payment-method-pages'), 'ChangePaymentMethodDoneRoutePage') },
  { path: 'invoices/:uuid', component: page(() => import('./pages/invoice-page'), 'InvoiceRoutePage') },
]

/** The first page whose pattern matches `path`, with its params. */
export function resolveBillingPage(path: string): { page: BillingPageEntry; params: Record<string, string> } | null {
  for (const entry of BILLING_PAGES) {
    const params = matchPagePath(entry.path, path)
    if (params) return { page: entry, params }
  }
  return null
}
