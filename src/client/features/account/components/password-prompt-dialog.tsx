import { trans } from '../../../stores/session'
import type { FormEvent } from 'react'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader, TextField } from '../../../ui'
import type { DialogProps } from '../../../stores/dialogs'
import { formValues, useServerErrors } from '../../../lib/forms'
import { useState } from 'react'
import { showHttpErrorToast } from '../../../stores/toasts'

interface Props {
  title: string
  text: string
  submitLabel: string
  submit: (password: string) => Promise<unknown>
}

/** Asks for the password and runs `submit`; field errors stay in the dialog, success closes it. */
export function PasswordPromptDialog({ title, text, submitLabel, submit, close }: Props & DialogProps<boolean>) {
  const [pending, setPending] = useState(false)
  const { formRef, errors, handle, clear } = useServerErrors(['password'], showHttpErrorToast)
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clear()
    setPending(true)
    submit(String(formValues(event.currentTarget).password)).then(
      () => close(true),
      (error) => {
        setPending(false)
        handle(error)
      },
    )
  }
  return (
    <Dialog onClose={() => close(false)} size="sm">
      <form ref={formRef} onSubmit={onSubmit}>
        <DialogHeader onClose={() => close(false)}>{title}</DialogHeader>
        <DialogBody>
          <p className="mb-4 text-muted">{text}</p>
          <TextField label={trans('Password')} name="password" type="password" required autoFocus autoComplete="current-password" error={errors.password} />
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={() => close(false)}>
            {trans('Cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
