import { createFileRoute } from '@tanstack/react-router'
import { CheckoutDonePage } from '../../../features/billing'
import { stringSearch } from '../../-components/search-params'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

/** Stripe returns here after confirming the first payment (payment_intent, redirect_status). */
export const Route = createFileRoute('/_app/_authed/stripe/done')({
  validateSearch: stringSearch('payment_intent', 'redirect_status'),
  head: () => pageHead(trans('Subscription')),
  component: function StripeDoneRoute() {
    const { payment_intent, redirect_status } = Route.useSearch()
    return <CheckoutDonePage gateway="stripe" id={payment_intent} redirectStatus={redirect_status} />
  },
})
