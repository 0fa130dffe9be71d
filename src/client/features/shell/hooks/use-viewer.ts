import { useSnapshot } from 'valtio'
import { menuItemsAt, resolveMenuAction } from '../../../../shared/lib/menus'
import { isMenuItemVisible, menuViewerFor, type MenuViewer } from '../../../../shared/permissions/index'
import { sessionState } from '../../../stores/session'
import { readSetting } from '../../../stores/settings'
import type { Menu, MenuItem } from '../../../stores/bootstrap-types'

/** A MenuViewer over a session snapshot, so components re-render when the session changes. */
export function useViewer(): MenuViewer & { userId: number | null } {
  const snap = useSnapshot(sessionState)
  const setting = (key: string) => readSetting(key, undefined, snap.settings as Record<string, unknown>)
  return { userId: snap.user?.id ?? null, ...menuViewerFor(snap.user, snap.guestRole, setting) }
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
