import { TextField } from '../../../ui'
import type { ArtistOption } from './artist-picker'
import { ArtistPicker } from './artist-picker'
import { AlbumPicker, type AlbumChoice } from './album-picker'
import { DurationField, NameListField, TextAreaField, type FieldErrors } from './form-fields'
import { audioDuration, isStoredPath, UploadField } from './upload-field'
import { trans } from '../../../stores/session'

/** Everything the track form edits; the upload page prefills it from extracted metadata. */
export interface TrackFormValues {
  name: string
  /** Milliseconds. */
  duration: number | null
  number: number | null
  artists: ArtistOption[]
  /** The album tag: an existing album, or a name the server creates the album from on save. */
  album: AlbumChoice | null
  /** `storage/track_media/...` from an upload, or a direct media URL. */
  src: string
  /** The uploaded file's own name (`My Song.mp3`), shown instead of its storage name; not saved. */
  srcName: string
  image: string
  description: string
  genres: string[]
  tags: string[]
  lyrics: string
  /** Browser-built waveform bars (§4.10), sent once with the save. */
  waveData: number[][] | null
}

export const emptyTrackValues = (): TrackFormValues => ({
  name: '',
  duration: null,
  number: null,
  artists: [],
  album: null,
  src: '',
  srcName: '',
  image: '',
  description: '',
  genres: [],
  tags: [],
  lyrics: '',
  waveData: null,
})

/** Client-side rules mirroring the contract, so saving stays disabled while the form is invalid. */
export function trackErrors(v: TrackFormValues): FieldErrors {
  const e: FieldErrors = {}
  if (!v.name.trim()) e.name = 'The name field is required.'
  else if (v.name.length > 255) e.name = 'The name may not be greater than 255 characters.'
  if (v.duration === null) e.duration = 'The duration field is required.'
  if (!v.artists.length) e.artists = 'The artists field is required.'
  return e
}

interface Props {
  values: TrackFormValues
  set: (patch: Partial<TrackFormValues>) => void
  errors: FieldErrors
  /** Field errors are shown once the user touched the form or the server answered. */
  show: boolean
}

export function TrackFields({ values, set, errors, show }: Props) {
  const err = (k: string) => (show ? errors[k] : undefined)
  return (
    <>
      <TextField label={trans('Name')} name="name" required value={values.name} onChange={(e) => set({ name: e.currentTarget.value })} error={err('name')} />
      <UploadField
        label={trans('Audio file')}
        name="src"
        diskPrefix="track_media"
        accept="audio/*"
        value={values.src || null}
        fileName={values.srcName || null}
        error={err('src')}
        onUploaded={(entry, file) => {
          set({ src: entry.url, srcName: entry.name, name: values.name || entry.name.replace(/\.[^.]+$/, '') })
          if (values.duration === null) void audioDuration(file).then((duration) => duration !== null && set({ duration }))
        }}
      />
      {/* An uploaded file's storage path is no URL the artist typed: the field stays empty for it. */}
      <TextField
        label={trans('Or a direct media URL')}
        name="src_url"
        value={isStoredPath(values.src) ? '' : values.src}
        onChange={(e) => set({ src: e.currentTarget.value, srcName: '' })}
        placeholder={trans('https://…')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DurationField value={values.duration} onChange={(duration) => set({ duration })} error={err('duration')} />
        <TextField
          label={trans('Track number')}
          name="number"
          type="number"
          min={0}
          value={values.number ?? ''}
          onChange={(e) => set({ number: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
          error={err('number')}
        />
      </div>
      <ArtistPicker value={values.artists} onChange={(artists) => set({ artists })} error={err('artists')} />
      <AlbumPicker value={values.album} onChange={(album) => set({ album })} artists={values.artists} error={err('album_id') ?? err('album.name')} />
      <UploadField label={trans('Image')} name="image" diskPrefix="track_image" accept="image/*" value={values.image || null} error={err('image')} onUploaded={(entry) => set({ image: entry.url })} onClear={() => set({ image: '' })} />
      <NameListField label={trans('Genres')} name="genres" value={values.genres} onChange={(genres) => set({ genres })} error={err('genres')} />
      <NameListField label={trans('Tags')} name="tags" value={values.tags} onChange={(tags) => set({ tags })} error={err('tags')} />
      <TextAreaField label={trans('Description')} name="description" value={values.description} onChange={(e) => set({ description: e.currentTarget.value })} error={err('description')} />
      <TextAreaField label={trans('Lyrics')} name="lyrics" value={values.lyrics} onChange={(e) => set({ lyrics: e.currentTarget.value })} error={err('lyrics')} />
    </>
  )
}
