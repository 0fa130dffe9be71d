import { hasPermission } from '../../../shared/permissions/index'
import { WORKSPACE_MESSAGES } from '../../../shared/contracts/workspaces'
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/http-errors'
import type { Viewer } from '../permissions/index'
import type { WorkspaceRow, WorkspacesRepo } from './workspaces.repo'

/** Every workspace permission, which the owner holds whatever their role (music-catalog §2.14). */
export const OWNER_PERMISSIONS = [
  'files.view', 'files.download', 'files.create', 'files.update', 'files.delete',
  'workspace_members.invite', 'workspace_members.update', 'workspace_members.delete',
]

export interface Access {
  workspace: WorkspaceRow
  /** null for a site admin looking at a workspace they are not in. */
  membership: { roleId: number | null; isOwner: boolean } | null
  permissions: string[]
}

export function requireUserId(viewer: Viewer): number {
  if (viewer.userId === null) throw unauthorized()
  return viewer.userId
}

export function disabled(): HttpError {
  return new HttpError(404, WORKSPACE_MESSAGES.disabled)
}

/**
 * The caller's standing in a workspace. Not a member (and not a site admin): 404 rather than 403,
 * so workspace ids cannot be probed.
 */
export async function accessTo(repo: WorkspacesRepo, viewer: Viewer, workspaceId: number): Promise<Access> {
  const userId = requireUserId(viewer)
  const [workspace, membership] = await Promise.all([repo.find(workspaceId), repo.membership(workspaceId, userId)])
  if (!workspace || (!membership && !viewer.isAdmin)) throw notFound()
  const owner = membership?.isOwner || viewer.isAdmin
  const permissions = owner ? OWNER_PERMISSIONS : membership?.roleId ? await repo.roleGrants(membership.roleId) : []
  return { workspace, membership, permissions }
}

/** A workspace permission (the shared rule: `admin` among them passes too); 403 without it. */
export function requireWorkspacePermission(access: Access, name: string): void {
  if (!hasPermission(access.permissions.map((p) => ({ name: p })), name)) throw forbidden()
}

/** Owner-only actions (rename, delete); a site admin with the sitewide permission may too. */
export function requireOwner(access: Access, viewer: Viewer, sitewide: string): void {
  if (access.membership?.isOwner) return
  if (viewer.can(sitewide)) return
  throw forbidden()
}
