import { createFileRoute } from '@tanstack/react-router'
import { BillingPage } from '../../../features/billing'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/billing/')({
  head: () => pageHead(trans('Billing')),
  component: BillingPage,
})
