import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsPage, meQuery } from '../features/account'
import { requireLogin } from '../features/auth'

export const Route = createFileRoute('/account-settings')({
  beforeLoad: requireLogin,
  loader: ({ context }) => context.queryClient.ensureQueryData(meQuery()),
  component: AccountSettingsPage,
})
