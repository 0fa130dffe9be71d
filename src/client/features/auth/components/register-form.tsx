import { Link } from '@tanstack/react-router'
import { trans } from '../../../stores/session'
import { useState, type FormEvent } from 'react'
import { Button, TextField } from '../../../ui'
import { readSetting } from '../../../stores/settings'
import type { RegisterResponse } from '../api'
import { useRegister } from '../api'
import { useRecaptcha } from '../../recaptcha'
import { formValues, useServerErrors } from '../../../lib/forms'
import { showHttpErrorToast } from '../../../stores/toasts'

export interface RegisterFormProps {
  /** A query e-mail prefills the field and locks it (invites). */
  email?: string
  inviteType?: string
  inviteId?: string
  loginHref?: string
  onSuccess: (res: RegisterResponse) => void
}

/** E-mail, password, confirmation and one required checkbox per registration policy. */
export function RegisterForm({ email, inviteType, inviteId, loginHref = '/login', onSuccess }: RegisterFormProps) {
  const register = useRegister()
  const policies = readSetting<Array<{ id: string; label: string }>>('registration.policies', []) ?? []
  const fields = ['email', 'password', 'password_confirmation', ...policies.map((p) => p.id)]
  const { formRef, errors, handle, clear } = useServerErrors(fields, showHttpErrorToast)
  const recaptcha = useRecaptcha('register')
  const [checking, setChecking] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    const values = formValues(event.currentTarget)
    const body: Record<string, unknown> = { ...values, invite_type: inviteType, invite_id: inviteId }
    if (email) body.email = email
    // platform-core §5: with recaptcha on for "register" the human check must pass before submit.
    setChecking(true)
    const human = await recaptcha.verify()
    setChecking(false)
    if (!human) return
    register.mutate({ ...body, ...human }, { onSuccess, onError: handle })
  }

  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-5">
      <TextField label={trans('Email')} name="email" type="email" autoComplete="email" required autoFocus={!email} defaultValue={email} disabled={!!email} error={errors.email} />
      <TextField label={trans('Password')} name="password" type="password" autoComplete="new-password" required autoFocus={!!email} error={errors.password} />
      <TextField label={trans('Confirm password')} name="password_confirmation" type="password" autoComplete="new-password" required error={errors.password_confirmation} />
      {policies.map((policy) => (
        <div key={policy.id} className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={policy.id} required className="size-4 accent-primary" />
            {trans('I accept the')} {policy.label}
          </label>
          {errors[policy.id] && <span className="text-xs text-danger">{errors[policy.id]}</span>}
        </div>
      ))}
      <Button type="submit" disabled={register.isPending || checking} className="w-full">
        {trans('Create account')}
      </Button>
      <p className="text-center text-sm text-muted">
        {trans('Already have an account?')}{' '}
        <Link to={loginHref as '/login'} className="text-primary underline hover:no-underline">
          {trans('Sign in.')}
        </Link>
      </p>
    </form>
  )
}
