import { createFileRoute } from '@tanstack/react-router'
import { NotificationSettingsPage, notificationSubscriptionsQuery } from '../../../features/notifications'

export const Route = createFileRoute('/_app/_authed/notifications/settings')({
  head: () => ({ meta: [{ title: 'Notification settings' }] }),
  // Always asked again on entering: the form starts from these choices, and a persisted copy may be old.
  loader: ({ context }) => context.queryClient.fetchQuery({ ...notificationSubscriptionsQuery(), staleTime: 0 }),
  component: NotificationSettingsPage,
})
