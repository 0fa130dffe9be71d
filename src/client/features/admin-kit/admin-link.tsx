import { Link, type LinkProps } from '@tanstack/react-router'
import type { AnchorHTMLAttributes } from 'react'

/**
 * Links inside the admin app go through the outer router's one splat route (`/admin/$`), so they stay
 * typed, preload and keep the player: `<Link {...adminLink('tracks')}>` or `<AdminLink to="tracks">`.
 */
export function adminLink(to: string) {
  return { to: '/admin/$', params: { _splat: to.replace(/^\/+/, '') } } as const
}

/** `/admin/<to>` as a plain string (for hrefs, tests and CSV links). */
export function adminPath(to: string): string {
  const rest = to.replace(/^\/+/, '')
  return rest ? `/admin/${rest}` : '/admin'
}

type AdminLinkProps = { to: string; search?: LinkProps['search'] } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
    activeClassName?: string
    exact?: boolean
  }

/** An `<a>` to an admin page; `activeClassName` applies on that page (and below it unless `exact`). */
export function AdminLink({ to, search, activeClassName, exact = false, ...props }: AdminLinkProps) {
  return (
    <Link
      {...adminLink(to)}
      search={search}
      activeOptions={{ exact, includeSearch: false }}
      activeProps={activeClassName ? { className: activeClassName, 'aria-current': 'page' } : undefined}
      {...props}
    />
  )
}
