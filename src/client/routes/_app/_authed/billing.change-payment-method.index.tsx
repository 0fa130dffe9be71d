import { createFileRoute } from '@tanstack/react-router'
import { ChangePaymentMethodPage } from '../../../features/billing'

export const Route = createFileRoute('/_app/_authed/billing/change-payment-method/')({
  head: () => ({ meta: [{ title: 'Change payment method' }] }),
  component: ChangePaymentMethodPage,
})
