import { Link } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { isExternalAction } from '../../../../shared/lib/menus'
import { Icon } from '../../../ui/icons'
import { trans } from '../../../stores/session'
import type { MenuItem } from '../../../stores/bootstrap-types'

export interface MenuLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> {
  item: MenuItem
  activeClassName?: string
  iconClassName?: string
  children?: ReactNode
}

/**
 * A settings menu item: an in-app route through the router, or an address (new tab when asked).
 * Extra props and the ref reach the anchor, so Headless UI menus can make it a menu item.
 */
export const MenuLink = forwardRef<HTMLAnchorElement, MenuLinkProps>(function MenuLink(
  { item, className, activeClassName, iconClassName, children, ...rest },
  ref,
) {
  const content = children ?? (
    <>
      {item.icon && <Icon name={item.icon} className={iconClassName ?? 'size-6'} />}
      <span className="truncate">{trans(item.label)}</span>
    </>
  )
  if (item.type === 'link' || isExternalAction(item.action)) {
    const blank = item.target === '_blank'
    return (
      <a
        ref={ref}
        {...rest}
        href={item.action}
        className={className}
        target={blank ? '_blank' : undefined}
        rel={blank ? 'noopener noreferrer' : undefined}
      >
        {content}
      </a>
    )
  }
  return (
    <Link
      ref={ref}
      {...rest}
      // Menu actions come from settings, so they are plain strings rather than typed route ids.
      to={item.action}
      className={className}
      activeProps={{ className: activeClassName, 'aria-current': 'page' }}
      activeOptions={{ exact: item.action === '/' }}
    >
      {content}
    </Link>
  )
})
