import { createFileRoute } from '@tanstack/react-router'
import { ChangePlanPage } from '../../../features/billing'

export const Route = createFileRoute('/_app/_authed/billing/change-plan/')({
  head: () => ({ meta: [{ title: 'Change plan' }] }),
  component: ChangePlanPage,
})
