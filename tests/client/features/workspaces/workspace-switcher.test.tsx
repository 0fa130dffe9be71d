import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UserWorkspacesResponseSchema } from '../../../../src/shared/contracts/workspaces'
import { WorkspaceSwitcher } from '../../../../src/client/features/workspaces'
import { readCookie } from '../../../../src/client/lib/cookies'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { fakeApi, reply } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'
import { clearWorkspaceCookie, page, workspace } from './fixtures'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

const signedIn = (integrated: boolean) => applyBootstrapData(makeBootstrap({ user: makeUser() }, { workspaces: { integrated } }))

beforeEach(clearWorkspaceCookie)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('workspace switcher', () => {
  it('lists Default and the user’s workspaces, and switching sets activeWorkspaceId and sends workspaceId', async () => {
    signedIn(true)
    const calls = fakeApi({
      'GET /api/v1/me/workspaces': () => reply(UserWorkspacesResponseSchema, { pagination: page([workspace(3, 'Studio'), workspace(9, 'Label')]) }),
    })
    const user = userEvent.setup()
    await renderWithRouter(WorkspaceSwitcher)
    await user.click(await screen.findByRole('button', { name: 'Workspace: Default' }))
    expect(screen.getByRole('menuitem', { name: 'Default' })).toBeTruthy()
    await user.click(await screen.findByRole('menuitem', { name: 'Label' }))
    expect(readCookie('activeWorkspaceId')).toBe('9')
    // Every cached query is asked again, now in the chosen workspace.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/v1/me/workspaces').at(-1)?.search.get('workspaceId')).toBe('9'))
    expect(await screen.findByRole('button', { name: 'Workspace: Label' })).toBeTruthy()
  })

  it('goes back to the default workspace when the cookie names a workspace the user is not in', async () => {
    signedIn(true)
    document.cookie = 'activeWorkspaceId=42; Path=/'
    fakeApi({ 'GET /api/v1/me/workspaces': () => reply(UserWorkspacesResponseSchema, { pagination: page([workspace(3, 'Studio')]) }) })
    await renderWithRouter(WorkspaceSwitcher)
    await waitFor(() => expect(readCookie('activeWorkspaceId')).toBe('0'))
    expect(await screen.findByRole('button', { name: 'Workspace: Default' })).toBeTruthy()
  })

  it('keeps a workspace just joined active while the list that holds it is still being fetched', async () => {
    signedIn(true)
    let joined = false
    fakeApi({
      'GET /api/v1/me/workspaces': () =>
        reply(UserWorkspacesResponseSchema, { pagination: page(joined ? [workspace(3, 'Studio'), workspace(7, 'Night Shift')] : [workspace(3, 'Studio')]) }),
    })
    const { switchWorkspace } = await import('../../../../src/client/features/workspaces')
    const { queryClient } = await renderWithRouter(WorkspaceSwitcher)
    expect(await screen.findByRole('button', { name: 'Workspace: Default' })).toBeTruthy()
    // Joining: the server adds the membership, then the cookie names the new workspace and every query refetches.
    joined = true
    await switchWorkspace(7, queryClient)
    expect(await screen.findByRole('button', { name: 'Workspace: Night Shift' })).toBeTruthy()
    expect(readCookie('activeWorkspaceId')).toBe('7')
  })

  it('renders nothing and asks nothing when workspaces are off', async () => {
    signedIn(false)
    const calls = fakeApi({})
    const { container } = await renderWithRouter(WorkspaceSwitcher)
    expect(container.textContent).toBe('')
    expect(calls).toEqual([])
  })
})
