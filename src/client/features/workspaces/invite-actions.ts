import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { WORKSPACE_INVITE_ACTIONS } from '../../../shared/contracts/notifications'
import { JoinWorkspaceResponseSchema, WORKSPACE_MESSAGES } from '../../../shared/contracts/workspaces'
import { http, HttpError, requestHeaders } from '../../lib/http'
import { showHttpErrorToast, toast } from '../../stores/toasts'
import { switchWorkspace } from './active-workspace'
import { workspaceKeys } from './api'

export type InviteOutcome = 'joined' | 'declined' | 'invalid' | 'failed' | 'ignored'

const JOIN = new Set<string>([WORKSPACE_INVITE_ACTIONS.join, 'join'])
const DECLINE = new Set<string>([WORKSPACE_INVITE_ACTIONS.decline, 'decline'])

/**
 * Join or decline a workspace invite (platform-core §4, §7, §8): joining makes the workspace active
 * and refetches the workspace list and notifications ("Joined workspace"); declining says "Declined
 * workspace invitation". An invite already used, withdrawn or someone else's (404/403) shows "This
 * invite is no longer valid" and refetches the notifications. `action` is a WORKSPACE_INVITE_ACTIONS
 * name (or plain `join` / `decline`).
 */
export async function handleWorkspaceInviteAction(action: string, inviteId: string | null | undefined, queryClient: QueryClient): Promise<InviteOutcome> {
  const join = JOIN.has(action)
  if ((!join && !DECLINE.has(action)) || !inviteId) return 'ignored'
  try {
    if (join) {
      // The spec keeps GET for joining, but the server wants the XSRF echo on it (a join changes membership).
      const answer = await http.get<{ workspace: { id: number } }>(`workspace/join/${encodeURIComponent(inviteId)}`, { headers: requestHeaders(), schema: JoinWorkspaceResponseSchema })
      toast.positive(WORKSPACE_MESSAGES.joined)
      await switchWorkspace(answer.workspace.id, queryClient)
      return 'joined'
    }
    await http.delete(`workspace/invite/${encodeURIComponent(inviteId)}`)
    toast.positive(WORKSPACE_MESSAGES.declined)
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.notifications })
    return 'declined'
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 403)) {
      toast.danger(WORKSPACE_MESSAGES.inviteInvalid)
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.notifications })
      return 'invalid'
    }
    showHttpErrorToast(error)
    return 'failed'
  }
}

/** The notification item and button shapes the notifications feature hands to action handlers. */
export interface InviteNotificationLike {
  inviteId?: string | null
}

/**
 * Registers join and decline with the notifications feature's action registry, given its
 * `registerNotificationAction`; returns the unregister function (for a layout's effect cleanup).
 */
export function registerWorkspaceInviteActions(
  // Returns a promise, so it fits the notifications feature's NotificationActionHandler as it is.
  register: (name: string, handler: (notification: InviteNotificationLike, button: { action: string }) => Promise<unknown>) => () => void,
  queryClient: QueryClient,
): () => void {
  const handler = (notification: InviteNotificationLike, button: { action: string }) => handleWorkspaceInviteAction(button.action, notification.inviteId, queryClient)
  const offs = [register(WORKSPACE_INVITE_ACTIONS.join, handler), register(WORKSPACE_INVITE_ACTIONS.decline, handler)]
  return () => offs.forEach((off) => off())
}

/** The same handler bound to the component tree's query client. */
export function useWorkspaceInviteAction() {
  const queryClient = useQueryClient()
  return useCallback((action: string, inviteId: string | null | undefined) => handleWorkspaceInviteAction(action, inviteId, queryClient), [queryClient])
}
