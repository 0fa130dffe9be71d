/** Menu rules of platform-core §2 and §5, shared by the client (rendering) and the server (defaults). */
import type { MenuItemConditions } from '../permissions/index'

// Visibility is a permission rule and lives with the others (src/shared/permissions).
export { isMenuItemVisible, type MenuItemConditions, type MenuViewer } from '../permissions/index'

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
