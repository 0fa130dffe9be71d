import type { ReactNode } from 'react'
import type { SaveTrackInput } from '../../../../shared/contracts/catalogue-writes'
import { keepAboveSaveBar } from './keep-above-save-bar'
import type { Track } from '../../../../shared/contracts/catalogue'
import { Button } from '../../../ui'
import { trackLink } from '../../../lib/links'
import { useSaveTrack } from '../api'
import { useCatalogueForm } from '../hooks/use-catalogue-form'
import { emptyTrackValues, TrackFields, trackErrors, type TrackFormValues } from './track-fields'
import { trans } from '../../../stores/session'

export interface TrackFormProps {
  /** Edits this track when given; creates one otherwise. */
  trackId?: number
  /** Prefill (the upload page passes extracted metadata, `src` and `waveData`). */
  initialValues?: Partial<TrackFormValues>
  /** After a successful save; by default the form goes to the track's page. */
  onSaved?: (track: Track) => void
  /** Shown before Save in the save bar (the admin's Cancel link back to its list). */
  cancel?: ReactNode
}

const SERVER_FIELDS = ['name', 'duration', 'number', 'artists', 'album_id', 'album.name', 'src', 'image', 'description', 'genres', 'tags', 'lyrics', 'waveData'] as const

export function toTrackInput(v: TrackFormValues): SaveTrackInput {
  return {
    name: v.name.trim(),
    duration: v.duration ?? 0,
    number: v.number,
    artists: v.artists.map((a) => a.id),
    // A picked album goes by id; a typed new one by name, and the server creates it (issue 28).
    ...(v.album?.id == null && v.album ? { album: { name: v.album.name } } : { album_id: v.album?.id ?? null }),
    src: v.src.trim() || null,
    image: v.image || null,
    description: v.description || null,
    genres: v.genres,
    tags: v.tags,
    lyrics: v.lyrics || null,
    ...(v.waveData ? { waveData: v.waveData } : {}),
  }
}

/** New or edited track (music-catalog §3.1). Saving is disabled while invalid or pending (platform-core §5). */
export function TrackForm({ trackId, initialValues, onSaved, cancel }: TrackFormProps) {
  const form = useCatalogueForm({
    initialValues: (): TrackFormValues => ({ ...emptyTrackValues(), ...initialValues }),
    validate: trackErrors,
    serverFields: () => SERVER_FIELDS,
    save: useSaveTrack(trackId ?? null),
    toInput: toTrackInput,
    saved: ({ track }) => track,
    message: trackId ? trans('Track updated') : trans('Track created'),
    link: trackLink,
    onSaved,
  })

  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate onFocus={keepAboveSaveBar} className="**:scroll-mb-24 flex flex-col gap-4" aria-label={trackId ? trans('Edit track') : trans('New track')}>
      <TrackFields values={form.values} set={form.set} errors={form.errors} show={form.showErrors} />
      {/* Fields keep a bottom scroll margin taller than this bar, so a focused field scrolls into view above it (issue 28). */}
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-border bg-bg py-3">
        {cancel}
        <Button type="submit" disabled={form.invalid || form.pending}>
          {form.pending ? trans('Saving…') : trackId ? trans('Save') : trans('Create track')}
        </Button>
      </div>
    </form>
  )
}
