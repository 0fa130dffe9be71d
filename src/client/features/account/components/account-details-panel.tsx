import { trans } from '../../../stores/session'
import type { ChangeEvent, FormEvent } from 'react'
import { Button, TextField } from '../../../ui'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { AVATAR_ERROR, AVATAR_MAX_BYTES } from '../../../../shared/contract-values'
import { formValues, useServerErrors } from '../../../lib/forms'
import { useRemoveAvatar, useUpdateAccount, useUploadAvatar, type CurrentUser } from '../api'
import { Panel } from './panel'

const FIELDS = ['first_name', 'last_name'] as const

/** Names and avatar. Avatar errors (field `file`) are toasts, as platform-core §5 says. */
export function AccountDetailsPanel({ user }: { user: CurrentUser }) {
  const update = useUpdateAccount()
  const upload = useUploadAvatar()
  const remove = useRemoveAvatar()
  const { formRef, errors, handle, clear } = useServerErrors(FIELDS, showHttpErrorToast)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    const v = formValues(event.currentTarget)
    update.mutate({ first_name: String(v.first_name), last_name: String(v.last_name) }, { onSuccess: () => toast.positive('Updated account details'), onError: handle })
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    // Checked here for a quick answer; the server checks the real bytes again.
    if (!file.type.startsWith('image/') || file.size > AVATAR_MAX_BYTES) return void toast.danger(AVATAR_ERROR)
    upload.mutate(file, { onSuccess: () => toast.positive('Uploaded avatar'), onError: (e) => showHttpErrorToast(e, { field: 'file' }) })
  }

  return (
    <Panel id="account-details" title={trans('Update name and profile image')}>
      <div className="flex flex-col gap-6 md:flex-row-reverse md:items-start">
        <div className="flex flex-col items-center gap-3">
          {user.image ? (
            <img src={user.image} alt="" className="size-24 rounded-full object-cover" />
          ) : (
            <div className="grid size-24 place-items-center rounded-full bg-chip text-2xl font-semibold">{user.name.slice(0, 1).toUpperCase()}</div>
          )}
          <label className="cursor-pointer text-sm text-primary hover:underline">
            {trans('Upload image')}
            <input type="file" accept="image/*" className="sr-only" onChange={pick} disabled={upload.isPending} />
          </label>
          {user.image && (
            <Button variant="text" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: () => toast.positive('Removed avatar'), onError: (e) => showHttpErrorToast(e) })}>
              {trans('Remove image')}
            </Button>
          )}
        </div>
        <form ref={formRef} onSubmit={submit} className="flex flex-auto flex-col gap-4">
          <TextField label={trans('First name')} name="first_name" defaultValue={user.first_name ?? ''} maxLength={100} error={errors.first_name} />
          <TextField label={trans('Last name')} name="last_name" defaultValue={user.last_name ?? ''} maxLength={100} error={errors.last_name} />
          <Button type="submit" disabled={update.isPending} className="self-start">
            {trans('Save')}
          </Button>
        </form>
      </div>
    </Panel>
  )
}
