import { trans } from '../../../stores/session'
import { useId, useState, type FormEvent } from 'react'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader, TextField } from '../../../ui'
import { HttpError } from '../../../lib/http'
import { showHttpErrorToast } from '../../../stores/toasts'
import {
  CreatePlaylistInputSchema, PLAYLIST_DESCRIPTION_MAX, PLAYLIST_DESCRIPTION_MIN, PLAYLIST_NAME_MAX, PLAYLIST_NAME_MIN,
  type CreatePlaylistInput, type Playlist,
} from '../../../../shared/contracts/playlists'
import { useCreatePlaylist, useUpdatePlaylist } from '../api'

const FIELDS = ['name', 'description', 'public', 'collaborative'] as const
type Errors = Partial<Record<(typeof FIELDS)[number], string>>

/** Server (422) or client validation errors, first message per known field. */
export function fieldErrors(error: unknown): Errors | null {
  const raw = error instanceof HttpError ? error.body.errors : undefined
  const out: Errors = {}
  for (const field of FIELDS) {
    const v = raw?.[field]
    const message = Array.isArray(v) ? v[0] : v
    if (message) out[field] = message
  }
  return Object.keys(out).length ? out : null
}

/** Create (no `playlist`) or edit dialog: name 3–250, description 20–170 optional, public, collaborative. */
export function PlaylistFormDialog({ playlist, onClose, onSaved }: { playlist?: Playlist; onClose: () => void; onSaved?: (p: Playlist) => void }) {
  const create = useCreatePlaylist()
  const update = useUpdatePlaylist(playlist?.id ?? 0)
  const mutation = playlist ? update : create
  const [errors, setErrors] = useState<Errors>({})
  const formId = useId()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const description = String(form.get('description') ?? '').trim()
    const input: CreatePlaylistInput = {
      name: String(form.get('name') ?? ''),
      description: description || null,
      public: form.get('public') === 'on',
      collaborative: form.get('collaborative') === 'on',
    }
    const parsed = CreatePlaylistInputSchema.safeParse(input)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), lengthMessage(String(i.path[0]))])))
      return
    }
    mutation.mutate(parsed.data, {
      onSuccess: ({ playlist: saved }) => {
        onSaved?.(saved)
        onClose()
      },
      onError: (error) => {
        const mapped = fieldErrors(error)
        if (mapped) setErrors(mapped)
        else showHttpErrorToast(error)
      },
    })
  }

  return (
    <Dialog onClose={onClose}>
      <DialogHeader onClose={onClose}>{playlist ? trans('Update playlist') : trans('New playlist')}</DialogHeader>
      <form onSubmit={submit} noValidate>
        <DialogBody className="flex flex-col gap-4">
          <TextField label={trans('Name')} name="name" defaultValue={playlist?.name} error={errors.name} autoFocus required
            minLength={PLAYLIST_NAME_MIN} maxLength={PLAYLIST_NAME_MAX} />
          <div className="flex flex-col gap-1.5 text-sm">
            <label htmlFor={`${formId}-description`} className="font-medium">{trans('Description')}</label>
            <textarea id={`${formId}-description`} name="description" defaultValue={playlist?.description ?? ''} rows={3}
              maxLength={PLAYLIST_DESCRIPTION_MAX} aria-invalid={Boolean(errors.description)}
              aria-describedby={errors.description ? `${formId}-description-error` : undefined}
              className="rounded-md border border-border bg-bg px-3 py-2" />
            {errors.description && <span id={`${formId}-description-error`} className="text-xs text-danger">{errors.description}</span>}
          </div>
          <Check name="public" label={trans('Public')} hint={trans('Everyone can see and find this playlist.')} checked={playlist?.public} />
          <Check name="collaborative" label={trans('Collaborative')} hint={trans('Anyone signed in can add and remove tracks.')} checked={playlist?.collaborative} />
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>{trans('Cancel')}</Button>
          <Button type="submit" disabled={mutation.isPending}>{playlist ? trans('Save') : trans('Create')}</Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}

function lengthMessage(field: string): string {
  if (field === 'name') return `The name must be between ${PLAYLIST_NAME_MIN} and ${PLAYLIST_NAME_MAX} characters.`
  if (field === 'description') return `The description must be between ${PLAYLIST_DESCRIPTION_MIN} and ${PLAYLIST_DESCRIPTION_MAX} characters.`
  return 'This value is invalid.'
}

function Check({ name, label, hint, checked }: { name: string; label: string; hint: string; checked?: boolean }) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="checkbox" name={name} defaultChecked={checked} className="mt-1 size-4 accent-primary" />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-xs text-muted">{hint}</span>
      </span>
    </label>
  )
}
