import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { BootstrapDataSchema, type BootstrapData } from '../../../../shared/contracts/bootstrap'
import { http } from '../../../lib/http'
import { Menu, MenuDivider, MenuItem } from '../../../ui/menu'
import { Icon } from '../../../ui/icons'
import { seedLibrary } from '../../../stores/library-state'
import { applyBootstrapData, isSubscribed, sessionState, trans } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import { setThemeSelection, themeState } from '../../../stores/theme'
import { uiState } from '../../../stores/ui'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { useIsMobile } from '../hooks/use-is-mobile'
import { useMenuItems } from '../hooks/use-viewer'
import { MenuLink } from './menu-link'
import { clearPrivateData, rememberDataOwner } from '../private-data'
import { BackstageMenuSection } from './backstage-menu-section'
import { BECOME_ARTIST_SETTING, primaryArtistOf } from '../../../../shared/lib/artist-path'
import { userLink } from '../../../lib/links'

/** The appearance editor previews the site inside a same-origin frame of /admin/appearance. */
function inAppearanceEditor(): boolean {
  if (uiState.appearanceEditorOpen) return true
  try {
    return window.self !== window.top && (window.top?.location.pathname.startsWith('/admin/appearance') ?? false)
  } catch {
    return false
  }
}

/** Avatar menu of platform-core §2 Navbar. */
export function UserMenu() {
  const session = useSnapshot(sessionState)
  const theme = useSnapshot(themeState)
  const isMobile = useIsMobile()
  // An artist has the backstage section instead of the way in (the item is the one the setting governs).
  const isArtist = primaryArtistOf(session.user) !== null
  const items = useMenuItems('auth-dropdown').filter((item) => !(isArtist && item.settings && BECOME_ARTIST_SETTING in item.settings))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const user = session.user
  if (!user) return null

  const logout = async () => {
    if (inAppearanceEditor()) {
      toast.danger("Can't logout while in appearance editor.")
      return
    }
    try {
      const answer = await http.post<{ bootstrapData?: unknown }>('auth/logout')
      // The cache, its saved copy, recent searches and saved music were this user's (issue 24).
      await clearPrivateData(queryClient)
      rememberDataOwner(null)
      // Checked against the contract in development and tests only (STYLE 7.6), like bootstrap-data itself:
      // in production the menu's chunk then carries no zod.
      const bootstrap = answer?.bootstrapData
      const usable = import.meta.env.DEV ? BootstrapDataSchema.safeParse(bootstrap).success : typeof bootstrap === 'object' && bootstrap !== null
      if (usable) applyBootstrapData(bootstrap as BootstrapData)
      else {
        sessionState.user = null
        // No guest bootstrap in the answer: the signed-out library is empty, not the last account's.
        seedLibrary({ user: null, likes: {}, reposts: {}, playlists: [] })
      }
      await navigate({ to: '/login' })
    } catch (error) {
      showHttpErrorToast(error)
    }
  }

  const unread = user.unread_notifications_count ?? 0
  const trigger = (
    <button
      type="button"
      aria-label={trans('Account menu')}
      className="flex size-9 items-center justify-center overflow-hidden rounded-full bg-chip text-sm font-semibold ring-offset-2 ring-offset-navbar hover:ring-2 hover:ring-border focus-visible:outline-2 focus-visible:outline-focus"
    >
      {user.image ? <img src={user.image} alt="" className="size-full object-cover" /> : (user.name || user.email).charAt(0).toUpperCase()}
    </button>
  )
  return (
    <Menu trigger={trigger}>
      <div className="px-3 py-2">
        <div className="truncate font-semibold">{user.name}</div>
        <div className="truncate text-xs text-muted">{user.email}</div>
      </div>
      <MenuDivider />
      {items.map((item) => (
        <MenuItem key={item.id} render={(cls) => <MenuLink item={item} className={cls} iconClassName="size-5 text-muted" />}>
          {trans(item.label)}
        </MenuItem>
      ))}
      <BackstageMenuSection />
      <MenuItem icon={<Icon name="user" className="size-5" />} onClick={() => void navigate(userLink(user))}>
        {trans('Profile page')}
      </MenuItem>
      {isMobile && (
        <MenuItem icon={<Icon name="bell" className="size-5" />} onClick={() => void navigate({ href: '/notifications' })}>
          {trans('Notifications')}
          {unread > 0 && <span className="ml-2 rounded-full bg-primary px-1.5 text-xs text-on-primary">{unread}</span>}
        </MenuItem>
      )}
      {isSubscribed(session) && (
        <MenuItem icon={<Icon name="check" className="size-5" />} onClick={() => void navigate({ href: '/billing' })}>
          {trans('Billing')}
        </MenuItem>
      )}
      {settingEnabled('themes.user_change', session.settings as Record<string, unknown>) && (
        <MenuItem
          icon={<Icon name={theme.isDark ? 'sun' : 'moon'} className="size-5" />}
          onClick={() => setThemeSelection(theme.isDark ? 'light' : 'dark')}
        >
          {trans(theme.isDark ? 'Light mode' : 'Dark mode')}
        </MenuItem>
      )}
      <MenuDivider />
      <MenuItem icon={<Icon name="logout" className="size-5" />} onClick={() => void logout()}>
        {trans('Log out')}
      </MenuItem>
    </Menu>
  )
}
