import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useState, type FormEvent } from 'react'
import { DEFAULT_WORKSPACE, type Workspace } from '../../../../shared/contracts/workspaces'
import { useServerErrors } from '../../../lib/forms'
import { sessionState, trans } from '../../../stores/session'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, TextField } from '../../../ui'
import { currentWorkspaceId, switchWorkspace } from '../active-workspace'
import { useDeleteWorkspace, useRemoveMember, useRenameWorkspace } from '../api'

const FIELDS = ['name'] as const

/** Rename and delete (owner), or leave (other members). Leaving or deleting the active one activates the default. */
export function WorkspaceSettings({ workspace }: { workspace: Workspace }) {
  const [name, setName] = useState(workspace.name)
  const rename = useRenameWorkspace()
  const remove = useDeleteWorkspace()
  const leave = useRemoveMember()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const onOther = useCallback((error: unknown) => showHttpErrorToast(error), [])
  const server = useServerErrors(FIELDS, onOther)

  const gone = async (message: string) => {
    toast.positive(trans(message))
    if (currentWorkspaceId() === workspace.id) await switchWorkspace(DEFAULT_WORKSPACE.id, queryClient)
    await navigate({ href: '/workspaces' })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    server.clear()
    rename.mutate({ id: workspace.id, name }, { onSuccess: () => toast.positive(trans('Renamed workspace')), onError: server.handle })
  }

  if (!workspace.is_owner) {
    const userId = sessionState.user?.id
    return (
      <Button
        variant="outline"
        className="self-start"
        disabled={leave.isPending || !userId}
        onClick={() => leave.mutate({ id: workspace.id, userId: userId! }, { onSuccess: () => void gone('Left workspace'), onError: (e) => showHttpErrorToast(e) })}
      >
        {trans('Leave workspace')}
      </Button>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <form ref={server.formRef} onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField label={trans('Name')} name="name" value={name} maxLength={100} required onChange={(e) => setName(e.target.value)} error={server.errors.name} className="flex-auto" />
        <Button type="submit" variant="outline" disabled={rename.isPending || name.trim() === '' || name === workspace.name}>
          {trans('Rename')}
        </Button>
      </form>
      <Button
        variant="danger"
        className="self-start"
        disabled={remove.isPending}
        onClick={() => {
          if (!window.confirm(trans('Delete :name? Members lose access; files go back to their uploaders.', { name: workspace.name }))) return
          remove.mutate(workspace.id, { onSuccess: () => void gone('Deleted workspace'), onError: (e) => showHttpErrorToast(e) })
        }}
      >
        {trans('Delete workspace')}
      </Button>
    </div>
  )
}
