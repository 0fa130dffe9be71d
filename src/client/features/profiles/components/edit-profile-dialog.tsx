import { trans } from '../../../stores/session'
import { useState, type FormEvent } from 'react'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader, TextField } from '../../../ui'
import { HttpError } from '../../../lib/http'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import type { ProfileUser } from '../../../../shared/contracts/profiles'
import { useUpdateProfile } from '../api'

/** "url" or "url title" per line; links are replaced wholesale on save. */
export function parseLinks(text: string) {
  return text.split('\n').map((l) => l.trim()).filter(Boolean).map((line) => {
    const [url = '', ...title] = line.split(/\s+/)
    return { url, title: title.join(' ') || null }
  })
}

const blankToNull = (v: FormDataEntryValue | null) => (String(v ?? '').trim() || null)

export function EditProfileDialog({ user, onClose }: { user: ProfileUser; onClose: () => void }) {
  const update = useUpdateProfile()
  const [errors, setErrors] = useState<Record<string, string>>({})
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const input = {
      profile: { description: blankToNull(form.get('description')), city: blankToNull(form.get('city')), country: blankToNull(form.get('country')) },
      links: parseLinks(String(form.get('links') ?? '')),
    }
    update.mutate(input, {
      onSuccess: () => { toast('Profile updated'); onClose() },
      onError: (err) => {
        const raw = err instanceof HttpError ? err.body.errors ?? {} : {}
        const mapped = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.replace(/^profile\./, '').replace(/^links\..*/, 'links'), Array.isArray(v) ? v[0] ?? '' : v]))
        if (Object.keys(mapped).length) setErrors(mapped)
        else showHttpErrorToast(err)
      },
    })
  }
  return (
    <Dialog onClose={onClose}>
      <DialogHeader onClose={onClose}>{trans('Edit profile')}</DialogHeader>
      <form onSubmit={submit} noValidate>
        <DialogBody className="flex flex-col gap-4">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {trans('Description')}
            <textarea name="description" rows={3} maxLength={1000} defaultValue={user.profile?.description ?? ''}
              className="rounded-md border border-border bg-bg px-3 py-2 font-normal" />
          </label>
          {errors.description && <p className="text-xs text-danger">{errors.description}</p>}
          <TextField label={trans('City')} name="city" defaultValue={user.profile?.city ?? ''} error={errors.city} maxLength={100} />
          <TextField label={trans('Country')} name="country" defaultValue={user.profile?.country ?? ''} error={errors.country} maxLength={100} />
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {trans('Links (one per line, optionally followed by a title)')}
            <textarea name="links" rows={3} defaultValue={user.links.map((l) => [l.url, l.title].filter(Boolean).join(' ')).join('\n')}
              className="rounded-md border border-border bg-bg px-3 py-2 font-normal" />
          </label>
          {errors.links && <p className="text-xs text-danger">{errors.links}</p>}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>{trans('Cancel')}</Button>
          <Button type="submit" disabled={update.isPending}>{trans('Save')}</Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
