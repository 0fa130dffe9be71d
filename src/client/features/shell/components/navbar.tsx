import { Link, useRouter } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { buttonClasses } from '../../../ui/button'
import { IconButton } from '../../../ui/icon-button'
import { Icon } from '../../../ui/icons'
import { can, sessionState, trans } from '../../../stores/session'
import { backstageLink } from '../../../lib/links'
import { settingEnabled } from '../../../stores/settings'
import { setThemeSelection, themeState } from '../../../stores/theme'
import { useMenuItems } from '../hooks/use-viewer'
import { Logo } from './logo'
import { MenuLink } from './menu-link'
import { SearchBoxSlot } from './search-box-slot'
import { useFirstPageDone } from '../../../lib/first-page'

// The user menu pulls in Headless UI's floating layer; guests never need it, so it loads on its own.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })))
// Signed-in users only (guests never load it): the bell, its live unread badge and the stream behind it.
const NotificationBell = lazy(() => import('../../notifications').then((m) => ({ default: m.NotificationBell })))
// Renders nothing until the browser offers installation; its module loads after the navbar paints.
const InstallAppButton = lazy(() => import('../../pwa').then((m) => ({ default: m.InstallAppButton })))
// Only sites with workspaces enabled load the switcher (and its queries).
const WorkspaceSwitcher = lazy(() => import('../../workspaces').then((m) => ({ default: m.WorkspaceSwitcher })))

/** Top bar: logo, the `navbar` settings menu, then guest links or the user menu. Heights 48/54/64. */
export function Navbar() {
  const session = useSnapshot(sessionState)
  // The lazy parts (user menu, bell, workspace switcher, install button, with Headless UI) load once the
  // first page is up: until then their placeholders hold their place (lib/first-page.ts).
  const firstPageDone = useFirstPageDone()
  const theme = useSnapshot(themeState)
  const router = useRouter()
  const items = useMenuItems('navbar')
  const registrationDisabled = settingEnabled('registration.disable', session.settings as Record<string, unknown>)
  return (
    <header className="sticky top-0 z-40 flex h-(--navbar-height) shrink-0 items-center gap-4 border-b border-border/60 bg-navbar/95 px-3 text-on-navbar backdrop-blur sm:px-4 md:px-6">
      <div className="md:hidden">
        <Logo />
      </div>
      <div className="hidden items-center gap-1 md:flex">
        <IconButton aria-label={trans('Go back')} size="sm" variant="subtle" onClick={() => router.history.back()}>
          <Icon name="chevron-right" className="size-5 rotate-180" />
        </IconButton>
        <IconButton aria-label={trans('Go forward')} size="sm" variant="subtle" onClick={() => router.history.forward()}>
          <Icon name="chevron-right" className="size-5" />
        </IconButton>
      </div>
      {items.length > 0 && (
        <nav aria-label={trans('Main')} className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <MenuLink
              key={item.id}
              item={item}
              className="flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
              activeClassName="bg-chip text-fg"
              iconClassName="size-5"
            />
          ))}
        </nav>
      )}
      {/* Search suggestions need their own queries and a listbox: loaded when the box is first used. */}
      <SearchBoxSlot className="hidden w-full max-w-sm md:block" />
      <div className="ml-auto flex items-center gap-2">
        <Suspense fallback={null}>
          {firstPageDone && <InstallAppButton />}
        </Suspense>
        {session.user ? (
          <>
            {/* On phones too (issue 28): the unread badge is seen without opening the user menu. */}
            <Suspense fallback={<BellPlaceholder />}>
              {firstPageDone ? <NotificationBell /> : <BellPlaceholder />}
            </Suspense>
            {/* music-catalog §5 `player.show_upload_btn`: a direct Upload button for those who may upload. */}
            {settingEnabled('player.show_upload_btn', session.settings as Record<string, unknown>) && can('music.create', session) && (
              <Link {...backstageLink('upload')} className={buttonClasses('outline', 'sm', 'hidden gap-1.5 md:inline-flex')}>
                <Icon name="upload" className="size-4" />
                {trans('Upload')}
              </Link>
            )}
            {settingEnabled('workspaces.integrated', session.settings as Record<string, unknown>) && (
              <Suspense fallback={null}>
                {firstPageDone && <WorkspaceSwitcher />}
              </Suspense>
            )}
            <Suspense fallback={<AvatarPlaceholder />}>
              {firstPageDone ? <UserMenu /> : <AvatarPlaceholder />}
            </Suspense>
          </>
        ) : (
          <>
            {/* Guests get the theme switch here; signed-in users find it in the user menu. */}
            {settingEnabled('themes.user_change', session.settings as Record<string, unknown>) && (
              <IconButton aria-label={trans(theme.isDark ? 'Light mode' : 'Dark mode')} onClick={() => setThemeSelection(theme.isDark ? 'light' : 'dark')}>
                <Icon name={theme.isDark ? 'sun' : 'moon'} className="size-5" />
              </IconButton>
            )}
            {!registrationDisabled && (
              <Link to={'/register'} className={buttonClasses('ghost', 'sm', 'text-muted hover:text-fg')}>
                {trans('Register')}
              </Link>
            )}
            <Link to={'/login'} className={buttonClasses('primary', 'sm')}>
              {trans('Login')}
            </Link>
          </>
        )}
      </div>
    </header>
  )
}

const BellPlaceholder = () => <span className="block size-9" aria-hidden="true" />
const AvatarPlaceholder = () => <span className="size-9 rounded-full bg-chip" aria-hidden="true" />
