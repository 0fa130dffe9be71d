import { trans } from '../../../stores/session'
import type { FormEvent } from 'react'
import { Button, TextField } from '../../../ui'
import { toast, showHttpErrorToast } from '../../../stores/toasts'
import { formValues, useServerErrors } from '../../../lib/forms'
import { useChangePassword } from '../api'
import { Panel } from './panel'

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const

export function PasswordPanel() {
  const change = useChangePassword()
  const { formRef, errors, handle, clear } = useServerErrors(FIELDS, showHttpErrorToast)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    const form = event.currentTarget
    const v = formValues(form)
    change.mutate(
      { current_password: String(v.current_password), password: String(v.password), password_confirmation: String(v.password_confirmation) },
      {
        onSuccess: () => {
          form.reset()
          toast.positive('Password changed')
        },
        onError: handle,
      },
    )
  }

  return (
    <Panel id="password" title={trans('Update password')} description={trans('Ensure your account is using a long, random password to stay secure.')}>
      <form ref={formRef} onSubmit={submit} className="flex flex-col gap-4">
        <TextField label={trans('Current password')} name="current_password" type="password" autoComplete="current-password" required error={errors.current_password} />
        <TextField label={trans('New password')} name="password" type="password" autoComplete="new-password" required error={errors.password} />
        <TextField label={trans('Confirm password')} name="password_confirmation" type="password" autoComplete="new-password" required error={errors.password_confirmation} />
        <Button type="submit" disabled={change.isPending} className="self-start">
          {trans('Update password')}
        </Button>
      </form>
    </Panel>
  )
}
