import { createFileRoute } from '@tanstack/react-router'
import { AuthLayout, ForgotPasswordForm } from '../../../features/auth'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_bare/_guest/forgot-password')({
  component: () => (
    <AuthLayout heading={trans('Forgot your password?')}>
      <ForgotPasswordForm />
    </AuthLayout>
  ),
})
