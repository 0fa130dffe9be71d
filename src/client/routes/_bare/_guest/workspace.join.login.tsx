import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../../features/auth'
import { handleWorkspaceInviteAction } from '../../../features/workspaces'
import { stringSearch } from '../../-components/search-params'
import { trans } from '../../../stores/session'
import { pageHead } from '../../../features/shell'

const searchParams = stringSearch('email', 'inviteId')

/** The login variant for invites: after signing in, the invite in the link is joined (platform-core §4). */
export const Route = createFileRoute('/_bare/_guest/workspace/join/login')({
  validateSearch: searchParams,
  head: () => pageHead(trans('Login')),
  component: WorkspaceLogin,
})

function WorkspaceLogin() {
  const { inviteId } = Route.useSearch()
  const queryClient = useQueryClient()
  return (
    <LoginPage
      heading={trans('Sign in to join your team')}
      registerHref="/workspace/join/register"
      onSignedIn={inviteId ? () => handleWorkspaceInviteAction('join', inviteId, queryClient) : undefined}
    />
  )
}
