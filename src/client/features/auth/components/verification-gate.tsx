import type { FormEvent } from 'react'
import { trans } from '../../../stores/session'
import { useSnapshot } from 'valtio'
import { Button, TextField } from '../../../ui'
import { Logo } from '../../shell'
import { sessionState } from '../../../stores/session'
import { toast, showHttpErrorToast } from '../../../stores/toasts'
import { useResendVerification, useValidateVerificationCode } from '../api'
import { maskEmail } from '../auth-utils'
import { formValues, useServerErrors } from '../../../lib/forms'
import { useLogoutAction } from '../use-logout'

const FIELDS = ['code'] as const

/**
 * Shown in place of the app while require_email_confirmation is on and the user has not verified
 * (platform-core §2). A valid code reloads the whole page so every part starts as a verified user.
 */
export function VerificationGate() {
  const session = useSnapshot(sessionState)
  const email = (session.user?.email as string | null | undefined) ?? null
  const validate = useValidateVerificationCode()
  const resend = useResendVerification()
  const logout = useLogoutAction()
  const { formRef, errors, handle, clear } = useServerErrors(FIELDS, showHttpErrorToast)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    validate.mutate({ code: String(formValues(event.currentTarget).code) }, { onSuccess: () => window.location.reload(), onError: handle })
  }

  return (
    <div className="flex min-h-dvh flex-col items-center bg-bg px-4 py-6 text-fg">
      <div className="flex w-full max-w-[440px] items-center justify-between">
        <Button variant="ghost" size="sm" onClick={logout.run} disabled={logout.pending}>
          <span aria-hidden="true">←</span> {trans('Logout')}</Button>
        <Logo />
      </div>
      <form ref={formRef} onSubmit={submit} className="mt-16 flex w-full max-w-[440px] flex-col gap-5">
        <h1 className="text-2xl font-semibold">{trans('Verify your email')}</h1>
        <p className="text-sm text-muted">{trans('Enter the verification code we sent to')} {maskEmail(email)}</p>
        <TextField
          label={trans('Code')}
          name="code"
          placeholder={trans('Enter your verification code')}
          required
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          autoFocus
          autoComplete="one-time-code"
          error={errors.code}
        />
        <Button type="submit" disabled={validate.isPending} className="w-full">
          {trans('Next')}
        </Button>
        <p className="text-sm text-muted">
          {trans("If you don't see the email in your inbox, check your spam folder and promotions tab. If you still don't see it,")}{' '}
          <button
            type="button"
            className="text-primary underline hover:no-underline disabled:pointer-events-none disabled:opacity-50"
            disabled={resend.isPending || !email}
            onClick={() => resend.mutate({ email: email! }, { onSuccess: () => toast.positive('Email sent'), onError: handle })}
          >
            {trans('request a resend')}
          </button>
          .
        </p>
      </form>
    </div>
  )
}
