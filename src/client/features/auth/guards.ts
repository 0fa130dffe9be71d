import { redirect } from '@tanstack/react-router'
import { can, isSubscribed, sessionState } from '../../stores/session'
import { settingEnabled } from '../../stores/settings'
import { postLoginRedirect } from './auth-utils'

/**
 * Route guards for `beforeLoad` (platform-core §2 Route guard). The server refuses anyway; these only
 * send the visitor where the spec says instead of showing a page that would fail.
 */
export function requireLogin(): void {
  if (!sessionState.user) throw redirect({ to: '/login' })
}

/** Missing permission: /pricing when billing is on and the user is not subscribed, else /404. */
export function requirePermission(permission: string) {
  return (): void => {
    if (can(permission)) return
    if (!sessionState.user) throw redirect({ to: '/login' })
    const toPricing = settingEnabled('billing.enable') && !isSubscribed()
    // The pricing page belongs to billing, outside this route tree: a plain href.
    throw toPricing ? redirect({ href: '/pricing' }) : redirect({ to: '/404' })
  }
}

/** Login and register pages send signed-in visitors to their landing address. */
export function redirectIfLoggedIn(): void {
  if (sessionState.user) throw redirect({ to: postLoginRedirect() })
}
