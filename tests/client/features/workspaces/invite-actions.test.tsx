import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WORKSPACE_INVITE_ACTIONS, type Notification, type NotificationAction } from '../../../../src/shared/contracts/notifications'
import { JoinWorkspaceResponseSchema } from '../../../../src/shared/contracts/workspaces'
import { handleWorkspaceInviteAction, registerWorkspaceInviteActions } from '../../../../src/client/features/workspaces'
import { readCookie } from '../../../../src/client/lib/cookies'
import { toastState } from '../../../../src/client/stores/toasts'
import { fakeApi, reply } from '../../../helpers/fake-api'
import { newQueryClient } from '../../../helpers/render'
import { clearWorkspaceCookie } from './fixtures'

const INVITE = '2f1e0c52-1b9a-4c55-9a43-3b2ad5d0e001'

beforeEach(() => {
  clearWorkspaceCookie()
  toastState.current = null
})
afterEach(() => vi.unstubAllGlobals())

/** A query client holding a notifications list, to see it refetched. */
function clientWithNotifications() {
  const queryClient = newQueryClient()
  queryClient.setQueryData(['notifications'], { pagination: { data: [] } })
  return queryClient
}

describe('workspace invite buttons (platform-core §4, §8)', () => {
  it('joins: "Joined workspace", the workspace becomes active, notifications are refetched', async () => {
    const calls = fakeApi({ [`GET /api/v1/workspace/join/${INVITE}`]: () => reply(JoinWorkspaceResponseSchema, { workspace: { id: 12 } }) })
    const queryClient = clientWithNotifications()
    expect(await handleWorkspaceInviteAction(WORKSPACE_INVITE_ACTIONS.join, INVITE, queryClient)).toBe('joined')
    expect(toastState.current?.message).toBe('Joined workspace')
    expect(readCookie('activeWorkspaceId')).toBe('12')
    expect(queryClient.getQueryState(['notifications'])?.isInvalidated).toBe(true)
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET /api/v1/workspace/join/${INVITE}`])
  })

  it('sends the XSRF echo with the join GET (the server refuses a join without it)', async () => {
    document.cookie = 'XSRF-TOKEN=tok-123; Path=/'
    try {
      const calls = fakeApi({ [`GET /api/v1/workspace/join/${INVITE}`]: () => reply(JoinWorkspaceResponseSchema, { workspace: { id: 12 } }) })
      expect(await handleWorkspaceInviteAction('join', INVITE, clientWithNotifications())).toBe('joined')
      expect(calls[0]!.headers['X-XSRF-TOKEN']).toBe('tok-123')
    } finally {
      document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/'
    }
  })

  it('declines: "Declined workspace invitation", the active workspace is unchanged', async () => {
    const calls = fakeApi({ [`DELETE /api/v1/workspace/invite/${INVITE}`]: () => ({ json: { status: 'success' } }) })
    expect(await handleWorkspaceInviteAction(WORKSPACE_INVITE_ACTIONS.decline, INVITE, clientWithNotifications())).toBe('declined')
    expect(toastState.current?.message).toBe('Declined workspace invitation')
    expect(readCookie('activeWorkspaceId')).toBeNull()
    expect(calls[0]!.headers['X-HTTP-Method-Override']).toBe('DELETE')
  })

  it.each([404, 403])('answers %i with "This invite is no longer valid", refetches notifications, changes nothing', async (status) => {
    fakeApi({ [`GET /api/v1/workspace/join/${INVITE}`]: () => ({ status, json: { message: 'This invite is no longer valid' } }) })
    const queryClient = clientWithNotifications()
    expect(await handleWorkspaceInviteAction('join', INVITE, queryClient)).toBe('invalid')
    expect(toastState.current).toMatchObject({ message: 'This invite is no longer valid', type: 'danger' })
    expect(queryClient.getQueryState(['notifications'])?.isInvalidated).toBe(true)
    expect(readCookie('activeWorkspaceId')).toBeNull()
  })

  it('registers join and decline with a notification action registry and unregisters them', async () => {
    // Typed as the notifications feature's registry (NotificationActionHandler over the shared contract), so a
    // mismatch with it fails the type check here.
    type Handler = (notification: Notification, button: NotificationAction) => void | Promise<unknown>
    const registry = new Map<string, Handler>()
    const register = (name: string, handler: Handler) => {
      registry.set(name, handler)
      return () => registry.delete(name)
    }
    fakeApi({ [`DELETE /api/v1/workspace/invite/${INVITE}`]: () => ({ json: { status: 'success' } }) })
    const off = registerWorkspaceInviteActions(register, newQueryClient())
    expect([...registry.keys()]).toEqual([WORKSPACE_INVITE_ACTIONS.join, WORKSPACE_INVITE_ACTIONS.decline])
    const item = { inviteId: INVITE } as Notification
    await registry.get(WORKSPACE_INVITE_ACTIONS.decline)!(item, { action: WORKSPACE_INVITE_ACTIONS.decline, label: 'Decline' })
    await waitFor(() => expect(toastState.current?.message).toBe('Declined workspace invitation'))
    off()
    expect(registry.size).toBe(0)
  })

  it('ignores other actions and items without an invite id', async () => {
    const calls = fakeApi({})
    expect(await handleWorkspaceInviteAction('/somewhere', INVITE, newQueryClient())).toBe('ignored')
    expect(await handleWorkspaceInviteAction('join', null, newQueryClient())).toBe('ignored')
    expect(calls).toEqual([])
  })
})
