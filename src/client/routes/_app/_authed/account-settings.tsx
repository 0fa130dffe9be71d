import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsPage, meQuery } from '../../../features/account'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/account-settings')({
  loader: ({ context }) => context.queryClient.ensureQueryData(meQuery()),
  head: () => pageHead(trans('Account settings')),
  component: AccountSettingsPage,
})
