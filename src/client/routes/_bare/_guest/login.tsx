import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../../features/auth'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

export const Route = createFileRoute('/_bare/_guest/login')({
  head: () => pageHead(trans('Login')),
  component: () => <LoginPage />,
})
