import { useSnapshot } from 'valtio'
import { isMenuItemVisible, menuItemsAt, resolveMenuAction, type MenuViewer } from '../../../../shared/lib/menus'
import { can, hasActiveSubscription, hasRole, sessionState } from '../../../stores/session'
import { readSetting } from '../../../stores/settings'
import type { Menu, MenuItem } from '../../../stores/bootstrap-types'

/** A MenuViewer over a session snapshot, so components re-render when the session changes. */
export function useViewer(): MenuViewer & { userId: number | null } {
  const snap = useSnapshot(sessionState)
  return {
    userId: snap.user?.id ?? null,
    hasRole: (role) => hasRole(role, snap),
    can: (permission) => can(permission, snap),
    setting: (key) => readSetting(key, undefined, snap.settings as Record<string, unknown>),
    hasActiveSubscription: hasActiveSubscription(snap),
  }
}

/** Visible items of the menu at `position`, with `{currentUser}` resolved in their actions. */
export function useMenuItems(position: string): MenuItem[] {
  const snap = useSnapshot(sessionState)
  const viewer = useViewer()
  const menus = readSetting<Menu[] | undefined>('menus', undefined, snap.settings as Record<string, unknown>)
  return menuItemsAt(Array.isArray(menus) ? menus : [], position)
    .filter((item) => isMenuItemVisible(item, viewer))
    .map((item) => ({ ...item, action: resolveMenuAction(item.action, viewer.userId) }))
}
