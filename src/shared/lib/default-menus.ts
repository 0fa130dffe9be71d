/** Menus of music-catalog §5 and platform-core §3: a menu holds items shown where its positions say. */
export interface MenuItem {
  id: string
  label: string
  /** `route` navigates in-app; `link` opens an address (new tab when target is _blank). */
  type: 'route' | 'link'
  action: string
  target?: '_self' | '_blank'
  icon?: string
  roles?: number[]
  permissions?: string[]
  /** Settings conditions: every listed dot key must have the given value. */
  settings?: Record<string, unknown>
  subscriptionStatus?: 'subscribed' | 'notSubscribed'
}

export interface Menu {
  id: string
  name: string
  positions: string[]
  items: MenuItem[]
}

const route = (id: string, label: string, action: string, icon: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  label,
  type: 'route',
  action,
  icon,
  ...extra,
})

export const DEFAULT_MENUS: Menu[] = [
  {
    id: 'primary-sidebar',
    name: 'Primary sidebar',
    positions: ['sidebar-primary'],
    items: [
      route('popular-albums', 'Popular Albums', '/popular-albums', 'album'),
      route('genres', 'Genres', '/genres', 'genres'),
      route('popular-tracks', 'Popular songs', '/popular-tracks', 'trending-up'),
      route('new-releases', 'New releases', '/new-releases', 'new-releases'),
    ],
  },
  {
    id: 'secondary-sidebar',
    name: 'Secondary sidebar',
    positions: ['sidebar-secondary'],
    items: [
      route('library-songs', 'Songs', '/library/songs', 'audiotrack'),
      route('library-albums', 'Albums', '/library/albums', 'album'),
      route('library-artists', 'Artists', '/library/artists', 'mic'),
      route('library-history', 'History', '/library/history', 'history'),
    ],
  },
  {
    id: 'mobile-bottom',
    name: 'Mobile bottom',
    positions: ['mobile-bottom'],
    items: [
      route('mobile-discover', 'Discover', '/', 'home'),
      route('mobile-search', 'Search', '/search', 'search'),
      route('mobile-library', 'Your Music', '/library', 'library-music'),
    ],
  },
  {
    id: 'auth-dropdown',
    name: 'Auth dropdown',
    positions: ['auth-dropdown'],
    items: [
      route('auth-admin', 'Admin area', '/admin', 'dashboard', { permissions: ['admin.access'] }),
      // The backstage tools (upload, requests, insights) are the account menu's own section once the user
      // may upload (features/shell backstage-menu-section.tsx); this is the way in before that.
      route('auth-become-artist', 'Become an artist', '/backstage/requests/become-artist', 'mic', {
        permissions: ['backstageRequests.create'],
        settings: { 'player.show_become_artist_btn': true },
      }),
      route('auth-account', 'Account settings', '/account-settings', 'settings'),
    ],
  },
  {
    id: 'admin-sidebar',
    name: 'Admin sidebar',
    positions: ['admin-sidebar'],
    // The admin navigation (features/admin admin-nav.tsx renders this menu): an admin edits it in
    // Appearance. Permissions hide what the admin may not use; the server refuses anyway.
    items: [
      route('admin-reports', 'Reports', '/admin', 'trending', { permissions: ['admin.access'] }),
      route('admin-channels', 'Channels', '/admin/channels', 'library', { permissions: ['channels.update'] }),
      route('admin-tracks', 'Tracks', '/admin/tracks', 'note', { permissions: ['music.update'] }),
      route('admin-albums', 'Albums', '/admin/albums', 'album', { permissions: ['music.update'] }),
      route('admin-artists', 'Artists', '/admin/artists', 'mic', { permissions: ['music.update'] }),
      route('admin-upload', 'Upload', '/admin/upload', 'upload', { permissions: ['music.create'] }),
      route('admin-genres', 'Genres', '/admin/genres', 'genre', { permissions: ['genres.update'] }),
      route('admin-playlists', 'Playlists', '/admin/playlists', 'playlist', { permissions: ['playlists.update'] }),
      route('admin-lyrics', 'Lyrics', '/admin/lyrics', 'note', { permissions: ['lyrics.update'] }),
      route('admin-comments', 'Comments', '/admin/comments', 'info', { permissions: ['comments.update'] }),
      route('admin-tags', 'Tags', '/admin/tags', 'library', { permissions: ['tags.update'] }),
      route('admin-files', 'Files', '/admin/files', 'download', { permissions: ['files.update'] }),
      route('admin-backstage', 'Backstage requests', '/admin/backstage-requests', 'mic', { permissions: ['admin'] }),
      route('admin-users', 'Users', '/admin/users', 'user', { permissions: ['users.update'] }),
      route('admin-roles', 'Roles', '/admin/roles', 'admin', { permissions: ['roles.update'] }),
      route('admin-subscriptions', 'Subscriptions', '/admin/subscriptions', 'user', { permissions: ['subscriptions.update'] }),
      route('admin-pages', 'Custom pages', '/admin/custom-pages', 'info', { permissions: ['custom_pages.update'] }),
      route('admin-appearance', 'Appearance', '/admin/appearance', 'settings', { permissions: ['appearance.update'] }),
      route('admin-plans', 'Plans', '/admin/plans', 'library', { permissions: ['plans.update'] }),
      route('admin-localizations', 'Localizations', '/admin/localizations', 'library', { permissions: ['localizations.update'] }),
      route('admin-ads', 'Ads', '/admin/ads', 'info', { permissions: ['settings.update'] }),
      route('admin-settings', 'Settings', '/admin/settings', 'settings', { permissions: ['settings.update'] }),
      route('admin-logs', 'Logs', '/admin/logs/schedule', 'history', { permissions: ['logs.view'] }),
    ],
  },
]
