import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { SaveTrackInput } from '../../../../shared/contracts/catalogue-writes'
import type { Track } from '../../../../shared/contracts/catalogue'
import { toast } from '../../../stores/toasts'
import { Button } from '../../../ui'
import { useServerErrors } from '../../../lib/forms'
import { showHttpErrorToast } from '../../../stores/toasts'
import { trackLink } from '../../../lib/links'
import { useSaveTrack } from '../api'
import { emptyTrackValues, TrackFields, trackErrors, type TrackFormValues } from './track-fields'
import { trans } from '../../../stores/session'

export interface TrackFormProps {
  /** Edits this track when given; creates one otherwise. */
  trackId?: number
  /** Prefill (the upload page passes extracted metadata, `src` and `waveData`). */
  initialValues?: Partial<TrackFormValues>
  /** After a successful save; by default the form goes to the track's page. */
  onSaved?: (track: Track) => void
}

const SERVER_FIELDS = ['name', 'duration', 'number', 'artists', 'album_id', 'src', 'image', 'description', 'genres', 'tags', 'lyrics', 'waveData'] as const

export function toTrackInput(v: TrackFormValues): SaveTrackInput {
  return {
    name: v.name.trim(),
    duration: v.duration ?? 0,
    number: v.number,
    artists: v.artists.map((a) => a.id),
    album_id: v.albumId,
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
export function TrackForm({ trackId, initialValues, onSaved }: TrackFormProps) {
  const [values, setValues] = useState<TrackFormValues>(() => ({ ...emptyTrackValues(), ...initialValues }))
  const [touched, setTouched] = useState(false)
  const save = useSaveTrack(trackId ?? null)
  const server = useServerErrors(SERVER_FIELDS, showHttpErrorToast)
  const navigate = useNavigate()
  const local = trackErrors(values)
  const invalid = Object.keys(local).length > 0

  function set(patch: Partial<TrackFormValues>) {
    setTouched(true)
    setValues((v) => ({ ...v, ...patch }))
    server.clear()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (invalid) return
    save.mutate(toTrackInput(values), {
      onSuccess: ({ track }) => {
        toast.positive(trackId ? trans('Track updated') : trans('Track created'))
        if (onSaved) onSaved(track)
        else void navigate(trackLink(track))
      },
      onError: server.handle,
    })
  }

  return (
    <form ref={server.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={trackId ? trans('Edit track') : trans('New track')}>
      <TrackFields values={values} set={set} errors={{ ...local, ...server.errors }} show={touched || Object.keys(server.errors).length > 0} />
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-border bg-bg py-3">
        <Button type="submit" disabled={invalid || save.isPending}>
          {save.isPending ? trans('Saving…') : trackId ? trans('Save') : trans('Create track')}
        </Button>
      </div>
    </form>
  )
}
