import { createFileRoute } from '@tanstack/react-router'
import { CheckoutDonePage } from '../../../features/billing'
import { stringSearch } from '../../-components/search-params'

/** The PayPal buttons come here with the approved subscription's id. */
export const Route = createFileRoute('/_app/_authed/paypal/done')({
  validateSearch: stringSearch('subscriptionId'),
  head: () => ({ meta: [{ title: 'Subscription' }] }),
  component: function PaypalDoneRoute() {
    return <CheckoutDonePage gateway="paypal" id={Route.useSearch().subscriptionId} />
  },
})
