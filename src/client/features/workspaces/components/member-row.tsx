import type { WorkspaceMember, WorkspaceRole } from '../../../../shared/contracts/workspaces'
import { trans } from '../../../stores/session'
import { showHttpErrorToast } from '../../../stores/toasts'
import { Button, Select } from '../../../ui'
import { useChangeMemberRole, useRemoveMember } from '../api'

interface MemberRowProps {
  workspaceId: number
  member: WorkspaceMember
  roles: readonly WorkspaceRole[]
  canChangeRole: boolean
  canRemove: boolean
}

/** One member: name (members never see each other's e-mail), the role (a select for those who may change it) and Remove. */
export function MemberRow({ workspaceId, member, roles, canChangeRole, canRemove }: MemberRowProps) {
  const changeRole = useChangeMemberRole()
  const remove = useRemoveMember()
  const editable = !member.is_owner
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-auto">
        <div className="truncate font-medium">{member.name}</div>
      </div>
      {member.is_owner ? (
        <span className="rounded-full bg-chip px-3 py-1 text-xs font-medium">{trans('Owner')}</span>
      ) : canChangeRole && editable ? (
        <Select
          label={trans('Role of :name', { name: member.name })}
          hideLabel
          className="w-48"
          value={member.role_id}
          options={roles.map((r) => ({ value: r.id, label: r.name }))}
          onChange={(roleId) => changeRole.mutate({ id: workspaceId, userId: member.id, roleId }, { onError: (e) => showHttpErrorToast(e) })}
          disabled={changeRole.isPending}
        />
      ) : (
        <span className="text-sm text-muted">{member.role_name ?? trans('No role')}</span>
      )}
      {canRemove && editable && (
        <Button
          size="sm"
          variant="outline"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ id: workspaceId, userId: member.id }, { onError: (e) => showHttpErrorToast(e) })}
        >
          {trans('Remove')}
        </Button>
      )}
    </li>
  )
}
