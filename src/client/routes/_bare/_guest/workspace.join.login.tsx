import { createFileRoute } from '@tanstack/react-router'
import { LoginPage, redirectIfLoggedIn } from '../features/auth'

export const Route = createFileRoute('/workspace/join/login')({
  beforeLoad: redirectIfLoggedIn,
  component: () => <LoginPage registerHref="/workspace/join/register" />,
})
