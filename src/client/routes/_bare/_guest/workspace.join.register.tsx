import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../../../features/auth'
import { stringSearch } from '../../-components/search-params'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

const searchParams = stringSearch('email', 'inviteId')

/** Invited members may register even when open registration is disabled. */
export const Route = createFileRoute('/_bare/_guest/workspace/join/register')({
  validateSearch: searchParams,
  head: () => pageHead(trans('Register')),
  component: WorkspaceRegister,
})

function WorkspaceRegister() {
  const { email, inviteId } = Route.useSearch()
  return <RegisterPage invite email={email} inviteType="workspace" inviteId={inviteId} loginHref="/workspace/join/login" />
}
