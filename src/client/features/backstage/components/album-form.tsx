import type { ReactNode } from 'react'
import type { SaveAlbumInput } from '../../../../shared/contracts/catalogue-writes'
import { keepAboveSaveBar } from './keep-above-save-bar'
import type { Album } from '../../../../shared/contracts/catalogue'
import { Button, TextField } from '../../../ui'
import { albumLink } from '../../../lib/links'
import { useSaveAlbum } from '../api'
import { useCatalogueForm } from '../hooks/use-catalogue-form'
import { AlbumTrackRows, type AlbumTrackValues } from './album-track-rows'
import { ArtistPicker, type ArtistOption } from './artist-picker'
import { FormSection, NameListField, TextAreaField, type FieldErrors } from './form-fields'
import { UploadField } from './upload-field'
import { trans } from '../../../stores/session'

export interface AlbumFormValues {
  name: string
  releaseDate: string
  image: string
  artists: ArtistOption[]
  genres: string[]
  tags: string[]
  description: string
  tracks: AlbumTrackValues[]
}

export interface AlbumFormProps {
  albumId?: number
  /** Prefill; the upload page passes one track row per uploaded file. */
  initialValues?: Partial<AlbumFormValues>
  onSaved?: (album: Album) => void
  /** Shown before Save in the save bar (the admin's Cancel link back to its list). */
  cancel?: ReactNode
}

const TOP_FIELDS = ['name', 'release_date', 'image', 'artists', 'genres', 'tags', 'description']

function albumErrors(v: AlbumFormValues): FieldErrors {
  const e: FieldErrors = {}
  if (!v.name.trim()) e.name = 'The name field is required.'
  if (!v.artists.length) e.artists = 'The artists field is required.'
  v.tracks.forEach((t, i) => {
    if (!t.name.trim()) e[`tracks.${i}.name`] = 'The name field is required.'
    else if (t.name.length > 190) e[`tracks.${i}.name`] = 'The name may not be greater than 190 characters.'
    if (t.duration === null) e[`tracks.${i}.duration`] = 'The duration field is required.'
  })
  return e
}

export function toAlbumInput(v: AlbumFormValues): SaveAlbumInput {
  return {
    name: v.name.trim(),
    release_date: v.releaseDate || null,
    image: v.image || null,
    artists: v.artists.map((a) => a.id),
    genres: v.genres,
    tags: v.tags,
    description: v.description || null,
    tracks: v.tracks.map((t) => ({
      ...(t.id ? { id: t.id } : {}),
      name: t.name.trim(),
      duration: t.duration ?? 0,
      src: t.src || null,
      ...(t.waveData ? { waveData: t.waveData } : {}),
    })),
  }
}

/** New or edited album with several tracks (music-catalog §3.1, §2.2). */
export function AlbumForm({ albumId, initialValues, onSaved, cancel }: AlbumFormProps) {
  const form = useCatalogueForm({
    initialValues: (): AlbumFormValues => ({ name: '', releaseDate: '', image: '', artists: [], genres: [], tags: [], description: '', tracks: [], ...initialValues }),
    validate: albumErrors,
    serverFields: (v) => [...TOP_FIELDS, ...v.tracks.flatMap((_, i) => ['name', 'duration', 'src', 'id'].map((f) => `tracks.${i}.${f}`))],
    save: useSaveAlbum(albumId ?? null),
    toInput: toAlbumInput,
    saved: ({ album }) => album,
    message: albumId ? trans('Album updated') : trans('Album created'),
    link: albumLink,
    onSaved,
  })
  const { values, set } = form
  const errors = form.showErrors ? form.errors : {}

  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate onFocus={keepAboveSaveBar} className="**:scroll-mb-24 flex flex-col gap-6" aria-label={albumId ? trans('Edit album') : trans('New album')}>
      <FormSection title={trans('Album')}>
        <TextField label={trans('Name')} name="name" required value={values.name} onChange={(e) => set({ name: e.currentTarget.value })} error={errors.name} />
        <TextField label={trans('Release date')} name="release_date" type="date" value={values.releaseDate} onChange={(e) => set({ releaseDate: e.currentTarget.value })} error={errors.release_date} />
        <ArtistPicker value={values.artists} onChange={(artists) => set({ artists })} error={errors.artists} />
        <UploadField label={trans('Cover')} name="image" diskPrefix="track_image" accept="image/*" value={values.image || null} onUploaded={(e) => set({ image: e.url })} onClear={() => set({ image: '' })} error={errors.image} />
        <NameListField label={trans('Genres')} name="genres" value={values.genres} onChange={(genres) => set({ genres })} error={errors.genres} />
        <NameListField label={trans('Tags')} name="tags" value={values.tags} onChange={(tags) => set({ tags })} error={errors.tags} />
        <TextAreaField label={trans('Description')} name="description" value={values.description} onChange={(e) => set({ description: e.currentTarget.value })} error={errors.description} />
      </FormSection>
      <FormSection title={trans('Tracks')}>
        <AlbumTrackRows rows={values.tracks} onChange={(tracks) => set({ tracks })} errors={errors} />
      </FormSection>
      {/* Fields keep a bottom scroll margin taller than this bar, so a focused field scrolls into view above it (issue 28). */}
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-border bg-bg py-3">
        {cancel}
        <Button type="submit" disabled={form.invalid || form.pending}>
          {form.pending ? trans('Saving…') : albumId ? trans('Save') : trans('Create album')}
        </Button>
      </div>
    </form>
  )
}
