import type { FormEvent } from 'react'
import { trans } from '../../../stores/session'
import { Button, TextField } from '../../../ui'
import { toast, showHttpErrorToast } from '../../../stores/toasts'
import { useResetPassword } from '../api'
import { formValues, useServerErrors } from '../../../lib/forms'

const FIELDS = ['email', 'password', 'password_confirmation', 'token'] as const

/** The mailed link's token and e-mail come from the route; success goes on to the login page. */
export function ResetPasswordForm({ token, email, onDone }: { token: string; email?: string; onDone: () => void }) {
  const reset = useResetPassword()
  const { formRef, errors, handle, clear } = useServerErrors(FIELDS, showHttpErrorToast)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    const v = formValues(event.currentTarget)
    reset.mutate(
      { token, email: email ?? String(v.email), password: String(v.password), password_confirmation: String(v.password_confirmation) },
      {
        onSuccess: (res) => {
          toast.positive(res.message)
          onDone()
        },
        onError: handle,
      },
    )
  }

  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-5">
      <TextField label={trans('Email')} name="email" type="email" required defaultValue={email} disabled={!!email} error={errors.email ?? errors.token} />
      <TextField label={trans('New password')} name="password" type="password" autoComplete="new-password" required autoFocus error={errors.password} />
      <TextField label={trans('Confirm password')} name="password_confirmation" type="password" autoComplete="new-password" required error={errors.password_confirmation} />
      <Button type="submit" disabled={reset.isPending} className="w-full">
        {trans('Reset password')}
      </Button>
    </form>
  )
}
