import { createFileRoute } from '@tanstack/react-router'
import { CancelPlanPage } from '../../../features/billing'

export const Route = createFileRoute('/_app/_authed/billing/cancel')({
  head: () => ({ meta: [{ title: 'Cancel plan' }] }),
  component: CancelPlanPage,
})
