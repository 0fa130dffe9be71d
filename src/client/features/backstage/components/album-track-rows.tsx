import { useRef } from 'react'
import { Button, TextField } from '../../../ui'
import { DurationField, type FieldErrors } from './form-fields'
import { audioDuration, UploadField } from './upload-field'
import { trans } from '../../../stores/session'

/** One track row of the album form: an existing track (`id`) or a new one. */
export interface AlbumTrackValues {
  /** Stable React key for rows that have no id yet. */
  key: string
  id?: number
  name: string
  duration: number | null
  src: string
  /** The uploaded file's own name, shown instead of its storage name; not saved. */
  srcName?: string
  waveData?: number[][] | null
}

let seq = 0
export const newTrackRow = (values: Partial<AlbumTrackValues> = {}): AlbumTrackValues => ({ key: `row-${++seq}`, name: '', duration: null, src: '', ...values })

interface Props {
  rows: AlbumTrackValues[]
  onChange: (rows: AlbumTrackValues[]) => void
  errors: FieldErrors
}

/** The album's tracks in order; the order becomes each track's number on save (§2.2). */
export function AlbumTrackRows({ rows, onChange, errors }: Props) {
  // The duration of an upload arrives later: always patch the latest rows, not the ones of that render.
  const latest = useRef(rows)
  latest.current = rows
  const update = (i: number, patch: Partial<AlbumTrackValues>) => onChange(latest.current.map((r, j) => (j === i ? { ...r, ...patch } : r)))
  const move = (i: number, by: number) => {
    const next = [...rows]
    const [row] = next.splice(i, 1)
    next.splice(i + by, 0, row!)
    onChange(next)
  }
  return (
    <div className="flex flex-col gap-3">
      {rows.length === 0 && <p className="text-sm text-muted">{trans("No tracks yet. Add the album's tracks in order.")}</p>}
      <ol className="flex flex-col gap-3">
        {rows.map((row, i) => (
          <li key={row.key} aria-label={trans('Track :number', { number: i + 1 })} className="flex flex-col gap-3 rounded-md border border-border p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-semibold">{trans('Track')} {i + 1}</span>
              <div className="flex gap-1">
                <Button type="button" variant="ghost" size="xs" disabled={i === 0} onClick={() => move(i, -1)} aria-label={trans('Move track :number up', { number: i + 1 })}>
                  ↑
                </Button>
                <Button type="button" variant="ghost" size="xs" disabled={i === rows.length - 1} onClick={() => move(i, 1)} aria-label={trans('Move track :number down', { number: i + 1 })}>
                  ↓
                </Button>
                <Button type="button" variant="ghost" size="xs" onClick={() => onChange(rows.filter((_, j) => j !== i))} aria-label={trans('Remove track :number', { number: i + 1 })}>
                  {trans('Remove')}
                </Button>
              </div>
            </div>
            <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
              <TextField label={trans('Track name')} name={`tracks.${i}.name`} value={row.name} onChange={(e) => update(i, { name: e.currentTarget.value })} error={errors[`tracks.${i}.name`]} />
              <DurationField name={`tracks.${i}.duration`} value={row.duration} onChange={(duration) => update(i, { duration })} error={errors[`tracks.${i}.duration`]} />
            </div>
            <UploadField
              label={trans('Audio file')}
              diskPrefix="track_media"
              accept="audio/*"
              value={row.src || null}
              fileName={row.srcName || null}
              error={errors[`tracks.${i}.src`]}
              onUploaded={(entry, file) => {
                update(i, { src: entry.url, srcName: entry.name, name: row.name || entry.name.replace(/\.[^.]+$/, '') })
                if (row.duration === null) void audioDuration(file).then((duration) => duration !== null && update(i, { duration }))
              }}
            />
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" className="self-start" onClick={() => onChange([...rows, newTrackRow()])}>
        {trans('Add track')}
      </Button>
    </div>
  )
}
