/** Menu rules of platform-core §2 and §5, shared by the client (rendering) and the server (defaults). */
export interface MenuItemConditions {
  roles?: Array<number | string> | null
  permissions?: string[] | null
  /** Setting conditions: every listed setting key must hold the given value. */
  settings?: Record<string, unknown> | null
  subscriptionStatus?: 'subscribed' | 'notSubscribed' | 'not_subscribed' | null
}

export interface MenuItemLike extends MenuItemConditions {
  id?: string | number
  label: string
  type?: string
  action: string
  target?: string | null
  icon?: string | null
}

export interface MenuLike<I extends MenuItemLike = MenuItemLike> {
  id?: string | number
  name?: string
  positions?: string[]
  items?: I[]
}

export interface MenuViewer {
  hasRole: (roleId: number | string) => boolean
  can: (permission: string) => boolean
  setting: (key: string) => unknown
  /** Menu subscription status uses an active subscription (platform-core §6). */
  hasActiveSubscription: boolean
}

/** Visible only with all roles, all permissions, every setting condition and the subscription status. */
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

/** `{currentUser}` in an action becomes the user's id (platform-core §2 Menus). */
export function resolveMenuAction(action: string, userId: number | string | null | undefined): string {
  return action.replaceAll('{currentUser}', userId === null || userId === undefined ? '' : String(userId))
}

/** Items of the first menu placed at `position`, or by its name when positions are missing. */
export function menuItemsAt<I extends MenuItemLike>(menus: ReadonlyArray<MenuLike<I>> | undefined, position: string): I[] {
  const menu = menus?.find((m) => m.positions?.includes(position)) ?? menus?.find((m) => m.name === position)
  return menu?.items ?? []
}

export function isExternalAction(action: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(action) || action.startsWith('mailto:')
}
