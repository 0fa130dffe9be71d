import type { Db } from '../../db/client'
import type { PermissionGrant } from '../../../shared/permissions/index'
import type { Mailer } from '../mail/index'
import { makeWorkspaceInvitesService, type InviteNotifier, type WorkspaceInvitesDeps } from './workspace-invites.service'
import { makeWorkspacesRepo } from './workspaces.repo'
import { makeWorkspacesService } from './workspaces.service'

export interface WorkspacesWiring {
  db: Db
  enabled: () => Promise<boolean>
  mailer: Mailer
  /** deps.notifications (narrow ports: deps.ts imports this file, so it may import no module index that imports deps). */
  notifications: InviteNotifier
  permissions: { viewerFor(userId: number): Promise<{ grants: PermissionGrant[] }> }
  settings: { effective(): Promise<{ client: Record<string, unknown> }> }
  translator?: WorkspaceInvitesDeps['translator']
}

/**
 * Built once by the composition root (a shared service): auth uses the invites on register, the
 * active-workspace hook uses membership, and the routes below use both.
 */
export function makeWorkspaces({ db, enabled, mailer, notifications, permissions, settings, translator }: WorkspacesWiring) {
  const repo = makeWorkspacesRepo(db)
  const invites = makeWorkspaceInvitesService({
    repo,
    mailer,
    notifications,
    enabled,
    ...(translator ? { translator } : {}),
    grantsOf: async (userId) => (await permissions.viewerFor(userId)).grants,
    site: async () => {
      const { client } = await settings.effective()
      return { name: String(client['branding.site_name'] ?? 'Encore'), baseUrl: String(client.base_url ?? '').replace(/\/+$/, '') }
    },
  })
  return { service: makeWorkspacesService({ repo, invites, enabled }), invites }
}

export type Workspaces = ReturnType<typeof makeWorkspaces>

