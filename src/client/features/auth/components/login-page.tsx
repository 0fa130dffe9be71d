import { Link, useNavigate } from '@tanstack/react-router'
import { trans } from '../../../stores/session'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { sessionState } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import type { BootstrapData } from '../../../../shared/contracts/bootstrap'
import { useApplyBootstrap } from '../api'
import { postLoginRedirect } from '../auth-utils'
import { AuthLayout } from './auth-layout'
import { LoginForm } from './login-form'
import { SocialButtons } from './social-buttons'
import { TwoFactorChallenge } from './two-factor-challenge'

/** Login, then (when the answer says so) the two-factor challenge; success applies bootstrap data and redirects. */
/** `onSignedIn` runs after sign-in, before the redirect (the workspace-invite login variant joins there). */
export function LoginPage({
  heading = 'Sign in to your account',
  registerHref = '/register',
  onSignedIn,
}: {
  heading?: string
  registerHref?: string
  onSignedIn?: () => Promise<unknown> | void
}) {
  const [twoFactor, setTwoFactor] = useState(false)
  const apply = useApplyBootstrap()
  const navigate = useNavigate()
  const session = useSnapshot(sessionState)
  const registrationOff = settingEnabled('registration.disable', session.settings as Record<string, unknown>)

  const done = (data: BootstrapData) => {
    apply(data, true)
    void Promise.resolve(onSignedIn?.()).finally(() => navigate({ to: postLoginRedirect(), replace: true }))
  }

  if (twoFactor) {
    return (
      <AuthLayout heading={trans('Two factor authentication')}>
        <TwoFactorChallenge onSuccess={done} />
      </AuthLayout>
    )
  }
  return (
    <AuthLayout
      heading={heading}
      footer={
        !registrationOff && (
          <>
            {trans("Don't have an account?")}{' '}
            <Link to={registerHref} className="text-primary underline hover:no-underline">
              {trans('Sign up.')}
            </Link>
          </>
        )
      }
    >
      <LoginForm onSuccess={done} onTwoFactor={() => setTwoFactor(true)} />
      <SocialButtons />
    </AuthLayout>
  )
}
