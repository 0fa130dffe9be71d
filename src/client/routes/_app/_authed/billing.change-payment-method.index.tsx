import { createFileRoute } from '@tanstack/react-router'
import { ChangePaymentMethodPage } from '../../../features/billing'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/billing/change-payment-method/')({
  head: () => pageHead(trans('Change payment method')),
  component: ChangePaymentMethodPage,
})
