import { useState, type FormEvent, type ReactNode } from 'react'
import { keepAboveSaveBar } from './keep-above-save-bar'
import type { SaveArtistInput } from '../../../../shared/contracts/catalogue-writes'
import type { Artist } from '../../../../shared/contracts/catalogue'
import { toast } from '../../../stores/toasts'
import { Button, TextField } from '../../../ui'
import { useServerErrors } from '../../../lib/forms'
import { showHttpErrorToast } from '../../../stores/toasts'
import { useSaveArtist } from '../api'
import { useTrans } from '../../../stores/i18n'
import { ArtistLinks, newLink, type LinkValues } from './artist-links'
import { FormSection, NameListField, TextAreaField } from './form-fields'
import { UploadField } from './upload-field'
import { trans } from '../../../stores/session'

interface ArtistFormValues {
  name: string
  image: string
  genres: string[]
  description: string
  city: string
  country: string
  links: LinkValues[]
  images: string[]
}

const EMPTY_ARTIST: ArtistFormValues = { name: '', image: '', genres: [], description: '', city: '', country: '', links: [], images: [] }

const fromArtist = (a: Artist): ArtistFormValues => ({
  name: a.name,
  image: a.image_small ?? '',
  genres: (a.genres ?? []).map((g) => g.display_name ?? g.name),
  description: a.profile?.description ?? '',
  city: a.profile?.city ?? '',
  country: a.profile?.country ?? '',
  links: (a.links ?? []).map((l) => newLink({ url: l.url, title: l.title ?? '' })),
  images: (a.profile_images ?? []).map((i) => i.url),
})

function toInput(v: ArtistFormValues): SaveArtistInput {
  return {
    name: v.name.trim(),
    image_small: v.image || null,
    genres: v.genres,
    profile: { description: v.description || null, city: v.city.trim() || null, country: v.country.trim() || null },
    links: v.links.filter((l) => l.url.trim()).map((l) => ({ url: l.url.trim(), title: l.title.trim() || null })),
    profile_images: v.images.map((url) => ({ url })),
  }
}

const FIELDS = ['name', 'image_small', 'genres', 'profile.description', 'profile.city', 'profile.country']
const place = (v: string) => (v.trim() && (v.trim().length < 2 || v.length > 100) ? 'Must be between 2 and 100 characters.' : undefined)

/**
 * Artist edit (bio, images, links, genres) for users managing the artist, or music.update; without
 * `artist` it creates one (POST artists) and hands it to `onCreated`.
 */
export function ArtistForm({
  artist,
  onCreated,
  onUpdated,
  cancel,
}: {
  artist?: Artist
  onCreated?: (artist: Artist) => void
  /** After an edit is saved (the admin goes back to its list); backstage stays on the form. */
  onUpdated?: (artist: Artist) => void
  /** Shown before Save in the save bar. */
  cancel?: ReactNode
}) {
  const [values, setValues] = useState(() => (artist ? fromArtist(artist) : EMPTY_ARTIST))
  const t = useTrans()
  const save = useSaveArtist(artist?.id ?? null)
  const server = useServerErrors([...FIELDS, ...values.links.map((_, i) => `links.${i}.url`)], showHttpErrorToast)
  const local = Object.fromEntries(
    Object.entries({ name: values.name.trim() ? undefined : 'The name field is required.', 'profile.city': place(values.city), 'profile.country': place(values.country) }).filter(([, m]) => m),
  ) as Record<string, string>
  const errors = { ...local, ...server.errors }
  const invalid = Object.keys(local).length > 0
  const set = (patch: Partial<ArtistFormValues>) => {
    setValues((v) => ({ ...v, ...patch }))
    server.clear()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (invalid) return
    save.mutate(toInput(values), {
      onSuccess: (data) => {
        if (artist) {
          toast.positive(t('Artist updated'))
          return void onUpdated?.(data.artist)
        }
        toast.positive(t('Artist created'))
        onCreated?.(data.artist)
      },
      onError: server.handle,
    })
  }

  return (
    <form ref={server.formRef} onSubmit={submit} noValidate onFocus={keepAboveSaveBar} className="**:scroll-mb-24 flex flex-col gap-6" aria-label={artist ? trans('Edit artist') : trans('New artist')}>
      <FormSection title={trans('Details')}>
        <TextField label={trans('Name')} name="name" required value={values.name} onChange={(e) => set({ name: e.currentTarget.value })} error={errors.name} />
        <UploadField label={trans('Image')} name="image_small" diskPrefix="artist_image" accept="image/*" value={values.image || null} onUploaded={(e) => set({ image: e.url })} onClear={() => set({ image: '' })} error={errors.image_small} />
        <NameListField label={trans('Genres')} name="genres" value={values.genres} onChange={(genres) => set({ genres })} error={errors.genres} />
      </FormSection>
      <FormSection title={trans('Biography')}>
        <TextAreaField label={trans('Biography')} name="profile.description" value={values.description} onChange={(e) => set({ description: e.currentTarget.value })} error={errors['profile.description']} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={trans('City')} name="profile.city" value={values.city} onChange={(e) => set({ city: e.currentTarget.value })} error={errors['profile.city']} />
          <TextField label={trans('Country')} name="profile.country" value={values.country} onChange={(e) => set({ country: e.currentTarget.value })} error={errors['profile.country']} />
        </div>
      </FormSection>
      <FormSection title={trans('Images')}>
        <ul className="flex flex-wrap gap-3">
          {values.images.map((url) => (
            <li key={url} className="flex flex-col items-center gap-1">
              <img src={/^(https?:|\/)/.test(url) ? url : `/${url}`} alt="" className="size-24 rounded-md object-cover" />
              <Button type="button" variant="ghost" size="xs" onClick={() => set({ images: values.images.filter((i) => i !== url) })}>
                {trans('Remove')}
              </Button>
            </li>
          ))}
        </ul>
        <UploadField label={trans('Profile image')} diskPrefix="artist_image" accept="image/*" value={null} onUploaded={(e) => set({ images: [...values.images, e.url] })} />
      </FormSection>
      <FormSection title={trans('Links')}>
        <ArtistLinks links={values.links} onChange={(links) => set({ links })} errors={errors} />
      </FormSection>
      {/* Fields keep a bottom scroll margin taller than this bar, so a focused field scrolls into view above it (issue 28). */}
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-border bg-bg py-3">
        {cancel}
        <Button type="submit" disabled={invalid || save.isPending}>
          {save.isPending ? trans('Saving…') : trans('Save')}
        </Button>
      </div>
    </form>
  )
}
