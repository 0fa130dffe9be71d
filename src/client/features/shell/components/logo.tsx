import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { can, sessionState, trans } from '../../../stores/session'
import { readSetting } from '../../../stores/settings'
import { themeState } from '../../../stores/theme'

/** platform-core §2 Redirects: administrators land on /admin, everyone else on /. */
export function landingAddress(): string {
  return can('admin') && sessionState.user ? '/admin' : '/'
}

/**
 * Logo linking home (/) for everyone, admins too (issue 28: it led admins to /admin, so the site's own
 * home was one click further away for them than for anyone); the dark logo sits on light themes.
 */
export function Logo() {
  const session = useSnapshot(sessionState)
  const theme = useSnapshot(themeState)
  const settings = session.settings as Record<string, unknown>
  const siteName = readSetting<string>('branding.site_name', 'Encore', settings)
  const image = readSetting<string>(theme.isDark ? 'branding.logo_light' : 'branding.logo_dark', '', settings)
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-focus"
      aria-label={trans(':siteName home', { siteName })}
    >
      {image ? (
        <img src={image} alt="" className="h-8 w-auto max-w-40 object-contain" />
      ) : (
        <>
          <span className="grid size-8 place-items-center rounded-full bg-primary text-on-primary" aria-hidden="true">
            <svg viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <path d="M4 10h2v4H4zm4-4h2v12H8zm4 2h2v8h-2zm4-4h2v16h-2zm4 6h2v4h-2z" />
            </svg>
          </span>
          <span className="text-lg">{siteName}</span>
        </>
      )}
    </Link>
  )
}
