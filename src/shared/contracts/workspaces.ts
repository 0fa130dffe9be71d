import { z } from 'zod'
import { idSchema, safeText } from './ids'
import { paginationOf } from './pagination'
import { UserRefSchema } from './user-ref'

/** Workspaces of platform-core §3/§4/§7 and music-catalog §2.18. */

export { DEFAULT_WORKSPACE } from '../contract-values'

export const WORKSPACE_MESSAGES = {
  joined: 'Joined workspace',
  declined: 'Declined workspace invitation',
  inviteInvalid: 'This invite is no longer valid',
  disabled: 'Workspaces are not enabled.',
  notMember: 'You are not a member of this workspace.',
  overQuota: 'You have reached the maximum number of workspaces.',
  membersOverQuota: 'This workspace has reached its maximum number of members.',
  ownerStays: "The workspace owner can't leave or be removed.",
  alreadyMember: 'This user is already a member of the workspace.',
} as const

export const WorkspaceRoleSchema = z.object({ id: z.number(), name: z.string(), description: z.string().nullable() })
export type WorkspaceRole = z.infer<typeof WorkspaceRoleSchema>

export const WorkspaceSchema = z.object({
  id: z.number(),
  name: z.string(),
  owner_id: z.number(),
  members_count: z.number(),
  /** The caller's own membership: their role and whether they own it. */
  is_owner: z.boolean(),
  role_id: z.number().nullable(),
  /** Workspace permissions the caller holds here (all of them for the owner). */
  permissions: z.array(z.string()),
  created_at: z.string(),
})
export type Workspace = z.infer<typeof WorkspaceSchema>

/** A member as other members see them: the public reference (no e-mail) plus the workspace role. */
export const WorkspaceMemberSchema = UserRefSchema.extend({
  role_id: z.number().nullable(),
  role_name: z.string().nullable(),
  is_owner: z.boolean(),
})
export type WorkspaceMember = z.infer<typeof WorkspaceMemberSchema>

export const WorkspaceInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role_id: z.number().nullable(),
  role_name: z.string().nullable(),
  created_at: z.string(),
})
export type WorkspaceInvite = z.infer<typeof WorkspaceInviteSchema>

const nameField = safeText(100)
  .trim()
  .min(1, 'The name field is required.')
  .max(100, 'The name may not be greater than 100 characters.')

export const SaveWorkspaceInputSchema = z.object({ name: nameField })
export type SaveWorkspaceInput = z.infer<typeof SaveWorkspaceInputSchema>

export const InviteMembersInputSchema = z.object({
  emails: z
    .array(z.string().trim().toLowerCase().email('Must be a valid e-mail address.').max(255))
    .min(1, 'Enter at least one e-mail address.')
    .max(20, 'Invite at most 20 people at once.'),
  role_id: idSchema,
})
export type InviteMembersInput = z.infer<typeof InviteMembersInputSchema>

export const ChangeRoleInputSchema = z.object({ role_id: idSchema })

export const WorkspaceParamsSchema = z.object({ workspaceId: idSchema })
export const MemberParamsSchema = z.object({ workspaceId: idSchema, userId: idSchema })
export const InviteParamsSchema = z.object({ inviteId: z.uuid('The invite id is not valid.') })
export const WorkspaceInviteParamsSchema = z.object({ workspaceId: idSchema, inviteId: z.uuid('The invite id is not valid.') })

export const WorkspaceResponseSchema = z.object({ workspace: WorkspaceSchema })
export const UserWorkspacesResponseSchema = z.object({ pagination: paginationOf(WorkspaceSchema) })
export const WorkspaceWithMembersResponseSchema = z.object({
  workspace: WorkspaceSchema,
  members: paginationOf(WorkspaceMemberSchema),
  invites: z.array(WorkspaceInviteSchema),
})
export type WorkspaceWithMembers = z.infer<typeof WorkspaceWithMembersResponseSchema>
export const WorkspaceRolesResponseSchema = z.object({ roles: z.array(WorkspaceRoleSchema) })
export const InvitesResponseSchema = z.object({ invites: z.array(WorkspaceInviteSchema) })
export const JoinWorkspaceResponseSchema = z.object({ workspace: z.object({ id: z.number() }) })
export const WorkspaceStatusResponseSchema = z.object({ status: z.literal('success') })

/** The data a workspace-invite notification carries besides the common notification shape (platform-core §3). */
export const WORKSPACE_INVITE_NOTIFICATION = 'WorkspaceInvitation'
