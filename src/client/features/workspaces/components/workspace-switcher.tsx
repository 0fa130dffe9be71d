import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { DEFAULT_WORKSPACE } from '../../../../shared/contract-values'
import { Icon, Menu, MenuDivider, MenuItem } from '../../../ui'
import { sessionState, trans } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import { switchWorkspace, useActiveWorkspaceId } from '../active-workspace'
import { userWorkspacesQuery } from '../api'

/**
 * Navbar menu to pick the active workspace (platform-core §3): the default workspace plus the user's
 * own; shown only to signed-in users when workspaces are enabled.
 */
export function WorkspaceSwitcher() {
  const session = useSnapshot(sessionState)
  const enabled = Boolean(session.user) && settingEnabled('workspaces.integrated', session.settings as Record<string, unknown>)
  const { data, isPending, isError, isFetching } = useQuery({ ...userWorkspacesQuery(), enabled })
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const activeId = useActiveWorkspaceId()
  const workspaces = data?.pagination.data ?? []
  const active = workspaces.find((w) => w.id === activeId)

  // A cookie naming a workspace the user has left (or lost) goes back to the default workspace. Only a
  // settled list decides: right after joining, the cookie names the new workspace before the list that
  // holds it has been refetched, and that must not undo the switch.
  useEffect(() => {
    if (data && !isFetching && activeId !== DEFAULT_WORKSPACE.id && !active) void switchWorkspace(DEFAULT_WORKSPACE.id, queryClient)
  }, [data, isFetching, activeId, active, queryClient])

  if (!enabled) return null
  const name = active?.name ?? trans(DEFAULT_WORKSPACE.name)
  const pick = (id: number) => {
    if (id !== activeId) void switchWorkspace(id, queryClient)
  }
  const trigger = (
    <button
      type="button"
      aria-label={trans('Workspace: :name', { name })}
      className="flex h-9 max-w-44 items-center gap-1 rounded-full px-3 text-sm font-medium text-muted hover:bg-chip hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
    >
      <span className="truncate">{name}</span>
      <Icon name="chevron-down" className="size-4 shrink-0" />
    </button>
  )
  const mark = (id: number) => (id === activeId ? <Icon name="check" className="size-5" /> : <span className="size-5" />)
  return (
    <Menu trigger={trigger}>
      <MenuItem icon={mark(DEFAULT_WORKSPACE.id)} onClick={() => pick(DEFAULT_WORKSPACE.id)}>
        {trans(DEFAULT_WORKSPACE.name)}
      </MenuItem>
      {isPending && <div className="px-3 py-2 text-muted">{trans('Loading…')}</div>}
      {isError && <div className="px-3 py-2 text-danger">{trans('Could not load workspaces')}</div>}
      {workspaces.map((w) => (
        <MenuItem key={w.id} icon={mark(w.id)} onClick={() => pick(w.id)}>
          {w.name}
        </MenuItem>
      ))}
      <MenuDivider />
      <MenuItem icon={<Icon name="settings" className="size-5" />} onClick={() => void navigate({ href: '/workspaces' })}>
        {trans('Manage workspaces')}
      </MenuItem>
    </Menu>
  )
}
