import { effectiveGrants, hasPermission, type GuestRoleLike, type GrantLike } from './grants'
import { hasActiveSubscription, hasRole, type RoleLike, type SubscriptionLike } from './subject'

/** The conditions a menu item may carry (platform-core §3 Menu item). */
export interface MenuItemConditions {
  roles?: ReadonlyArray<number | string> | null
  permissions?: readonly string[] | null
  /** Setting conditions: every listed setting key must hold the given value. */
  settings?: Readonly<Record<string, unknown>> | null
  subscriptionStatus?: 'subscribed' | 'notSubscribed' | 'not_subscribed' | null
}

export interface MenuViewer {
  hasRole: (roleId: number | string) => boolean
  can: (permission: string) => boolean
  setting: (key: string) => unknown
  /** Menu subscription status uses an active subscription (platform-core §6). */
  hasActiveSubscription: boolean
}

/** The menu viewer of a user (or of the guest role when `user` is null). */
export function menuViewerFor(
  user: { roles?: readonly RoleLike[] | null; permissions?: readonly GrantLike[] | null; subscriptions?: readonly SubscriptionLike[] | null } | null,
  guestRole: GuestRoleLike | null | undefined,
  setting: (key: string) => unknown,
): MenuViewer {
  const grants = effectiveGrants(user, guestRole)
  return {
    hasRole: (role) => hasRole(user?.roles, role),
    can: (permission) => hasPermission(grants, permission),
    setting,
    hasActiveSubscription: hasActiveSubscription(user?.subscriptions),
  }
}

/** §5: visible only with all roles, all permissions, every setting condition and the subscription status. */
export function isMenuItemVisible(item: MenuItemConditions, viewer: MenuViewer): boolean {
  if (item.roles?.length && !item.roles.every((role) => viewer.hasRole(role))) return false
  if (item.permissions?.length && !item.permissions.every((name) => viewer.can(name))) return false
  if (item.settings) {
    for (const [key, expected] of Object.entries(item.settings)) {
      if (!sameSettingValue(viewer.setting(key), expected)) return false
    }
  }
  if (item.subscriptionStatus === 'subscribed' && !viewer.hasActiveSubscription) return false
  if ((item.subscriptionStatus === 'notSubscribed' || item.subscriptionStatus === 'not_subscribed') && viewer.hasActiveSubscription) {
    return false
  }
  return true
}

// Settings arrive as JSON, so `true`, `1` and `"1"` are all "on" for a boolean condition.
function sameSettingValue(actual: unknown, expected: unknown): boolean {
  if (typeof expected === 'boolean') return Boolean(actual) === expected && actual !== '0' && actual !== 'false'
  return actual === expected || String(actual) === String(expected)
}
