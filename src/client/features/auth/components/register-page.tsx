import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { sessionState } from '../../../stores/session'
import { readSetting } from '../../../stores/settings'
import type { RegisterResponse } from '../api'
import { useApplyBootstrap } from '../api'
import { postLoginRedirect } from '../auth-utils'
import { AuthLayout } from './auth-layout'
import { RegisterForm } from './register-form'
import { SocialButtons } from './social-buttons'

export interface RegisterPageProps {
  email?: string
  /** Invite and workspace paths get the team heading. */
  invite?: boolean
  redirectFrom?: string
  inviteType?: string
  inviteId?: string
  loginHref?: string
}

/** platform-core §2 Register screen: heading variants, and where a successful answer leads (§4). */
export function RegisterPage({ email, invite, redirectFrom, inviteType, inviteId, loginHref }: RegisterPageProps) {
  const session = useSnapshot(sessionState)
  const siteName = readSetting<string>('branding.site_name', 'Encore', session.settings as Record<string, unknown>)
  const apply = useApplyBootstrap()
  const navigate = useNavigate()
  const heading = invite
    ? `To join your team on ${siteName}, create an account`
    : redirectFrom === 'pricing'
      ? "First, let's create your account"
      : 'Create a new account'

  const onSuccess = (res: RegisterResponse) => {
    apply(res.bootstrapData, true)
    void navigate({ to: (res.status === 'needs_email_verification' ? '/' : postLoginRedirect()), replace: true })
  }

  return (
    <AuthLayout heading={heading}>
      <RegisterForm email={email} inviteType={inviteType} inviteId={inviteId} loginHref={loginHref} onSuccess={onSuccess} />
      <SocialButtons />
    </AuthLayout>
  )
}
