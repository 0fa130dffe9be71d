import { createFileRoute } from '@tanstack/react-router'
import { redirectIfLoggedIn } from '../../features/auth'

/** Login and registration screens: a signed-in visitor goes on to their landing address. */
export const Route = createFileRoute('/_bare/_guest')({
  beforeLoad: redirectIfLoggedIn,
})
