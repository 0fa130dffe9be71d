import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'
import { BillingApp } from '../../-components/billing/billing-app'
import { billingSearch, billingTitle, guardBilling } from '../../-components/billing/guard'

/**
 * Every /billing page (the plan, changing and cancelling it, the payment method, invoices) is this one
 * route, like the backstage and the admin area (docs/decisions/0015-admin-area.md): the route tree keeps
 * the subscription guard, the search param and the titles, and the billing app and each of its pages load
 * only when someone opens them. /pricing, /checkout and the gateways' return pages (/paypal/done,
 * /stripe/done) stay file routes: their addresses are outside /billing.
 */
export const Route = createFileRoute('/_app/_authed/billing/$')({
  validateSearch: billingSearch,
  beforeLoad: guardBilling,
  head: ({ params }) => pageHead(trans(billingTitle(params._splat))),
  component: BillingApp,
})
