import { page, type AdminPageEntry } from './page-registry'

/**
 * Every admin page, ONE LINE PER PAGE so parallel additions merge cleanly. Order matters only where two
 * patterns could match the same path (the first wins). Each page is its own chunk, loaded when shown.
 */
export const ADMIN_PAGES: AdminPageEntry[] = [
  { path: '', title: 'Reports', permission: 'admin.access', component: page(() => import('./pages/reports-page'), 'ReportsPage') },
  { path: 'tracks', title: 'Tracks', permission: 'music.update', component: page(() => import('./pages/tracks-page'), 'TracksPage') },
  { path: 'albums', title: 'Albums', permission: 'music.update', component: page(() => import('./pages/albums-page'), 'AlbumsPage') },
  { path: 'artists', title: 'Artists', permission: 'music.update', component: page(() => import('./pages/artists-page'), 'ArtistsPage') },
  { path: 'upload', title: 'Upload', permission: 'music.create', component: page(() => import('./pages/upload-page'), 'UploadPage') },
  { path: 'genres', title: 'Genres', permission: 'genres.update', component: page(() => import('./pages/genres-page'), 'GenresPage') },
  { path: 'playlists', title: 'Playlists', permission: 'playlists.update', component: page(() => import('./pages/playlists-page'), 'PlaylistsPage') },
  { path: 'lyrics', title: 'Lyrics', permission: 'lyrics.update', component: page(() => import('./pages/lyrics-page'), 'LyricsPage') },
  { path: 'comments', title: 'Comments', permission: 'comments.update', component: page(() => import('./pages/comments-page'), 'CommentsPage') },
  { path: 'tags', title: 'Tags', permission: 'tags.update', component: page(() => import('./pages/tags-page'), 'TagsPage') },
  { path: 'files', title: 'Files', permission: 'files.update', component: page(() => import('./pages/files-page'), 'FilesPage') },
  { path: 'backstage-requests', title: 'Backstage requests', permission: 'admin', component: page(() => import('./pages/backstage-requests-page'), 'BackstageRequestsAdminPage') },
  { path: 'backstage-requests/:requestId', title: 'Backstage request', permission: 'admin', component: page(() => import('./pages/backstage-requests-page'), 'BackstageRequestsAdminPage') },
  { path: 'users', title: 'Users', permission: 'users.update', component: page(() => import('./pages/users-page'), 'UsersPage') },
  { path: 'users/:userId', title: 'User', permission: 'users.update', component: page(() => import('./pages/user-page'), 'UserPage') },
  { path: 'users/:userId/:tab', title: 'User', permission: 'users.update', component: page(() => import('./pages/user-page'), 'UserPage') },
  { path: 'roles', title: 'Roles', permission: 'roles.update', component: page(() => import('./pages/roles-page'), 'RolesPage') },
  { path: 'roles/new', title: 'New role', permission: 'roles.create', component: page(() => import('./pages/role-edit-page'), 'RoleEditPage') },
  { path: 'roles/:roleId/edit', title: 'Edit role', permission: 'roles.update', component: page(() => import('./pages/role-edit-page'), 'RoleEditPage') },
  { path: 'settings', title: 'Settings', permission: 'settings.update', component: page(() => import('../admin-settings/index'), 'AdminSettingsPage') },
  { path: 'settings/:section', title: 'Settings', permission: 'settings.update', component: page(() => import('../admin-settings/index'), 'AdminSettingsPage') },
  { path: 'ads', title: 'Ads', permission: 'settings.update', component: page(() => import('../admin-settings/index'), 'AdsPage') },
  { path: 'logs', title: 'Schedule log', permission: 'logs.view', component: page(() => import('../admin-settings/index'), 'ScheduleLogPage') },
  { path: 'logs/schedule', title: 'Schedule log', permission: 'logs.view', component: page(() => import('../admin-settings/index'), 'ScheduleLogPage') },
  { path: 'logs/error', title: 'Error log', permission: 'logs.view', component: page(() => import('../admin-settings/index'), 'ErrorLogPage') },
  { path: 'logs/outgoing-email', title: 'Outgoing email log', permission: 'logs.view', component: page(() => import('../admin-settings/index'), 'OutgoingEmailLogPage') },
  { path: 'localizations', title: 'Localizations', permission: 'localizations.update', component: page(() => import('../localization/index'), 'LocalizationsPage') },
  { path: 'localizations/:localeId/translate', title: 'Translate', permission: 'localizations.update', component: page(() => import('../localization/index'), 'TranslatePage') },
]
