import { trans } from '../../../stores/session'
import { useState, type FormEvent } from 'react'
import { Button, TextField } from '../../../ui'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { formValues, useServerErrors } from '../../../lib/forms'
import { useCreateToken, useDeleteToken, type CurrentUser } from '../api'
import { Panel } from './panel'

/** Personal access tokens; the plain-text token is shown once, right after creation. */
export function DevelopersPanel({ user }: { user: CurrentUser }) {
  const create = useCreateToken()
  const remove = useDeleteToken()
  const [plain, setPlain] = useState<string | null>(null)
  const { formRef, errors, handle, clear } = useServerErrors(['tokenName'], showHttpErrorToast)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    const form = event.currentTarget
    create.mutate(String(formValues(form).tokenName), {
      onSuccess: (res) => {
        form.reset()
        setPlain(res.plainTextToken)
        toast.positive('Token create')
      },
      onError: handle,
    })
  }

  return (
    <Panel id="developers" title={trans('API access tokens')} description={trans('Tokens let third-party services use the API on your behalf.')}>
      {plain && (
        <div className="mb-5 rounded-md bg-chip p-4 text-sm">
          <p className="mb-2 font-medium">{trans("Copy your new token now. It won't be shown again.")}</p>
          <code className="block font-mono break-all">{plain}</code>
        </div>
      )}
      <form ref={formRef} onSubmit={submit} className="flex items-end gap-3">
        <TextField label={trans('Token name')} name="tokenName" required maxLength={255} className="flex-auto" error={errors.tokenName} />
        <Button type="submit" disabled={create.isPending}>
          {trans('Create token')}
        </Button>
      </form>
      <ul className="mt-5 flex flex-col divide-y divide-border">
        {user.tokens.map((t) => (
          <li key={t.id} className="flex items-center justify-between py-3 text-sm">
            <div>
              <div className="font-medium">{t.name}</div>
              <div className="text-muted">{t.last_used_at ? trans('Last used :date', { date: new Date(t.last_used_at).toLocaleString() }) : trans('Never used')}</div>
            </div>
            <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(t.id, { onSuccess: () => toast.positive('Token deleted'), onError: (e) => showHttpErrorToast(e) })}>
              {trans('Delete')}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  )
}
