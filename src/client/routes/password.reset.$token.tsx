import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { z } from 'zod'
import { AuthLayout, ResetPasswordForm } from '../features/auth'

export const Route = createFileRoute('/password/reset/$token')({
  validateSearch: z.object({ email: z.string().optional() }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token } = Route.useParams()
  const { email } = Route.useSearch()
  const navigate = useNavigate()
  return (
    <AuthLayout heading="Reset your password">
      <ResetPasswordForm token={token} email={email} onDone={() => void navigate({ to: '/login' })} />
    </AuthLayout>
  )
}
