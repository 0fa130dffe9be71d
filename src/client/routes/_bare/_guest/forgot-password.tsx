import { createFileRoute } from '@tanstack/react-router'
import { AuthLayout, ForgotPasswordForm, redirectIfLoggedIn } from '../features/auth'

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: redirectIfLoggedIn,
  component: () => (
    <AuthLayout heading="Forgot your password?">
      <ForgotPasswordForm />
    </AuthLayout>
  ),
})
