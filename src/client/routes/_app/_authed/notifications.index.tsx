import { createFileRoute } from '@tanstack/react-router'
import { NotificationsPage } from '../../../features/notifications'

export const Route = createFileRoute('/_app/_authed/notifications/')({
  head: () => ({ meta: [{ title: 'Notifications' }] }),
  component: NotificationsPage,
})
