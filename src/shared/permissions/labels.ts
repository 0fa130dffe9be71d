/**
 * What the admin reads for each permission (issue 28: "not `albums.create` twice"): a short label and a
 * sentence saying what it allows. Names stay the contract (music-catalog §2.14); these are display only.
 */
const NOUNS: Record<string, string> = {
  playlists: 'playlists',
  comments: 'comments',
  backstageRequests: 'backstage requests',
  artists: 'artists',
  albums: 'albums',
  tracks: 'tracks',
  genres: 'genres',
  lyrics: 'lyrics',
  channels: 'channels',
  roles: 'roles',
  custom_pages: 'custom pages',
  custom_domains: 'custom domains',
  files: 'files',
  users: 'users',
  localizations: 'translations',
  settings: 'settings',
  plans: 'plans',
  subscriptions: 'subscriptions',
  invoices: 'invoices',
  tags: 'tags',
  uploads: 'uploads',
  workspaces: 'workspaces',
  workspace_members: 'workspace members',
}

const ACTIONS: Record<string, string> = { view: 'View', create: 'Create', update: 'Edit', delete: 'Delete', download: 'Download', invite: 'Invite' }

const FIXED: Record<string, [label: string, description: string]> = {
  admin: ['Super admin', 'Passes every permission check.'],
  'admin.access': ['Access the admin area', 'Opens the admin area; each admin page also needs its own permission.'],
  'appearance.update': ['Edit the appearance', 'Changes the site’s themes and look in the appearance editor.'],
  'api.access': ['Use the API', 'Creates API tokens in account settings and reads the API documentation.'],
  'music.view': ['View music', 'Browses artists, albums, tracks and genres.'],
  'music.play': ['Play music', 'Plays tracks in the player.'],
  'music.download': ['Download music', 'Downloads tracks when downloads are on.'],
  'music.embed': ['Embed music', 'Embeds tracks and albums on other sites.'],
  'music.create': [
    'Upload music',
    'Uploads tracks and creates albums. minutes: total upload minutes (empty = unlimited); artist_selection: may attach uploads to any artist.',
  ],
  'music.update': ['Edit music', 'Edits any artist, album or track, not only their own.'],
  'music.delete': ['Delete music', 'Deletes any artist, album or track, not only their own.'],
  'logs.view': ['View logs', 'Reads the error, e-mail, schedule and failed-job logs.'],
  'uploads.create': ['Upload files', 'Uploads images and other files, such as an avatar.'],
  'workspace_members.invite': ['Invite workspace members', 'Invites people to the workspace by e-mail.'],
  'workspace_members.update': ['Change member roles', 'Changes the role of workspace members.'],
  'workspace_members.delete': ['Remove workspace members', 'Removes members from the workspace.'],
}

export function permissionLabel(name: string, advanced = false): { displayName: string; description: string } {
  const fixed = FIXED[name]
  if (fixed) return { displayName: fixed[0], description: fixed[1] }
  const [group = name, action = ''] = name.split('.')
  const noun = NOUNS[group] ?? group
  const verb = ACTIONS[action] ?? action
  const displayName = `${verb} ${noun}`
  const description = `Lets the user ${verb.toLowerCase()} ${noun}.${advanced ? ' Advanced: an alternative to the Music permissions.' : ''}`
  return { displayName, description }
}

/** The heading of each permission group in the role editor (issue 28). */
export const PERMISSION_GROUP_LABELS: Record<string, string> = {
  admin: 'Admin',
  api: 'API',
  music: 'Music',
  playlists: 'Playlists',
  comments: 'Comments',
  backstageRequests: 'Backstage requests',
  artists: 'Artists',
  albums: 'Albums',
  tracks: 'Tracks',
  genres: 'Genres',
  lyrics: 'Lyrics',
  channels: 'Channels',
  roles: 'Roles',
  custom_pages: 'Custom pages',
  custom_domains: 'Custom domains',
  files: 'Files',
  users: 'Users',
  localizations: 'Localizations',
  settings: 'Settings',
  plans: 'Plans',
  subscriptions: 'Subscriptions',
  invoices: 'Invoices',
  tags: 'Tags',
  uploads: 'Uploads',
  workspaces: 'Workspaces',
  workspace_members: 'Workspace members',
}
