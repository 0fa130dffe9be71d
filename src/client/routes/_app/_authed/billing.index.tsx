import { createFileRoute } from '@tanstack/react-router'
import { BillingPage } from '../../../features/billing'

export const Route = createFileRoute('/_app/_authed/billing/')({
  head: () => ({ meta: [{ title: 'Billing' }] }),
  component: BillingPage,
})
