import { useQuery } from '@tanstack/react-query'
import { useCallback, useState, type FormEvent } from 'react'
import { useServerErrors } from '../../../lib/forms'
import { trans } from '../../../stores/session'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader, Select, TextField } from '../../../ui'
import { useInviteMembers, workspaceRolesQuery } from '../api'

const FIELDS = ['emails', 'role_id'] as const

/** Invite by e-mail (comma or space separated) with a workspace role; mails and notifies each address. */
export function InviteDialog({ workspaceId, onClose }: { workspaceId: number; onClose: () => void }) {
  const roles = useQuery(workspaceRolesQuery())
  const [emails, setEmails] = useState('')
  const [roleId, setRoleId] = useState<number | null>(null)
  const invite = useInviteMembers()
  const onOther = useCallback((error: unknown) => showHttpErrorToast(error), [])
  const server = useServerErrors(FIELDS, onOther)
  const role = roleId ?? roles.data?.roles[0]?.id ?? null
  const list = emails.split(/[\s,;]+/).filter(Boolean)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (role === null) return
    server.clear()
    invite.mutate(
      { id: workspaceId, emails: list, role_id: role },
      {
        onSuccess: () => {
          toast.positive(trans('Invited'))
          onClose()
        },
        // "emails.0" and the like name one address: shown on the field.
        onError: (error) => server.handle(error),
      },
    )
  }
  return (
    <Dialog onClose={onClose} size="md">
      <form ref={server.formRef} onSubmit={submit}>
        <DialogHeader onClose={onClose}>{trans('Invite members')}</DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <TextField
            label={trans('E-mail addresses')}
            description={trans('Separate several addresses with commas.')}
            name="emails"
            value={emails}
            autoFocus
            onChange={(e) => setEmails(e.target.value)}
            error={server.errors.emails}
          />
          <Select
            label={trans('Role')}
            value={role}
            options={(roles.data?.roles ?? []).map((r) => ({ value: r.id, label: r.name }))}
            onChange={setRoleId}
            disabled={roles.isPending}
          />
          {server.errors.role_id && <p className="text-sm text-danger">{server.errors.role_id}</p>}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>
            {trans('Cancel')}
          </Button>
          <Button type="submit" disabled={invite.isPending || list.length === 0 || role === null}>
            {trans('Invite')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
