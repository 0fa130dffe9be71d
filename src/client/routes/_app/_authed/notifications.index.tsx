import { createFileRoute } from '@tanstack/react-router'
import { NotificationsPage } from '../../../features/notifications'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/notifications/')({
  head: () => pageHead(trans('Notifications')),
  component: NotificationsPage,
})
