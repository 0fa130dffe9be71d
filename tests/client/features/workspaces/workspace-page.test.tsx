import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InvitesResponseSchema, WorkspaceRolesResponseSchema, WorkspaceWithMembersResponseSchema, type WorkspaceWithMembers } from '../../../../src/shared/contracts/workspaces'
import { WorkspacePage } from '../../../../src/client/features/workspaces'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { toastState } from '../../../../src/client/stores/toasts'
import { fakeApi, reply } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'
import { page, workspace } from './fixtures'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const member = (id: number, name: string, isOwner = false) => ({
  id,
  name,
  image: null,
  model_type: 'user' as const,
  role_id: isOwner ? null : 11,
  role_name: isOwner ? null : 'Workspace Member',
  is_owner: isOwner,
})

function withMembers(permissions: string[], isOwner = true): WorkspaceWithMembers {
  return {
    workspace: workspace(5, 'Studio', { permissions, is_owner: isOwner }),
    members: page([member(7, 'Ann', true), member(8, 'Bob')]),
    invites: [],
  }
}

function api(data: WorkspaceWithMembers, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/v1/workspace/5': () => reply(WorkspaceWithMembersResponseSchema, data),
    'GET /api/v1/workspace/roles': () =>
      reply(WorkspaceRolesResponseSchema, { roles: [{ id: 11, name: 'Workspace Member', description: null }, { id: 12, name: 'Workspace Admin', description: null }] }),
    ...extra,
  })
}

const render = () => renderWithRouter(() => (
  <Suspense fallback={<p>Loading</p>}>
    <WorkspacePage workspaceId={5} />
  </Suspense>
))

describe('workspace page', () => {
  it('invites by e-mail with the first workspace role and shows a server field error on the field', async () => {
    applyBootstrapData(makeBootstrap({ user: makeUser() }, { workspaces: { integrated: true } }))
    let attempts = 0
    const calls = api(withMembers(['workspace_members.invite', 'workspace_members.delete', 'workspace_members.update']), {
      'POST /api/v1/workspace/5/invite': () =>
        ++attempts === 1
          ? { status: 422, json: { message: 'Invalid', errors: { emails: 'This user is already a member of the workspace.' } } }
          : reply(InvitesResponseSchema, { invites: [] }),
    })
    const user = userEvent.setup()
    await render()
    await user.click(await screen.findByRole('button', { name: 'Invite members' }))
    await user.type(screen.getByLabelText('E-mail addresses'), 'bob@example.com, cy@example.com')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Invite' }).hasAttribute('disabled')).toBe(false))
    await user.click(screen.getByRole('button', { name: 'Invite' }))
    expect(await screen.findByText('This user is already a member of the workspace.')).toBeTruthy()
    const sent = calls.find((c) => c.url === '/api/v1/workspace/5/invite')
    expect(sent?.body).toEqual({ emails: ['bob@example.com', 'cy@example.com'], role_id: 11 })
    await user.click(screen.getByRole('button', { name: 'Invite' }))
    await waitFor(() => expect(toastState.current?.message).toBe('Invited'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the owner badge, and Remove only for members and only with workspace_members.delete', async () => {
    applyBootstrapData(makeBootstrap({ user: makeUser() }, { workspaces: { integrated: true } }))
    const calls = api(withMembers(['workspace_members.delete']), { 'DELETE /api/v1/workspace/5/member/8': () => ({ json: { status: 'success' } }) })
    const user = userEvent.setup()
    await render()
    expect(await screen.findByText('Owner')).toBeTruthy()
    const removes = screen.getAllByRole('button', { name: 'Remove' })
    expect(removes).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Invite members' })).toBeNull()
    await user.click(removes[0]!)
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/v1/workspace/5/member/8')).toBe(true))
  })

  it('offers Leave instead of rename and delete to a member who does not own it', async () => {
    applyBootstrapData(makeBootstrap({ user: makeUser({ id: 8 }) }, { workspaces: { integrated: true } }))
    api(withMembers([], false))
    await render()
    expect(await screen.findByRole('button', { name: 'Leave workspace' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull()
  })
})
