import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  InvitesResponseSchema,
  UserWorkspacesResponseSchema,
  WorkspaceResponseSchema,
  WorkspaceRolesResponseSchema,
  WorkspaceWithMembersResponseSchema,
  type InviteMembersInput,
  type WorkspaceWithMembers,
} from '../../../shared/contracts/workspaces'
import { http } from '../../lib/http'
import type { z } from 'zod'

const dev = import.meta.env.DEV

/** platform-core §7 names the first two keys: `user-workspaces` and `workspace-with-members` (with id). */
export const workspaceKeys = {
  user: ['user-workspaces'] as const,
  withMembers: (id: number) => ['workspace-with-members', id] as const,
  roles: ['workspace-roles'] as const,
  /** The notifications feature's list key (platform-core §7); refetched after an invite is used. */
  notifications: ['notifications'] as const,
}

type UserWorkspaces = z.infer<typeof UserWorkspacesResponseSchema>

/** The caller's workspaces (first 50: the switcher's list; the default workspace is added by the UI). */
export const userWorkspacesQuery = () =>
  queryOptions({
    queryKey: workspaceKeys.user,
    queryFn: ({ signal }) =>
      http.get<UserWorkspaces>('me/workspaces', { params: { perPage: 50 }, schema: dev ? UserWorkspacesResponseSchema : undefined, signal }),
  })

export const workspaceWithMembersQuery = (id: number) =>
  queryOptions({
    queryKey: workspaceKeys.withMembers(id),
    queryFn: ({ signal }) =>
      http.get<WorkspaceWithMembers>(`workspace/${id}`, { params: { perPage: 100 }, schema: dev ? WorkspaceWithMembersResponseSchema : undefined, signal }),
  })

export const workspaceRolesQuery = () =>
  queryOptions({
    queryKey: workspaceKeys.roles,
    queryFn: ({ signal }) =>
      http.get<z.infer<typeof WorkspaceRolesResponseSchema>>('workspace/roles', { schema: dev ? WorkspaceRolesResponseSchema : undefined, signal }),
    staleTime: 5 * 60_000,
  })

type WorkspaceAnswer = z.infer<typeof WorkspaceResponseSchema>

/** Every workspace mutation changes the list, and the one workspace when an id is known. */
function useWorkspaceMutation<I, O>(fn: (input: I) => Promise<O>, idOf?: (input: I) => number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.user })
      if (idOf) void queryClient.invalidateQueries({ queryKey: workspaceKeys.withMembers(idOf(input)) })
    },
  })
}

export const useCreateWorkspace = () =>
  useWorkspaceMutation((name: string) => http.post<WorkspaceAnswer>('workspace', { body: { name }, schema: dev ? WorkspaceResponseSchema : undefined }))

export const useRenameWorkspace = () =>
  useWorkspaceMutation(
    ({ id, name }: { id: number; name: string }) => http.put<WorkspaceAnswer>(`workspace/${id}`, { body: { name }, schema: dev ? WorkspaceResponseSchema : undefined }),
    (input) => input.id,
  )

export const useDeleteWorkspace = () => useWorkspaceMutation((id: number) => http.delete(`workspace/${id}`))

export const useInviteMembers = () =>
  useWorkspaceMutation(
    ({ id, ...body }: InviteMembersInput & { id: number }) =>
      http.post<z.infer<typeof InvitesResponseSchema>>(`workspace/${id}/invite`, { body, schema: dev ? InvitesResponseSchema : undefined }),
    (input) => input.id,
  )

export const useChangeMemberRole = () =>
  useWorkspaceMutation(
    ({ id, userId, roleId }: { id: number; userId: number; roleId: number }) => http.put(`workspace/${id}/member/${userId}`, { body: { role_id: roleId } }),
    (input) => input.id,
  )

export const useRemoveMember = () =>
  useWorkspaceMutation(({ id, userId }: { id: number; userId: number }) => http.delete(`workspace/${id}/member/${userId}`), (input) => input.id)

/** Withdraws a pending invite (same endpoint the invitee declines with). */
export const useCancelInvite = () =>
  useWorkspaceMutation(({ inviteId }: { id: number; inviteId: string }) => http.delete(`workspace/invite/${inviteId}`), (input) => input.id)
