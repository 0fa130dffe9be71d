import { createFileRoute, redirect } from '@tanstack/react-router'
import { settingEnabled } from '../../../stores/settings'
import { WorkspacesPage } from '../../../features/workspaces'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_app/_authed/workspaces/')({
  // Off (WORKSPACES_ENABLED unset), the page does not exist, as on the server.
  beforeLoad: () => {
    if (!settingEnabled('workspaces.integrated')) throw redirect({ to: '/404' })
  },
  head: () => pageHead(trans('Workspaces')),
  component: WorkspacesPage,
})
