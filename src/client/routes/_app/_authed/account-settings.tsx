import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsPage, meQuery } from '../../../features/account'

export const Route = createFileRoute('/_app/_authed/account-settings')({
  loader: ({ context }) => context.queryClient.ensureQueryData(meQuery()),
  component: AccountSettingsPage,
})
