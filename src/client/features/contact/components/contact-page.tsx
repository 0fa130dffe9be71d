import { useState, type FormEvent } from 'react'
import { CONTACT_SUCCESS_MESSAGE } from '../../../../shared/contracts/contact'
import { formValues, useServerErrors } from '../../../lib/forms'
import { toast, showHttpErrorToast } from '../../../stores/toasts'
import { Button, TextField } from '../../../ui'
import { useRecaptcha } from '../../recaptcha'
import { useSendContactMessage } from '../api'
import { useSnapshot } from 'valtio'
import { sessionState, trans } from '../../../stores/session'

const FIELDS = ['name', 'email', 'message', 'recaptcha_token'] as const

/**
 * `/contact`: name, e-mail and message (music-product §2, §5); the human check first when enabled. A
 * signed-in user's name and e-mail are filled in (issue 28), and stay after a sent message resets the form.
 */
export function ContactPage() {
  const { user } = useSnapshot(sessionState)
  const send = useSendContactMessage()
  const { formRef, errors, handle, clear } = useServerErrors(FIELDS, showHttpErrorToast)
  const recaptcha = useRecaptcha('contact')
  const [checking, setChecking] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    clear()
    const values = formValues(form) as { name: string; email: string; message: string }
    setChecking(true)
    const human = await recaptcha.verify()
    setChecking(false)
    if (!human) return
    send.mutate(
      { ...values, ...human },
      {
        onSuccess: () => {
          toast.positive(CONTACT_SUCCESS_MESSAGE)
          form.reset()
        },
        onError: handle,
      },
    )
  }

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 md:px-6">
      <h1 className="mb-2 text-3xl font-bold">{trans('Contact us')}</h1>
      <p className="mb-6 text-sm text-muted">{trans('Send us a message and we will get back to you by e-mail.')}</p>
      <form ref={formRef} onSubmit={submit} className="flex flex-col gap-5" noValidate={false}>
        <TextField label={trans('Name')} name="name" autoComplete="name" required maxLength={255} error={errors.name} defaultValue={user?.name ?? ''} />
        <TextField label={trans('Email')} name="email" type="email" autoComplete="email" required maxLength={255} error={errors.email} defaultValue={user?.email ?? ''} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="contact-message" className="text-sm font-medium">
            {trans('Message')}
          </label>
          <textarea
            id="contact-message"
            name="message"
            required
            rows={8}
            maxLength={5000}
            aria-invalid={Boolean(errors.message)}
            aria-describedby={errors.message ? 'contact-message-error' : undefined}
            className={`rounded-md border bg-bg px-3 py-2 text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-focus ${errors.message ? 'border-danger' : 'border-border'}`}
          />
          {errors.message && (
            <span id="contact-message-error" className="text-xs text-danger">
              {errors.message}
            </span>
          )}
        </div>
        {errors.recaptcha_token && <p className="text-sm text-danger">{errors.recaptcha_token}</p>}
        <Button type="submit" disabled={send.isPending || checking} className="self-start">
          {send.isPending ? trans('Sending…') : trans('Submit')}
        </Button>
      </form>
    </div>
  )
}
