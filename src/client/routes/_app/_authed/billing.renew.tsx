import { createFileRoute } from '@tanstack/react-router'
import { RenewPlanPage } from '../../../features/billing'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/billing/renew')({
  head: () => pageHead(trans('Renew plan')),
  component: RenewPlanPage,
})
