import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { hasPermission } from '../../../../shared/permissions/index'
import { trans } from '../../../stores/session'
import { showHttpErrorToast } from '../../../stores/toasts'
import { Button } from '../../../ui'
import { useCancelInvite, workspaceRolesQuery, workspaceWithMembersQuery } from '../api'
import { InviteDialog } from './invite-dialog'
import { MemberRow } from './member-row'
import { WorkspaceSettings } from './workspace-settings'

/** /workspaces/{id}: members with their roles, pending invites, invite dialog, rename/delete or leave. */
export function WorkspacePage({ workspaceId }: { workspaceId: number }) {
  const { data } = useSuspenseQuery(workspaceWithMembersQuery(workspaceId))
  const roles = useQuery(workspaceRolesQuery())
  const cancel = useCancelInvite()
  const [inviting, setInviting] = useState(false)
  const { workspace, members, invites } = data
  const may = (name: string) => hasPermission(workspace.permissions.map((p) => ({ name: p })), name)
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-6 md:px-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="flex-auto truncate text-2xl font-bold md:text-3xl">{workspace.name}</h1>
        {may('workspace_members.invite') && <Button onClick={() => setInviting(true)}>{trans('Invite members')}</Button>}
      </header>
      <section aria-labelledby="ws-members" className="flex flex-col gap-3">
        <h2 id="ws-members" className="text-lg font-semibold">
          {trans('Members (:count)', { count: workspace.members_count })}
        </h2>
        <ul className="divide-y divide-border rounded-lg border border-border">
          {members.data.map((m) => (
            <MemberRow
              key={m.id}
              workspaceId={workspace.id}
              member={m}
              roles={roles.data?.roles ?? []}
              canChangeRole={may('workspace_members.update')}
              canRemove={may('workspace_members.delete')}
            />
          ))}
        </ul>
      </section>
      {invites.length > 0 && (
        <section aria-labelledby="ws-invites" className="flex flex-col gap-3">
          <h2 id="ws-invites" className="text-lg font-semibold">
            {trans('Pending invitations')}
          </h2>
          <ul className="divide-y divide-border rounded-lg border border-border">
            {invites.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <span className="min-w-0 flex-auto truncate">{i.email}</span>
                <span className="text-sm text-muted">{i.role_name}</span>
                {may('workspace_members.invite') && (
                  <Button size="sm" variant="ghost" disabled={cancel.isPending} onClick={() => cancel.mutate({ id: workspace.id, inviteId: i.id }, { onError: (e) => showHttpErrorToast(e) })}>
                    {trans('Withdraw')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="ws-settings" className="flex flex-col gap-3">
        <h2 id="ws-settings" className="text-lg font-semibold">
          {trans('Settings')}
        </h2>
        <WorkspaceSettings workspace={workspace} />
      </section>
      {inviting && <InviteDialog workspaceId={workspace.id} onClose={() => setInviting(false)} />}
    </div>
  )
}
