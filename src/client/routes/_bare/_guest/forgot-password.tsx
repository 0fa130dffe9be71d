import { createFileRoute } from '@tanstack/react-router'
import { AuthLayout, ForgotPasswordForm } from '../../../features/auth'
import { trans } from '../../../stores/session'
import { pageHead } from '../../../features/shell'

export const Route = createFileRoute('/_bare/_guest/forgot-password')({
  head: () => pageHead(trans('Forgot password')),
  component: () => (
    <AuthLayout heading={trans('Forgot your password?')}>
      <ForgotPasswordForm />
    </AuthLayout>
  ),
})
