import { createFileRoute } from '@tanstack/react-router'
import { ChangePaymentMethodDonePage } from '../../../features/billing'
import { stringSearch } from '../../-components/search-params'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

/** Stripe returns here with the confirmed setup intent's client secret. */
export const Route = createFileRoute('/_app/_authed/billing/change-payment-method/done')({
  validateSearch: stringSearch('setup_intent_client_secret'),
  head: () => pageHead(trans('Payment method')),
  component: function ChangePaymentMethodDoneRoute() {
    return <ChangePaymentMethodDonePage clientSecret={Route.useSearch().setup_intent_client_secret} />
  },
})
