import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DEFAULT_WORKSPACE } from '../../../../shared/contracts/workspaces'
import { useSnapshot } from 'valtio'
import { can, sessionState, trans } from '../../../stores/session'
import { Button, buttonClasses, EmptyState, Skeleton } from '../../../ui'
import { switchWorkspace, useActiveWorkspaceId } from '../active-workspace'
import { userWorkspacesQuery } from '../api'
import { CreateWorkspaceForm } from './create-workspace-form'

/** /workspaces: the default workspace and the user's workspaces, switch or manage each, create one. */
export function WorkspacesPage() {
  const { data, isPending, isError, refetch } = useQuery(userWorkspacesQuery())
  const queryClient = useQueryClient()
  const activeId = useActiveWorkspaceId()
  // Re-render when the session (and with it `workspaces.create`) arrives or changes.
  const session = useSnapshot(sessionState)
  const mayCreate = can('workspaces.create', session)
  const rows = [{ ...DEFAULT_WORKSPACE, is_owner: false, own: false }, ...(data?.pagination.data ?? []).map((w) => ({ ...w, own: true }))]
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-6">
      <h1 className="text-2xl font-bold md:text-3xl">{trans('Workspaces')}</h1>
      {mayCreate && <CreateWorkspaceForm />}
      {isError ? (
        <EmptyState title={trans('There was an issue loading this page')} message={trans('Please try again later')}>
          <Button variant="outline" onClick={() => void refetch()}>
            {trans('Try again')}
          </Button>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-busy={isPending}>
          {rows.map((w) => (
            <li key={w.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-auto">
                <div className="truncate font-semibold">{w.id === DEFAULT_WORKSPACE.id ? trans(w.name) : w.name}</div>
                <div className="text-sm text-muted">{trans(':count [one member|other members]', { count: w.members_count })}</div>
              </div>
              {w.id === activeId ? (
                <span className="rounded-full bg-chip px-3 py-1 text-xs font-medium">{trans('Active')}</span>
              ) : (
                <Button size="sm" variant="outline" onClick={() => void switchWorkspace(w.id, queryClient)}>
                  {trans('Switch to')}
                </Button>
              )}
              {w.own && (
                <Link to="/workspaces/$workspaceId" params={{ workspaceId: String(w.id) }} className={buttonClasses('ghost', 'sm')}>
                  {trans('Manage')}
                </Link>
              )}
            </li>
          ))}
          {isPending && (
            <li className="px-4 py-3">
              <Skeleton className="h-10 w-full" />
            </li>
          )}
        </ul>
      )}
      {!isPending && !isError && data.pagination.data.length === 0 && (
        // The personal workspace is listed above, so this speaks of shared ones only (issue 28).
        <p className="text-sm text-muted">
          {mayCreate ? trans('No shared workspaces yet. Create one above, or join one from an invitation.') : trans('No shared workspaces yet. Join one from an invitation.')}
        </p>
      )}
    </div>
  )
}
