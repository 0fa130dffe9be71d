import { useCallback, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useServerErrors } from '../../../lib/forms'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { trans } from '../../../stores/session'
import { Button, TextField } from '../../../ui'
import { switchWorkspace } from '../active-workspace'
import { useCreateWorkspace } from '../api'

const FIELDS = ['name'] as const

/** Name a new workspace; it becomes the active one. */
export function CreateWorkspaceForm() {
  const [name, setName] = useState('')
  const create = useCreateWorkspace()
  const queryClient = useQueryClient()
  const onOther = useCallback((error: unknown) => showHttpErrorToast(error), [])
  const server = useServerErrors(FIELDS, onOther)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    server.clear()
    create.mutate(name, {
      onSuccess: ({ workspace }) => {
        setName('')
        toast.positive(trans('Created workspace'))
        void switchWorkspace(workspace.id, queryClient)
      },
      onError: server.handle,
    })
  }
  return (
    <form ref={server.formRef} onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        label={trans('New workspace name')}
        name="name"
        value={name}
        maxLength={100}
        required
        onChange={(e) => setName(e.target.value)}
        error={server.errors.name}
        className="flex-auto"
      />
      <Button type="submit" disabled={create.isPending || name.trim() === ''}>
        {trans('Create workspace')}
      </Button>
    </form>
  )
}
