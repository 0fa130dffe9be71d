import { useSnapshot } from 'valtio'
import { DEFAULT_MENUS } from '../../../../shared/lib/default-menus'
import { isMenuItemVisible, menuItemsAt, resolveMenuAction } from '../../../../shared/lib/menus'
import { menuViewerFor } from '../../../../shared/permissions/index'
import type { Menu, MenuItem } from '../../../stores/bootstrap-types'
import { sessionState, trans } from '../../../stores/session'
import { readSetting } from '../../../stores/settings'
import { Icon } from '../../../ui'
import { AdminLink } from '../../admin-kit'

const LINK =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted transition hover:bg-chip-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-focus'
const ACTIVE = 'bg-chip text-fg'
export const ADMIN_SIDEBAR = 'admin-sidebar'

/**
 * The items of the `admin-sidebar` menu of the appearance settings (music-catalog §5), as the viewer may
 * see them. When no menu is placed there (deleted in Appearance), the default one keeps the admin area
 * navigable.
 */
export function useAdminMenuItems(): MenuItem[] {
  // The same reading as the site's menus (features/shell useMenuItems), over a session snapshot so the
  // nav re-renders when the session or the settings change.
  const snap = useSnapshot(sessionState)
  const settings = snap.settings as Record<string, unknown>
  const viewer = menuViewerFor(snap.user, snap.guestRole, (key: string) => readSetting(key, undefined, settings))
  const menus = readSetting<Menu[] | undefined>('menus', undefined, settings)
  const placed = Array.isArray(menus) && menus.some((m) => m.positions?.includes(ADMIN_SIDEBAR))
  return menuItemsAt(placed ? menus : DEFAULT_MENUS, ADMIN_SIDEBAR)
    .filter((item) => isMenuItemVisible(item, viewer))
    .map((item) => ({ ...item, action: resolveMenuAction(item.action, snap.user?.id ?? null) }))
}

/** `/admin/tracks` -> `tracks`; null for an address outside the admin area. */
function adminTarget(action: string): string | null {
  const match = /^\/admin(?:\/(.*))?$/.exec(action.split(/[?#]/)[0]!)
  return match ? (match[1] ?? '').replace(/\/+$/, '') : null
}

/** The admin navigation: the `admin-sidebar` menu's items, so an admin who edits that menu sees the change. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const items = useAdminMenuItems()
  return (
    <nav aria-label={trans('Admin')} className="p-3">
      <ul className="flex flex-col">
        {items.map((item) => {
          const target = item.type === 'route' ? adminTarget(item.action) : null
          return (
            <li key={item.id}>
              {target !== null ? (
                <AdminLink to={target} exact={target === ''} className={LINK} activeClassName={`${LINK} ${ACTIVE}`} onClick={onNavigate}>
                  <Icon name={item.icon ?? 'note'} className="size-5 shrink-0" />
                  <span className="truncate">{trans(item.label)}</span>
                </AdminLink>
              ) : (
                // A site page or an outside address: a plain link (it leaves the admin area anyway).
                <a
                  href={item.action}
                  className={LINK}
                  onClick={onNavigate}
                  target={item.target === '_blank' ? '_blank' : undefined}
                  rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
                >
                  <Icon name={item.icon ?? 'open-in-new'} className="size-5 shrink-0" />
                  <span className="truncate">{trans(item.label)}</span>
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
