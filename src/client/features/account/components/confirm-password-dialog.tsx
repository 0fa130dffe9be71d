import type { FormEvent } from 'react'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader, TextField } from '../../../ui'
import type { DialogProps } from '../../../stores/dialogs'
import { formValues, useServerErrors } from '../../../lib/forms'
import { useConfirmPassword } from '../api'
import { showHttpErrorToast } from '../../../stores/toasts'
import { trans } from '../../../stores/session'

const FIELDS = ['password'] as const

/** Asked by withConfirmedPassword (../confirm-password.ts), which loads it only when the window has lapsed. */
export function ConfirmPasswordDialog({ close }: DialogProps<boolean>) {
  const confirm = useConfirmPassword()
  const { formRef, errors, handle, clear } = useServerErrors(FIELDS, showHttpErrorToast)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    confirm.mutate(String(formValues(event.currentTarget).password), { onSuccess: () => close(true), onError: handle })
  }
  return (
    <Dialog onClose={() => close(false)} size="sm">
      <form ref={formRef} onSubmit={submit}>
        <DialogHeader onClose={() => close(false)}>{trans('Confirm password')}</DialogHeader>
        <DialogBody>
          <p className="mb-4 text-muted">{trans('For your security, please confirm your password to continue.')}</p>
          <TextField label={trans('Password')} name="password" type="password" required autoFocus autoComplete="current-password" error={errors.password} />
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={() => close(false)}>
            {trans('Cancel')}
          </Button>
          <Button type="submit" disabled={confirm.isPending}>
            {trans('Confirm')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}

