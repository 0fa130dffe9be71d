import { Link } from '@tanstack/react-router'
import { useCallback, useState, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { setThemeSelection, themeState } from '../../../stores/theme'
import { Icon, IconButton } from '../../../ui'
import { AdminDrawer } from './admin-drawer'
import { AdminNav } from './admin-nav'
import { trans } from '../../../stores/session'

/**
 * The admin frame inside the root layout's bare frame (docs/decisions/0015-admin-area.md): sidebar on
 * wide screens, a drawer on narrow ones, a top bar with the way back to the site. The player bar stays
 * beside it (root layout), so playback survives every admin navigation.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const close = useCallback(() => setMenuOpen(false), [])
  const theme = useSnapshot(themeState)
  return (
    <div className="flex min-h-dvh bg-bg text-fg">
      <a href="#admin-content" className="sr-only z-[90] rounded-md bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {trans('Skip to content')}
      </a>
      <aside className="sticky top-0 hidden h-[calc(100dvh-var(--player-height))] w-60 shrink-0 overflow-y-auto border-r border-border bg-bg-alt lg:block">
        <div className="flex h-14 items-center border-b border-border px-6 font-bold">{trans('Admin')}</div>
        <AdminNav />
      </aside>
      <div className="flex min-w-0 flex-auto flex-col">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-border bg-bg px-3 md:px-6">
          <IconButton aria-label={trans('Open menu')} aria-expanded={menuOpen} className="lg:hidden" onClick={() => setMenuOpen(true)}>
            <Icon name="menu" className="size-6" />
          </IconButton>
          <span className="font-semibold lg:hidden">{trans('Admin')}</span>
          <div className="ml-auto flex items-center gap-2">
            <IconButton aria-label={theme.isDark ? trans('Light mode') : trans('Dark mode')} onClick={() => setThemeSelection(theme.isDark ? 'light' : 'dark')}>
              <Icon name={theme.isDark ? 'sun' : 'moon'} className="size-5" />
            </IconButton>
            <Link to="/" className="rounded-md px-3 py-2 text-sm font-medium text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-focus">
              {trans('Back to site')}
            </Link>
          </div>
        </header>
        <div id="admin-content" tabIndex={-1} className="flex-auto px-3 pt-4 pb-[calc(var(--player-height)+24px)] outline-none md:px-6 md:pt-6">
          {children}
        </div>
      </div>
      <AdminDrawer open={menuOpen} onClose={close} />
    </div>
  )
}
