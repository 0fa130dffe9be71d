import { createFileRoute } from '@tanstack/react-router'
import { RenewPlanPage } from '../../../features/billing'

export const Route = createFileRoute('/_app/_authed/billing/renew')({
  head: () => ({ meta: [{ title: 'Renew plan' }] }),
  component: RenewPlanPage,
})
