import { trans } from '../../../stores/session'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useServerErrors } from '../../../lib/forms'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader, TextField } from '../../../ui'
import { adminLink } from '../../admin-kit/index'
import { useCreateLocalization } from '../api'

const FIELDS = ['name', 'language'] as const

/** Adds a language (name and code such as fr or pt-BR), then opens its translate screen. */
export function NewLocalizationDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('')
  const [language, setLanguage] = useState('')
  const create = useCreateLocalization()
  const navigate = useNavigate()
  const server = useServerErrors(FIELDS, (error) => showHttpErrorToast(error))

  function submit(event: FormEvent) {
    event.preventDefault()
    create.mutate(
      { name: name.trim(), language: language.trim() },
      {
        onSuccess: ({ localization }) => {
          toast.positive('Language added')
          onClose()
          void navigate(adminLink(`localizations/${localization.id}/translate`))
        },
        onError: server.handle,
      },
    )
  }

  return (
    <Dialog onClose={onClose} size="sm">
      <form ref={server.formRef} onSubmit={submit} noValidate>
        <DialogHeader onClose={onClose}>{trans('Add language')}</DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <TextField label={trans('Name')} name="name" value={name} onChange={(e) => setName(e.target.value)} error={server.errors.name} required autoFocus />
          <TextField
            label={trans('Language code')}
            name="language"
            value={language}
            onChange={(e) => setLanguage(e.target.value)}
            error={server.errors.language}
            description={trans('Such as fr, de or pt-BR.')}
            required
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {trans('Cancel')}
          </Button>
          <Button type="submit" disabled={!name.trim() || !language.trim() || create.isPending}>
            {trans('Add')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
