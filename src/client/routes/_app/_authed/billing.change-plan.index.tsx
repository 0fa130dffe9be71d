import { createFileRoute } from '@tanstack/react-router'
import { ChangePlanPage } from '../../../features/billing'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/billing/change-plan/')({
  head: () => pageHead(trans('Change plan')),
  component: ChangePlanPage,
})
