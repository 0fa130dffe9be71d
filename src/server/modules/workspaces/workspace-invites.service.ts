import { WORKSPACE_MESSAGES, type WorkspaceInvite } from '../../../shared/contracts/workspaces'
import type { PermissionGrant } from '../../../shared/permissions/index'
import { displayName } from '../../lib/display-name'
import { forbidden, notFound } from '../../lib/http-errors'
import { genericMail, type Mailer } from '../mail/index'
import type { Viewer } from '../permissions/index'
import { accessTo, disabled, requireUserId, requireWorkspacePermission } from './workspace-access'
import type { InviteRow, WorkspaceRow, WorkspacesRepo } from './workspaces.repo'

/** What deps.notifications.notifyWorkspaceInvite takes (modules/notifications WorkspaceInviteNotice). */
export interface InviteNotifier {
  notifyWorkspaceInvite(invite: { inviteId: string; email: string; workspaceName: string; inviterName: string; inviterImage?: string | null }): Promise<void>
}

export interface WorkspaceInvitesDeps {
  repo: WorkspacesRepo
  mailer: Mailer
  /** deps.notifications: the in-app and push notice to an invitee who already has an account. */
  notifications: InviteNotifier
  /** The owner's sitewide grants: `workspaces.create`'s `member_count` limits their workspaces. */
  grantsOf: (userId: number) => Promise<PermissionGrant[]>
  site: () => Promise<{ name: string; baseUrl: string }>
  enabled: () => Promise<boolean>
  /** Puts the invite mail in the invitee's chosen language (the site default without an account). */
  translator?: (language: string | null) => Promise<(key: string, params?: Record<string, string | number>) => string>
}

const invalid = () => notFound(WORKSPACE_MESSAGES.inviteInvalid)
/** Checked before the id reaches a uuid column, where a malformed value would be a database error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Invites (platform-core §4): sent by mail and notification, used once — join adds the member and
 * deletes the invite in one transaction; decline deletes it. A used or unknown id is 404, another
 * person's invite 403, and neither changes anything.
 */
export function makeWorkspaceInvitesService({ repo, mailer, notifications, grantsOf, site, enabled, translator }: WorkspaceInvitesDeps) {
  const on = async () => {
    if (!(await enabled())) throw disabled()
  }

  /** The invite, if it exists and is addressed to the caller's e-mail. */
  async function ownInvite(viewer: Viewer, inviteId: string): Promise<{ invite: InviteRow; mine: boolean; userId: number }> {
    const userId = requireUserId(viewer)
    const [invite, user] = await Promise.all([repo.findInvite(inviteId), repo.userById(userId)])
    if (!invite || !user) throw invalid()
    return { invite, mine: user.email.toLowerCase() === invite.email.toLowerCase(), userId }
  }

  async function mailInvite(workspace: WorkspaceRow, invite: InviteRow, inviterName: string, hasAccount: boolean, language: string | null) {
    const { name: siteName, baseUrl } = await site()
    // Named `t` so scripts/extract-i18n.ts lists these lines for translation.
    const t = translator ? await translator(language) : (key: string, params: Record<string, string> = {}) => key.replace(/:(\w+)/g, (m, name: string) => params[name] ?? m)
    const query = `email=${encodeURIComponent(invite.email)}&inviteId=${invite.id}`
    const url = `${baseUrl}/workspace/join/${hasAccount ? 'login' : 'register'}?${query}`
    await mailer.send(
      genericMail({
        to: invite.email,
        subject: t('Invitation to join :workspace', { workspace: workspace.name }),
        siteName,
        lines: [t(':inviter invited you to join the :workspace workspace on :site.', { inviter: inviterName, workspace: workspace.name, site: siteName })],
        action: { label: hasAccount ? t('Join workspace') : t('Create an account to join'), url },
      }),
    )
  }

  return {
    grantsOf,

    /** Stores (or refreshes) the invites, then mails every address and notifies those with an account. */
    async send(workspace: WorkspaceRow, emails: string[], roleId: number, inviterId: number): Promise<WorkspaceInvite[]> {
      const rows = await repo.upsertInvites(workspace.id, emails, roleId, inviterId)
      const [inviter, accounts, roles] = await Promise.all([repo.userById(inviterId), repo.usersByEmails(emails), repo.workspaceRoles()])
      const inviterName = inviter ? displayName(inviter) : 'Someone'
      const languageOf = new Map(accounts.map((a) => [a.email.toLowerCase(), a.language]))
      for (const invite of rows) {
        const email = invite.email.toLowerCase()
        await mailInvite(workspace, invite, inviterName, languageOf.has(email), languageOf.get(email) ?? null)
        await notifications.notifyWorkspaceInvite({ inviteId: invite.id, email: invite.email, workspaceName: workspace.name, inviterName })
      }
      const roleName = (id: number | null) => roles.find((r) => r.id === id)?.name ?? null
      return rows.map((i) => ({ id: i.id, email: i.email, role_id: i.roleId, role_name: roleName(i.roleId), created_at: i.createdAt.toISOString() }))
    },

    /** `GET workspace/join/{inviteId}`: only the invitee; the invite is gone afterwards. */
    async join(viewer: Viewer, inviteId: string): Promise<{ id: number }> {
      await on()
      const { invite, mine, userId } = await ownInvite(viewer, inviteId)
      if (!mine) throw forbidden(WORKSPACE_MESSAGES.inviteInvalid)
      const used = await repo.consumeInvite(invite.id, { userId, workspaceId: invite.workspaceId, roleId: invite.roleId })
      if (!used) throw invalid()
      return { id: invite.workspaceId }
    },

    /** `DELETE workspace/invite/{inviteId}`: the invitee declines, or a member who may invite cancels it. */
    async decline(viewer: Viewer, inviteId: string): Promise<void> {
      await on()
      const { invite, mine } = await ownInvite(viewer, inviteId)
      if (!mine) {
        // Someone else's invite: only the workspace's managers may withdraw it; others learn nothing.
        const access = await accessTo(repo, viewer, invite.workspaceId).catch(() => null)
        if (!access) throw forbidden(WORKSPACE_MESSAGES.inviteInvalid)
        requireWorkspacePermission(access, 'workspace_members.invite')
      }
      if (!(await repo.consumeInvite(invite.id))) throw invalid()
    },

    /** Register with invite_type `workspace`: is `inviteId` a pending invite for this address? */
    async matchesRegistration(inviteId: string, email: string): Promise<boolean> {
      if (!UUID.test(inviteId) || !(await enabled())) return false
      const invite = await repo.findInvite(inviteId)
      return invite !== null && invite.email.toLowerCase() === email.toLowerCase()
    },

    /** Joins the new account through its invite; the workspace id, or null when it was used meanwhile. */
    async acceptRegistration(inviteId: string, userId: number): Promise<number | null> {
      const invite = await repo.findInvite(inviteId)
      if (!invite) return null
      return (await repo.consumeInvite(invite.id, { userId, workspaceId: invite.workspaceId, roleId: invite.roleId })) ? invite.workspaceId : null
    },
  }
}

export type WorkspaceInvitesService = ReturnType<typeof makeWorkspaceInvitesService>
