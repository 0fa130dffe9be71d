import { createFileRoute, redirect } from '@tanstack/react-router'
import { RegisterPage } from '../../../features/auth'
import { stringSearch } from '../../-components/search-params'
import { settingEnabled } from '../../../stores/settings'
import { pageHead } from '../../../features/shell'
import { trans } from '../../../stores/session'

const searchParams = stringSearch('email', 'redirectFrom')

export const Route = createFileRoute('/_bare/_guest/register')({
  validateSearch: searchParams,
  head: () => pageHead(trans('Register')),
  // The _guest layout already sent signed-in visitors on; this page also closes with registration.
  beforeLoad: () => {
    if (settingEnabled('registration.disable')) throw redirect({ to: '/login' })
  },
  component: RegisterRoute,
})

function RegisterRoute() {
  const { email, redirectFrom } = Route.useSearch()
  return <RegisterPage email={email} redirectFrom={redirectFrom} />
}
