import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AuthLayout, ResetPasswordForm } from '../../features/auth'
import { stringSearch } from '../-components/search-params'
import { trans } from '../../stores/session'
import { pageHead } from '../../features/shell'

export const Route = createFileRoute('/_bare/password/reset/$token')({
  validateSearch: stringSearch('email'),
  head: () => pageHead(trans('Reset password')),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token } = Route.useParams()
  const { email } = Route.useSearch()
  const navigate = useNavigate()
  return (
    <AuthLayout heading={trans('Reset your password')}>
      <ResetPasswordForm token={token} email={email} onDone={() => void navigate({ to: '/login' })} />
    </AuthLayout>
  )
}
