import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { Logo, useMenuItems, MenuLink } from '../../shell'
import { sessionState } from '../../../stores/session'
import { readSetting } from '../../../stores/settings'

/** platform-core §2: a centred card with the logo, an optional heading and a footer with the site name and menu. */
export function AuthLayout({ heading, children, footer }: { heading?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const session = useSnapshot(sessionState)
  const siteName = readSetting<string>('branding.site_name', 'Encore', session.settings as Record<string, unknown>)
  const menu = useMenuItems('auth-page-footer')
  return (
    <div className="flex min-h-full flex-col items-center px-4 py-10">
      <div className="mb-8">
        <Logo />
      </div>
      <div className="w-full max-w-[440px] rounded-xl bg-paper px-6 py-8 shadow-xl ring-1 ring-border md:px-10">
        {heading && <h1 className="mb-6 text-xl font-semibold">{heading}</h1>}
        {children}
      </div>
      {footer && <div className="mt-6 text-sm text-muted">{footer}</div>}
      <footer className="mt-auto flex flex-wrap items-center gap-4 pt-10 text-xs text-muted">
        <span>
          © {new Date().getUTCFullYear()} {siteName}
        </span>
        {menu.map((item) => (
          <MenuLink key={item.id ?? item.label} item={item} />
        ))}
      </footer>
    </div>
  )
}
