import type { PermissionRestriction } from '../schema/roles'

/** One permission row of music-catalog §2.14; `restrictions` lists what a grant may limit (values set per grant). */
export interface PermissionSeed {
  name: string
  group: string
  type?: 'sitewide' | 'workspace'
  advanced?: boolean
  restrictions?: PermissionRestriction[]
  description?: string
}

const CRUD = ['view', 'create', 'update', 'delete'] as const

function crud(group: string, extra: Partial<PermissionSeed> = {}): PermissionSeed[] {
  return CRUD.map((action) => ({ name: `${group}.${action}`, group, ...extra }))
}

const restriction = (name: string): PermissionRestriction => ({ name, value: null })

export const PERMISSION_SEEDS: PermissionSeed[] = [
  { name: 'admin', group: 'admin', description: 'Passes every permission check.' },
  { name: 'admin.access', group: 'admin' },
  { name: 'appearance.update', group: 'admin' },
  { name: 'api.access', group: 'api' },
  { name: 'music.view', group: 'music' },
  { name: 'music.play', group: 'music' },
  { name: 'music.download', group: 'music' },
  { name: 'music.embed', group: 'music' },
  {
    name: 'music.create',
    group: 'music',
    restrictions: [restriction('minutes'), restriction('artist_selection')],
    description: 'minutes: total upload minutes (empty = unlimited); artist_selection: may attach uploads to any artist.',
  },
  { name: 'music.update', group: 'music' },
  { name: 'music.delete', group: 'music' },
  ...crud('playlists'),
  ...crud('comments'),
  ...crud('backstageRequests'),
  ...(['artists', 'albums', 'tracks', 'genres', 'lyrics', 'channels'] as const).flatMap((g) => crud(g, { advanced: true })),
  ...crud('roles'),
  ...CRUD.map((action) => ({
    name: `custom_pages.${action}`,
    group: 'custom_pages',
    ...(action === 'create' ? { restrictions: [restriction('count')] } : {}),
  })),
  ...crud('custom_domains'),
  ...[...CRUD, 'download'].map((action) => ({ name: `files.${action}`, group: 'files' })),
  ...crud('users'),
  ...crud('localizations'),
  { name: 'settings.view', group: 'settings' },
  { name: 'settings.update', group: 'settings' },
  ...crud('plans'),
  ...crud('subscriptions'),
  { name: 'invoices.view', group: 'invoices' },
  ...crud('tags'),
  { name: 'uploads.create', group: 'uploads' },
  { name: 'logs.view', group: 'admin' },
  ...CRUD.map((action) => ({
    name: `workspaces.${action}`,
    group: 'workspaces',
    ...(action === 'create' ? { restrictions: [restriction('count'), restriction('member_count')] } : {}),
  })),
  ...(['invite', 'update', 'delete'] as const).map((action) => ({
    name: `workspace_members.${action}`,
    group: 'workspace_members',
    type: 'workspace' as const,
  })),
]

export interface RoleSeed {
  name: string
  flags: { default?: boolean; guests?: boolean; internal?: boolean; artists?: boolean }
  /** `workspace` roles are what members hold inside a workspace (music-catalog §2.14, §2.18). */
  type?: 'sitewide' | 'workspace'
  description?: string
  permissions: { name: string; restrictions?: PermissionRestriction[] }[]
}

const grants = (...names: string[]) => names.map((name) => ({ name }))

/** The default roles table of music-catalog §2.14, plus the admin role holding `admin`. */
export const ROLE_SEEDS: RoleSeed[] = [
  {
    name: 'users',
    flags: { default: true },
    permissions: grants(
      'music.view', 'music.embed', 'music.play', 'lyrics.view', 'users.view', 'playlists.create', 'playlists.view',
      'localizations.view', 'uploads.create', 'comments.view', 'comments.create', 'backstageRequests.create',
      'custom_pages.view', 'files.create', 'plans.view', 'tags.view',
    ),
  },
  {
    name: 'guests',
    flags: { guests: true },
    permissions: grants(
      'music.view', 'music.embed', 'music.play', 'lyrics.view', 'users.view', 'playlists.view', 'comments.view',
      'custom_pages.view', 'plans.view', 'tags.view', 'localizations.view',
    ),
  },
  {
    name: 'artists',
    flags: { internal: true, artists: true },
    permissions: [{ name: 'music.create', restrictions: [{ name: 'minutes', value: 60 }] }],
  },
  { name: 'admin', flags: { internal: true }, permissions: grants('admin') },
  ...workspaceRoleSeeds(),
]

/**
 * Workspace roles, offered in the invite dialog (docs/decisions/0014-workspaces.md). The first is the
 * default for invites. Workspace owners pass every workspace check whatever their role.
 */
function workspaceRoleSeeds(): RoleSeed[] {
  const workspace = { flags: {}, type: 'workspace' as const }
  return [
    { name: 'Workspace Member', description: 'Sees and uses the files of the workspace.', permissions: grants('files.view', 'files.download'), ...workspace },
    {
      name: 'Workspace Editor',
      description: 'Also uploads and edits files of the workspace.',
      permissions: grants('files.view', 'files.download', 'files.create', 'files.update'),
      ...workspace,
    },
    {
      name: 'Workspace Admin',
      description: 'Also invites, changes the roles of and removes members.',
      permissions: grants(
        'files.view', 'files.download', 'files.create', 'files.update', 'files.delete',
        'workspace_members.invite', 'workspace_members.update', 'workspace_members.delete',
      ),
      ...workspace,
    },
  ]
}
