import { createFileRoute } from '@tanstack/react-router'
import { CheckoutDonePage } from '../../../features/billing'
import { stringSearch } from '../../-components/search-params'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

/** The PayPal buttons come here with the approved subscription's id. */
export const Route = createFileRoute('/_app/_authed/paypal/done')({
  validateSearch: stringSearch('subscriptionId'),
  head: () => pageHead(trans('Subscription')),
  component: function PaypalDoneRoute() {
    return <CheckoutDonePage gateway="paypal" id={Route.useSearch().subscriptionId} />
  },
})
