import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { RegisterPage, redirectIfLoggedIn } from '../features/auth'
import { settingEnabled } from '../stores/settings'

const SearchSchema = z.object({ email: z.string().optional(), redirectFrom: z.string().optional() })

export const Route = createFileRoute('/register')({
  validateSearch: SearchSchema,
  beforeLoad: () => {
    redirectIfLoggedIn()
    if (settingEnabled('registration.disable')) throw redirect({ to: '/login' })
  },
  component: RegisterRoute,
})

function RegisterRoute() {
  const { email, redirectFrom } = Route.useSearch()
  return <RegisterPage email={email} redirectFrom={redirectFrom} />
}
