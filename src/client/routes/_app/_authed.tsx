import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../../features/auth'

/** Pages for signed-in users only: guests go to /login and come back afterwards. */
export const Route = createFileRoute('/_app/_authed')({
  beforeLoad: requireLogin,
})
