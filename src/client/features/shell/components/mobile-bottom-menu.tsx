import { trans } from '../../../stores/session'
import { useMenuItems } from '../hooks/use-viewer'
import { MenuLink } from './menu-link'

/** "Mobile bottom" menu: a tab bar at 768 px and below. */
export function MobileBottomMenu() {
  const items = useMenuItems('mobile-bottom')
  if (items.length === 0) return null
  return (
    <nav
      aria-label={trans('Mobile navigation')}
      className="fixed inset-x-0 bottom-0 z-30 flex h-(--bottom-nav-height) items-stretch border-t border-border/60 bg-navbar/95 backdrop-blur md:hidden"
    >
      {items.map((item) => (
        <MenuLink
          key={item.id}
          item={item}
          className="flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
          activeClassName="text-fg"
          iconClassName="size-6"
        />
      ))}
    </nav>
  )
}
