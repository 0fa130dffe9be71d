import { createFileRoute } from '@tanstack/react-router'
import { NotificationSettingsPage, notificationSubscriptionsQuery } from '../../../features/notifications'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/notifications/settings')({
  head: () => pageHead(trans('Notification settings')),
  // Always asked again on entering: the form starts from these choices, and a persisted copy may be old.
  loader: ({ context }) => context.queryClient.fetchQuery({ ...notificationSubscriptionsQuery(), staleTime: 0 }),
  component: NotificationSettingsPage,
})
