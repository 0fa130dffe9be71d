import { createFileRoute } from '@tanstack/react-router'
import { AuthLayout, ForgotPasswordForm } from '../../../features/auth'

export const Route = createFileRoute('/_bare/_guest/forgot-password')({
  component: () => (
    <AuthLayout heading="Forgot your password?">
      <ForgotPasswordForm />
    </AuthLayout>
  ),
})
