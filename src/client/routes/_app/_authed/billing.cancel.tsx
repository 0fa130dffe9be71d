import { createFileRoute } from '@tanstack/react-router'
import { CancelPlanPage } from '../../../features/billing'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/billing/cancel')({
  head: () => pageHead(trans('Cancel plan')),
  component: CancelPlanPage,
})
