import type { IconName } from '../../ui'

/**
 * The admin sidebar, one line per item so helpers adding pages merge without conflicts. `to` is the
 * path under /admin; `permission` hides the item from admins who may not use the page (the server
 * refuses anyway); `group` puts it under a heading.
 */
export interface AdminNavItem {
  to: string
  label: string
  icon: IconName
  permission: string
  group: 'Analytics' | 'Content' | 'Users' | 'Site' | 'Settings'
}

export const ADMIN_NAV: AdminNavItem[] = [
  { to: '', label: 'Reports', icon: 'trending', permission: 'admin.access', group: 'Analytics' },
  { to: 'channels', label: 'Channels', icon: 'library', permission: 'channels.update', group: 'Content' },
  { to: 'tracks', label: 'Tracks', icon: 'note', permission: 'music.update', group: 'Content' },
  { to: 'albums', label: 'Albums', icon: 'album', permission: 'music.update', group: 'Content' },
  { to: 'artists', label: 'Artists', icon: 'mic', permission: 'music.update', group: 'Content' },
  { to: 'upload', label: 'Upload', icon: 'upload', permission: 'music.create', group: 'Content' },
  { to: 'genres', label: 'Genres', icon: 'genre', permission: 'genres.update', group: 'Content' },
  { to: 'playlists', label: 'Playlists', icon: 'playlist', permission: 'playlists.update', group: 'Content' },
  { to: 'lyrics', label: 'Lyrics', icon: 'note', permission: 'lyrics.update', group: 'Content' },
  { to: 'comments', label: 'Comments', icon: 'info', permission: 'comments.update', group: 'Content' },
  { to: 'tags', label: 'Tags', icon: 'library', permission: 'tags.update', group: 'Content' },
  { to: 'files', label: 'Files', icon: 'download', permission: 'files.update', group: 'Content' },
  { to: 'backstage-requests', label: 'Backstage requests', icon: 'mic', permission: 'admin', group: 'Users' },
  { to: 'users', label: 'Users', icon: 'user', permission: 'users.update', group: 'Users' },
  { to: 'custom-pages', label: 'Custom pages', icon: 'info', permission: 'custom_pages.update', group: 'Site' },
  { to: 'roles', label: 'Roles', icon: 'admin', permission: 'roles.update', group: 'Users' },
  { to: 'appearance', label: 'Appearance', icon: 'settings', permission: 'appearance.update', group: 'Site' },
  { to: 'subscriptions', label: 'Subscriptions', icon: 'user', permission: 'subscriptions.update', group: 'Users' },
  { to: 'plans', label: 'Plans', icon: 'library', permission: 'plans.update', group: 'Site' },
  { to: 'localizations', label: 'Localizations', icon: 'library', permission: 'localizations.update', group: 'Site' },
  { to: 'ads', label: 'Ads', icon: 'info', permission: 'settings.update', group: 'Site' },
  { to: 'settings', label: 'Settings', icon: 'settings', permission: 'settings.update', group: 'Settings' },
  { to: 'logs/schedule', label: 'Logs', icon: 'history', permission: 'logs.view', group: 'Settings' },
]

export const ADMIN_NAV_GROUPS: AdminNavItem['group'][] = ['Analytics', 'Content', 'Users', 'Site', 'Settings']
