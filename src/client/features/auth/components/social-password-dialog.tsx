import type { FormEvent } from 'react'
import { trans } from '../../../stores/session'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader, TextField } from '../../../ui'
import type { DialogProps } from '../../../stores/dialogs'
import type { BootstrapData } from '../../../../shared/contracts/bootstrap'
import { useSocialConnect } from '../api'
import { formValues, useServerErrors } from '../../../lib/forms'
import { showHttpErrorToast } from '../../../stores/toasts'

const FIELDS = ['password'] as const

/** REQUEST_PASSWORD: the owner of the existing account proves it before the provider is linked. */
export function SocialPasswordDialog({ close }: DialogProps<BootstrapData>) {
  const connect = useSocialConnect()
  const { formRef, errors, handle, clear } = useServerErrors(FIELDS, showHttpErrorToast)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    connect.mutate({ password: String(formValues(event.currentTarget).password) }, { onSuccess: (res) => close(res.bootstrapData), onError: handle })
  }

  return (
    <Dialog onClose={() => close()} size="sm">
      <form ref={formRef} onSubmit={submit}>
        <DialogHeader onClose={() => close()}>{trans('Password required')}</DialogHeader>
        <DialogBody>
          <p className="mb-4 text-sm text-muted">
            {trans('An account with this email address already exists. If you want to connect the two accounts, enter existing account password.')}
          </p>
          <TextField label={trans('Password')} name="password" type="password" required autoFocus autoComplete="current-password" error={errors.password} />
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={() => close()}>
            {trans('Cancel')}
          </Button>
          <Button type="submit" disabled={connect.isPending}>
            {trans('Connect')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
