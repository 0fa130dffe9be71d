import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { sessionState, trans } from '../../../stores/session'
import { useMenuItems } from '../hooks/use-viewer'
import { Logo } from './logo'
import { MenuLink } from './menu-link'
import type { MenuItem } from '../../../stores/bootstrap-types'

const LINK =
  'flex items-center gap-4 rounded-md px-3 py-2 text-sm font-semibold text-muted transition hover:text-fg focus-visible:outline-2 focus-visible:outline-focus'
const ACTIVE = 'bg-chip text-fg'

function Section({ label, items }: { label: string; items: MenuItem[] }) {
  if (items.length === 0) return null
  return (
    <nav aria-label={label} className="rounded-lg bg-bg-alt p-2">
      <h2 className="px-3 pt-2 pb-1 text-xs font-bold tracking-wider text-muted uppercase">{label}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <MenuLink item={item} className={LINK} activeClassName={ACTIVE} />
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * Desktop sidebar (above 768 px) with the Primary and Secondary sidebar menus of the settings; under them,
 * for a signed-in listener, what the root route hands in (the playlists: features compose in routes).
 */
export function Sidebar({ children }: { children?: ReactNode }) {
  const session = useSnapshot(sessionState)
  const primary = useMenuItems('sidebar-primary')
  const secondary = useMenuItems('sidebar-secondary')
  const home: MenuItem = { id: 'home', label: 'Home', type: 'route', action: '/', icon: 'home' }
  const search: MenuItem = { id: 'search', label: 'Search', type: 'route', action: '/search', icon: 'search' }
  return (
    <aside className="hidden w-64 shrink-0 flex-col gap-2 overflow-y-auto p-2 md:flex lg:w-72">
      <div className="rounded-lg bg-bg-alt p-2">
        <div className="flex h-12 items-center px-3">
          <Logo />
        </div>
        <ul aria-label={trans('Navigation')}>
          {[home, search].map((item) => (
            <li key={item.id}>
              <MenuLink item={item} className={LINK} activeClassName={ACTIVE} />
            </li>
          ))}
        </ul>
      </div>
      <Section label={trans('Discover')} items={primary} />
      {session.user && <Section label={trans('Your Music')} items={secondary} />}
      {session.user && children}
    </aside>
  )
}
