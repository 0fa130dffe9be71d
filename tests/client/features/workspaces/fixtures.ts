import type { Workspace } from '../../../../src/shared/contracts/workspaces'

export function workspace(id: number, name: string, overrides: Partial<Workspace> = {}): Workspace {
  return {
    id,
    name,
    owner_id: 7,
    members_count: 2,
    is_owner: true,
    role_id: null,
    permissions: ['workspace_members.invite'],
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  }
}

export function page<T>(data: T[]) {
  return { data, current_page: 1, per_page: 50, from: data.length ? 1 : null, to: data.length || null, next_page: null, prev_page: null }
}

export function clearWorkspaceCookie() {
  document.cookie = 'activeWorkspaceId=; Max-Age=0; Path=/'
}
