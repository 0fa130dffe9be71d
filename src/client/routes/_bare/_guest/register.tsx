import { createFileRoute, redirect } from '@tanstack/react-router'
import { RegisterPage, redirectIfLoggedIn } from '../features/auth'
import { stringSearch } from './-components/search-params'
import { settingEnabled } from '../stores/settings'

const searchParams = stringSearch('email', 'redirectFrom')

export const Route = createFileRoute('/register')({
  validateSearch: searchParams,
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
