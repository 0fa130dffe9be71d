import { useState, type FormEvent } from 'react'
import { trans } from '../../../stores/session'
import { Button, TextField } from '../../../ui'
import { useTwoFactorChallenge } from '../api'
import { formValues, useServerErrors } from '../../../lib/forms'
import type { BootstrapData } from '../../../../shared/contracts/bootstrap'
import { showHttpErrorToast } from '../../../stores/toasts'

const FIELDS = ['code', 'recovery_code'] as const

/** The second login step: a 6-digit authenticator code, or one of the 21-character recovery codes. */
export function TwoFactorChallenge({ onSuccess }: { onSuccess: (data: BootstrapData) => void }) {
  const challenge = useTwoFactorChallenge()
  const [useRecovery, setUseRecovery] = useState(false)
  const { formRef, errors, handle, clear } = useServerErrors(FIELDS, showHttpErrorToast)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    const values = formValues(event.currentTarget)
    const body = useRecovery ? { recovery_code: String(values.recovery_code).trim() } : { code: String(values.code).trim() }
    challenge.mutate(body, {
      onSuccess: (res) => {
        if ('bootstrapData' in res) onSuccess(res.bootstrapData)
      },
      onError: handle,
    })
  }

  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-sm text-muted">
        {useRecovery
          ? trans('Confirm access to your account by entering one of your emergency recovery codes.')
          : trans('Confirm access to your account by entering the authentication code provided by your authenticator application.')}
      </p>
      {useRecovery ? (
        <TextField key="recovery" label={trans('Recovery code')} name="recovery_code" required minLength={21} maxLength={21} autoFocus autoComplete="off" error={errors.recovery_code} />
      ) : (
        <TextField key="code" label={trans('Code')} name="code" required minLength={6} maxLength={6} inputMode="numeric" autoFocus autoComplete="one-time-code" error={errors.code} />
      )}
      <Button type="submit" disabled={challenge.isPending} className="w-full">
        {trans('Confirm')}
      </Button>
      <Button variant="text" onClick={() => setUseRecovery(!useRecovery)}>
        {useRecovery ? trans('Use authentication code') : trans('Use recovery code')}
      </Button>
    </form>
  )
}
