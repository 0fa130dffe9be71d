import { WORKSPACE_MESSAGES, type InviteMembersInput, type Workspace, type WorkspaceWithMembers } from '../../../shared/contracts/workspaces'
import { checkOverQuotaOrNoPermission } from '../../../shared/permissions/index'
import { userRefView } from '../../lib/user-views'
import { forbidden, HttpError, notFound, validationError } from '../../lib/http-errors'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import type { Viewer } from '../permissions/index'
import { accessTo, disabled, OWNER_PERMISSIONS, requireOwner, requireUserId, requireWorkspacePermission } from './workspace-access'
import type { WorkspaceInvitesService } from './workspace-invites.service'
import type { WorkspaceRow, WorkspacesRepo } from './workspaces.repo'

export interface WorkspacesServiceDeps {
  repo: WorkspacesRepo
  invites: WorkspaceInvitesService
  /** Whether workspaces are on now (WORKSPACES_ENABLED, else the admin's `workspaces.integrated`); off, every endpoint answers 404 and `workspaceId` is ignored. */
  enabled: () => Promise<boolean>
}

function toWorkspace(row: WorkspaceRow, membersCount: number, own: { roleId: number | null; isOwner: boolean } | null, permissions: string[]): Workspace {
  return {
    id: row.id,
    name: row.name,
    owner_id: row.ownerId,
    members_count: membersCount,
    is_owner: own?.isOwner ?? false,
    role_id: own?.roleId ?? null,
    permissions,
    created_at: row.createdAt.toISOString(),
  }
}

/** Workspaces, their members and roles (platform-core §3, §7; music-catalog §2.18). Invites: workspace-invites.service.ts. */
export function makeWorkspacesService({ repo, invites, enabled }: WorkspacesServiceDeps) {
  const on = async () => {
    if (!(await enabled())) throw disabled()
  }

  return {
    enabled,

    async userWorkspaces(viewer: Viewer, q: { page?: number; perPage?: number }) {
      await on()
      const userId = requireUserId(viewer)
      const w = pageWindow(q, 50)
      const rows = await repo.userWorkspaces(userId, w.offset, w.limit)
      // Permissions per row would be one query each; the switcher needs names only, the detail call has them.
      return toPagination(
        rows.map((r) => toWorkspace(r.workspace, r.membersCount, r, r.isOwner ? OWNER_PERMISSIONS : [])),
        w,
      )
    },

    /** `workspace-with-members`: the workspace, one page of members and the pending invites. */
    async withMembers(viewer: Viewer, workspaceId: number, q: { page?: number; perPage?: number }): Promise<WorkspaceWithMembers> {
      await on()
      const access = await accessTo(repo, viewer, workspaceId)
      const w = pageWindow(q, 50)
      const [count, members, pending] = await Promise.all([repo.membersCount(workspaceId), repo.members(workspaceId, w.offset, w.limit), repo.invites(workspaceId)])
      return {
        workspace: toWorkspace(access.workspace, count, access.membership, access.permissions),
        members: toPagination(
          members.map((m) => ({ ...userRefView(m), role_id: m.roleId, role_name: m.roleName, is_owner: m.isOwner })),
          w,
        ),
        invites: pending.map((i) => ({ id: i.id, email: i.email, role_id: i.roleId, role_name: i.roleName, created_at: i.createdAt.toISOString() })),
      }
    },

    /** `workspaces.create`, within its `count` restriction (workspaces the user owns). */
    async create(viewer: Viewer, name: string): Promise<Workspace> {
      await on()
      const userId = requireUserId(viewer)
      const quota = viewer.check('workspaces.create', { restriction: 'count', count: await repo.ownedCount(userId) })
      if (quota.noPermission) throw forbidden()
      if (quota.overQuota) throw forbidden(WORKSPACE_MESSAGES.overQuota)
      const row = await repo.create(name, userId)
      return toWorkspace(row, 1, { roleId: null, isOwner: true }, OWNER_PERMISSIONS)
    },

    async rename(viewer: Viewer, workspaceId: number, name: string): Promise<Workspace> {
      await on()
      const access = await accessTo(repo, viewer, workspaceId)
      requireOwner(access, viewer, 'workspaces.update')
      await repo.rename(workspaceId, name)
      return toWorkspace({ ...access.workspace, name }, await repo.membersCount(workspaceId), access.membership, access.permissions)
    },

    async remove(viewer: Viewer, workspaceId: number): Promise<void> {
      await on()
      const access = await accessTo(repo, viewer, workspaceId)
      requireOwner(access, viewer, 'workspaces.delete')
      await repo.remove(workspaceId)
    },

    async roles() {
      await on()
      return repo.workspaceRoles()
    },

    /** Invites by e-mail with a workspace role, within the owner's `member_count` restriction. */
    async invite(viewer: Viewer, workspaceId: number, input: InviteMembersInput) {
      await on()
      const access = await accessTo(repo, viewer, workspaceId)
      requireWorkspacePermission(access, 'workspace_members.invite')
      const roleIds = new Set((await repo.workspaceRoles()).map((r) => r.id))
      if (!roleIds.has(input.role_id)) throw validationError({ role_id: 'Select a workspace role.' })
      const emails = [...new Set(input.emails)]
      const members = await repo.usersByEmails(emails)
      for (const member of members) {
        if (await repo.membership(workspaceId, member.id)) throw validationError({ emails: WORKSPACE_MESSAGES.alreadyMember })
      }
      const [count, pending, ownerGrants] = await Promise.all([repo.membersCount(workspaceId), repo.invitesCount(workspaceId), invites.grantsOf(access.workspace.ownerId)])
      const quota = checkOverQuotaOrNoPermission(ownerGrants, 'workspaces.create', { restriction: 'member_count', count: count + pending + emails.length - 1 })
      if (quota.overQuota) throw forbidden(WORKSPACE_MESSAGES.membersOverQuota)
      return invites.send(access.workspace, emails, input.role_id, requireUserId(viewer))
    },

    /** Changes a member's workspace role; the owner's membership is not editable. */
    async changeRole(viewer: Viewer, workspaceId: number, userId: number, roleId: number): Promise<void> {
      await on()
      const access = await accessTo(repo, viewer, workspaceId)
      requireWorkspacePermission(access, 'workspace_members.update')
      const target = await repo.membership(workspaceId, userId)
      if (!target) throw notFound()
      if (target.isOwner) throw forbidden(WORKSPACE_MESSAGES.ownerStays)
      if (!(await repo.workspaceRoles()).some((r) => r.id === roleId)) throw validationError({ role_id: 'Select a workspace role.' })
      await repo.changeRole(workspaceId, userId, roleId)
    },

    /** Removes a member, or leaves when `userId` is the caller; the owner can do neither (delete instead). */
    async removeMember(viewer: Viewer, workspaceId: number, userId: number): Promise<void> {
      await on()
      const access = await accessTo(repo, viewer, workspaceId)
      if (userId !== viewer.userId) requireWorkspacePermission(access, 'workspace_members.delete')
      const target = await repo.membership(workspaceId, userId)
      if (!target) throw notFound()
      if (target.isOwner) throw new HttpError(403, WORKSPACE_MESSAGES.ownerStays)
      await repo.removeMember(workspaceId, userId)
    },

    /** For the active-workspace hook: is the user a member (a site admin counts only where a member). */
    async isMember(workspaceId: number, userId: number): Promise<boolean> {
      return (await enabled()) && (await repo.membership(workspaceId, userId)) !== null
    },
  }
}

export type WorkspacesService = ReturnType<typeof makeWorkspacesService>
