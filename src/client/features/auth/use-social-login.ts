import { useNavigate } from '@tanstack/react-router'
import type { BootstrapData } from '../../../shared/contracts/bootstrap'
import { openDialog } from '../../stores/dialogs'
import { toast } from '../../stores/toasts'
import { useApplyBootstrap } from './api'
import { postLoginRedirect } from './auth-utils'
import { openSocialPopup, type SocialService } from './social-popup'

export const SOCIAL_ERROR = 'An error occurred. Please try again later'

/** platform-core §4: what each popup status leads to. Returns the status for callers that refresh data. */
export function useSocialLogin(mode: 'login' | 'connect' = 'login') {
  const navigate = useNavigate()
  const apply = useApplyBootstrap()
  return async (service: SocialService) => {
    const result = await openSocialPopup(service, mode)
    if (!result) return null
    const done = (data?: unknown) => {
      if (data) apply(data as BootstrapData)
      if (mode === 'login') void navigate({ to: postLoginRedirect(), replace: true })
    }
    if (result.status === 'SUCCESS') done(result.callbackData.bootstrapData)
    else if (result.status === 'ALREADY_LOGGED_IN') done()
    else if (result.status === 'REQUEST_PASSWORD') {
      // Loaded when needed: the dialog (Headless UI) is no part of the login and register first screens.
      const { SocialPasswordDialog } = await import('./components/social-password-dialog')
      const data = await openDialog(SocialPasswordDialog)
      if (data) done(data)
    } else toast.danger(result.callbackData.errorMessage || SOCIAL_ERROR)
    return result.status
  }
}
