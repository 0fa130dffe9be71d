import { createFileRoute } from '@tanstack/react-router'
import { NotificationSettingsPage, notificationSubscriptionsQuery } from '../../../features/notifications'

export const Route = createFileRoute('/_app/_authed/notifications/settings')({
  head: () => ({ meta: [{ title: 'Notification settings' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(notificationSubscriptionsQuery()),
  component: NotificationSettingsPage,
})
