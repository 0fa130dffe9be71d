import { pendingReturnTo } from '../../stores/pending-action'
import { can, sessionState } from '../../stores/session'

/** "jo***@example.com": first two characters, stars, then the domain; stars only when unknown (platform-core §2). */
export function maskEmail(email: string | null | undefined): string {
  if (!email || !email.includes('@')) return '********'
  const [local, domain] = email.split('@') as [string, string]
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(3, local.length - 2))}@${domain}`
}

const ONBOARDING_KEY = 'encore.onboarding'

/** A pricing choice made before signing in, consumed once by the post-login redirect. */
export function saveOnboarding(productId: string | number, priceId: string | number): void {
  sessionStorage.setItem(ONBOARDING_KEY, JSON.stringify({ productId, priceId }))
}

/** platform-core §2 Redirects: onboarding checkout, else /admin for administrators, else /. */
export function postLoginRedirect(): string {
  const raw = sessionStorage.getItem(ONBOARDING_KEY)
  if (raw) {
    sessionStorage.removeItem(ONBOARDING_KEY)
    try {
      const { productId, priceId } = JSON.parse(raw) as { productId: string; priceId: string }
      if (productId && priceId) return `/checkout/${productId}/${priceId}`
    } catch {
      // A corrupt entry just falls through to the default redirect.
    }
  }
  // A guest sent here by Like or Add to playlist goes back to that page, where the action is then done.
  const back = pendingReturnTo()
  if (back) return back
  return sessionState.user && can('admin') ? '/admin' : '/'
}
