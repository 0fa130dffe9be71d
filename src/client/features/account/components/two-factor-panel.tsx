import { trans } from '../../../stores/session'
import { useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { Button, TextField } from '../../../ui'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { formValues, useServerErrors } from '../../../lib/forms'
import { qrCodeQuery, useConfirmTwoFactor, useDisableTwoFactor, useEnableTwoFactor, useRegenerateCodes, type CurrentUser } from '../api'
import { withConfirmedPassword } from '../confirm-password'
import { Panel } from './panel'

/** platform-core §4: 0 not enabled, 1 setup pending (a secret exists, not confirmed), 2 enabled. */
export function twoFactorState(user: Pick<CurrentUser, 'two_factor_confirmed_at' | 'two_factor_setup_pending'>): 0 | 1 | 2 {
  if (user.two_factor_confirmed_at) return 2
  return user.two_factor_setup_pending ? 1 : 0
}

export function TwoFactorPanel({ user }: { user: CurrentUser }) {
  const state = twoFactorState(user)
  const enable = useEnableTwoFactor()
  const disable = useDisableTwoFactor()
  const regenerate = useRegenerateCodes()
  // The server keeps only hashes: the plain codes exist in the answer that generated them, shown until disabled.
  const codes = regenerate.data?.recovery_codes ?? enable.data?.recovery_codes
  const run = (action: () => Promise<unknown>, done?: () => void) =>
    withConfirmedPassword(action).then((r) => r !== undefined && done?.(), (e) => showHttpErrorToast(e))
  const off = () =>
    run(
      () => disable.mutateAsync(),
      () => {
        enable.reset()
        regenerate.reset()
        toast.positive('Two factor authentication has been disabled.')
      },
    )

  return (
    <Panel id="two-factor" title={trans('Two factor authentication')} description={trans('Add additional security to your account using two factor authentication.')}>
      {state === 0 && (
        <>
          <p className="mb-4 font-medium">{trans('You have not enabled two factor authentication.')}</p>
          <Button disabled={enable.isPending} onClick={() => run(() => enable.mutateAsync())}>
            {trans('Enable')}
          </Button>
        </>
      )}
      {state === 1 && (
        <>
          {codes && <RecoveryCodes codes={codes} />}
          <SetupStep onCancel={off} />
        </>
      )}
      {state === 2 && (
        <>
          <p className="mb-4 font-medium">{trans('You have enabled two factor authentication.')}</p>
          {codes && <RecoveryCodes codes={codes} />}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={regenerate.isPending} onClick={() => run(() => regenerate.mutateAsync())}>
              {trans('Regenerate recovery codes')}
            </Button>
            <Button variant="danger" disabled={disable.isPending} onClick={off}>
              {trans('Disable')}
            </Button>
          </div>
        </>
      )}
    </Panel>
  )
}

function SetupStep({ onCancel }: { onCancel: () => void }) {
  const qr = useQuery(qrCodeQuery())
  const confirm = useConfirmTwoFactor()
  const { formRef, errors, handle, clear } = useServerErrors(['code'], showHttpErrorToast)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    confirm.mutate(String(formValues(event.currentTarget).code).trim(), { onError: handle })
  }
  return (
    <form ref={formRef} onSubmit={submit} className="flex flex-col gap-4">
      <p className="font-medium">{trans('Finish enabling two factor authentication.')}</p>
      <p className="text-sm text-muted">{trans("Scan the following QR code using your phone's authenticator application or enter the setup key and provide the generated OTP code.")}</p>
      {qr.data && (
        <>
          <img src={`data:image/svg+xml;base64,${btoa(qr.data.svg)}`} alt={trans('Two factor QR code')} className="size-48 rounded bg-white p-2" />
          <p className="text-sm">
            {trans('Setup key:')} <code className="font-mono">{qr.data.secret}</code>
          </p>
        </>
      )}
      <TextField label={trans('Code')} name="code" required minLength={6} maxLength={6} inputMode="numeric" autoComplete="one-time-code" error={errors.code} />
      <div className="flex gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {trans('Confirm')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {trans('Cancel')}
        </Button>
      </div>
    </form>
  )
}

function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="mb-4">
      <p className="mb-2 text-sm text-muted">{trans('Store these recovery codes in a secure password manager. They can be used to recover access to your account if your two factor authentication device is lost.')}</p>
      <ul className="grid gap-1 rounded-md bg-chip p-4 font-mono text-sm">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  )
}
