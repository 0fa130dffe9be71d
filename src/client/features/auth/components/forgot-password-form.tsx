import { Link } from '@tanstack/react-router'
import { trans } from '../../../stores/session'
import type { FormEvent } from 'react'
import { Button, TextField } from '../../../ui'
import { toast, showHttpErrorToast } from '../../../stores/toasts'
import { useForgotPassword } from '../api'
import { formValues, useServerErrors } from '../../../lib/forms'

const FIELDS = ['email'] as const

export function ForgotPasswordForm() {
  const forgot = useForgotPassword()
  const { formRef, errors, handle, clear } = useServerErrors(FIELDS, showHttpErrorToast)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    forgot.mutate({ email: String(formValues(event.currentTarget).email) }, { onSuccess: (res) => toast.positive(res.message), onError: handle })
  }

  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-sm text-muted">{trans('Enter your email address below and we will send you a link to reset or create your password.')}</p>
      <TextField label={trans('Email')} name="email" type="email" autoComplete="email" required autoFocus error={errors.email} />
      <Button type="submit" disabled={forgot.isPending} className="w-full">
        {trans('Continue')}
      </Button>
      <Link to="/login" className="text-center text-sm text-primary hover:underline">
        {trans('Back to sign in')}
      </Link>
    </form>
  )
}
