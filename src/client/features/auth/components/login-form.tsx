import { Link } from '@tanstack/react-router'
import { trans } from '../../../stores/session'
import { useState, type FormEvent } from 'react'
import { Button, TextField } from '../../../ui'
import { readSetting, settingEnabled } from '../../../stores/settings'
import { useRecaptcha } from '../../recaptcha'
import { useLogin } from '../api'
import { formValues, useServerErrors } from '../../../lib/forms'
import type { BootstrapData } from '../../../../shared/contracts/bootstrap'
import { showHttpErrorToast } from '../../../stores/toasts'

const FIELDS = ['email', 'password'] as const

/** E-mail, password and "Stay signed in for a month" (on by default); demo mode prefills the credentials. */
export function LoginForm({ onSuccess, onTwoFactor }: { onSuccess: (data: BootstrapData) => void; onTwoFactor: () => void }) {
  const login = useLogin()
  const { formRef, errors, handle, clear } = useServerErrors(FIELDS, showHttpErrorToast)
  const demo = settingEnabled('site.demo')
  const [remember, setRemember] = useState(true)
  const recaptcha = useRecaptcha('login')
  const [checking, setChecking] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    const values = formValues(event.currentTarget)
    // When login is protected the human check runs first; a failure has toasted and nothing is sent.
    setChecking(true)
    const human = await recaptcha.verify()
    setChecking(false)
    if (!human) return
    login.mutate(
      { email: String(values.email), password: String(values.password), remember, ...human },
      {
        onSuccess: (res) => ('two_factor' in res ? onTwoFactor() : onSuccess(res.bootstrapData)),
        onError: handle,
      },
    )
  }

  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-5" noValidate={false}>
      <TextField
        label={trans('Email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        defaultValue={demo ? readSetting<string>('demo.email', 'admin@admin.com') : undefined}
        error={errors.email}
      />
      <div className="flex flex-col gap-1.5">
        <TextField
          label={trans('Password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          defaultValue={demo ? readSetting<string>('demo.password', 'admin') : undefined}
          error={errors.password}
        />
        <Link to="/forgot-password" className="self-end text-sm text-primary hover:underline">
          {trans('Forgot your password?')}
        </Link>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} className="size-4 accent-primary" />
        {trans('Stay signed in for a month')}
      </label>
      <Button type="submit" disabled={login.isPending || checking} className="w-full">
        {trans('Continue')}
      </Button>
    </form>
  )
}
