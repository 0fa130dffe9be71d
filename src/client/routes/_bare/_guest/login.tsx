import { createFileRoute } from '@tanstack/react-router'
import { LoginPage, redirectIfLoggedIn } from '../features/auth'

export const Route = createFileRoute('/login')({
  beforeLoad: redirectIfLoggedIn,
  component: () => <LoginPage />,
})
