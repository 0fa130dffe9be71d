import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useDeferredValue, useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { LyricResponseSchema, type CreateLyricInput, type Lyric, type LyricResponse } from '../../../../shared/contracts/lyrics'
import { formatMs } from '../../../../shared/lib/format-duration'
import { isLrc, parseLrc } from '../../../../shared/lib/lrc'
import { useServerErrors } from '../../../lib/forms'
import { http } from '../../../lib/http'
import { useTrans } from '../../../stores/i18n'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { buttonClasses, CheckboxField, Skeleton, TextAreaField, TextField } from '../../../ui'
import { adminKeys, adminLink, adminListQuery, AdminPageHeader, type AdminPageProps } from '../../admin-kit'
import { AdminFormFooter } from '../components/form-footer'

const FIELDS = ['text', 'track_id', 'is_synced', 'duration']
const dev = import.meta.env.DEV

interface TrackChoice {
  id: number
  name: string
}

/**
 * /admin/lyrics/new (`POST lyrics`) and /admin/lyrics/:lyricId/edit (`PUT lyrics/{id}`), issues 24 and 25:
 * the track, the text (typed, pasted, or imported from an .lrc file), the synced flag and the duration in
 * seconds (music-catalog §2.8). Timed text is read with the one LRC parser (src/shared/lib/lrc.ts) and
 * turns the synced flag on, as the server does when the flag is left out.
 */
export function LyricFormPage({ params }: AdminPageProps) {
  const t = useTrans()
  const id = params.lyricId ? Number(params.lyricId) : null
  const existing = useQuery({
    queryKey: adminKeys.detail('lyrics', id ?? 0),
    queryFn: ({ signal }) => http.get<LyricResponse>(`lyrics/${id}`, { schema: dev ? LyricResponseSchema : undefined, signal }),
    enabled: id !== null,
  })
  if (id === null) return <LyricForm lyric={null} />
  if (existing.isPending) return <Skeleton className="h-64 w-full max-w-3xl" />
  if (!existing.data) return <p role="alert">{t('These lyrics could not be loaded.')}</p>
  return <LyricForm key={existing.data.lyric.id} lyric={existing.data.lyric} />
}

/** "0:01.5 to 3:12": the span of the timed lines, for the import summary. */
const clock = (seconds: number) => formatMs(Math.round(seconds * 1000))

export function LyricForm({ lyric }: { lyric: Lyric | null }) {
  const t = useTrans()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [track, setTrack] = useState<TrackChoice | null>(lyric ? { id: lyric.track_id, name: lyric.track_name ?? `#${lyric.track_id}` } : null)
  const [text, setText] = useState(lyric?.text ?? '')
  // The flag follows the text (timed text is synced) until the admin sets it by hand.
  const [syncedByHand, setSyncedByHand] = useState<boolean | null>(lyric ? lyric.is_synced : null)
  const [duration, setDuration] = useState(lyric?.duration != null ? String(lyric.duration) : '')
  const [importError, setImportError] = useState<string | null>(null)
  const fileId = useId()
  const server = useServerErrors(FIELDS, showHttpErrorToast)
  const [tried, setTried] = useState(false)

  const timed = parseLrc(text)
  const synced = syncedByHand ?? timed !== null
  const durationValue = duration.trim() === '' ? null : Number(duration)
  const local: Record<string, string> = {}
  if (!track) local.track_id = t('Choose a track.')
  if (!text.trim()) local.text = t('The text field is required.')
  if (durationValue !== null && (!Number.isInteger(durationValue) || durationValue < 0 || durationValue > 86400)) local.duration = t('The duration must be a whole number of seconds.')
  const errors = { ...(tried ? local : {}), ...server.errors }

  const save = useMutation({
    mutationFn: (input: CreateLyricInput) => {
      const options = { body: input, schema: dev ? LyricResponseSchema : undefined }
      return lyric ? http.put<LyricResponse>(`lyrics/${lyric.id}`, options) : http.post<LyricResponse>('lyrics', options)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })

  function changeText(value: string) {
    setText(value)
    setImportError(null)
    server.clear()
  }

  /** An .lrc file replaces the text when it holds timed lines; anything else is refused with a reason. */
  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0]
    event.currentTarget.value = ''
    if (!file) return
    const content = await file.text()
    if (!isLrc(content)) {
      setImportError(t(':name has no timed lines (LRC lines look like [00:12.34] Words).', { name: file.name }))
      return
    }
    changeText(content)
    setSyncedByHand(null)
    toast.positive(t('Imported :name', { name: file.name }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (Object.keys(local).length || !track) return
    save.mutate(
      { text: text.trim(), track_id: track.id, is_synced: synced, duration: durationValue },
      {
        onSuccess: () => {
          toast.positive(lyric ? t('Lyrics updated') : t('Lyrics created'))
          void navigate(adminLink('lyrics'))
        },
        onError: server.handle,
      },
    )
  }

  const title = lyric ? t('Edit lyrics') : t('New lyrics')
  return (
    <>
      <AdminPageHeader title={title} />
      <form ref={server.formRef} onSubmit={submit} noValidate aria-label={title} className="flex max-w-3xl flex-col gap-5">
        <TrackPicker
          value={track}
          onChange={(choice) => {
            setTrack(choice.track)
            if (choice.seconds !== null && duration.trim() === '') setDuration(String(choice.seconds))
            server.clear()
          }}
          error={errors.track_id}
        />
        <section aria-labelledby={`${fileId}-import`} className="flex flex-col gap-2 rounded-md border border-border p-3">
          <h2 id={`${fileId}-import`} className="text-sm font-medium">
            {t('Import LRC')}
          </h2>
          <p className="text-xs text-muted">{t('Pick an .lrc file, or paste LRC text into the lyrics below: timed lines make the lyrics synced.')}</p>
          <div className="flex flex-wrap items-center gap-2">
            <label className={`${buttonClasses('outline', 'sm')} cursor-pointer focus-within:outline-2 focus-within:outline-focus`}>
              {t('Choose .lrc file')}
              <input type="file" accept=".lrc,.txt,text/plain" className="sr-only" onChange={(e) => void importFile(e)} />
            </label>
          </div>
          {importError && (
            <p role="alert" className="text-xs text-danger">
              {importError}
            </p>
          )}
        </section>
        <TextAreaField label={t('Lyrics')} name="text" rows={14} mono value={text} onChange={changeText} error={errors.text} />
        <p aria-live="polite" className="-mt-3 text-xs text-muted">
          {timed && timed.length > 0
            ? t(':count timed lines, :from to :to', { count: String(timed.length), from: clock(timed[0]!.time ?? 0), to: clock(timed[timed.length - 1]!.time ?? 0) })
            : text.trim()
              ? t('Plain text: no timed lines.')
              : ''}
        </p>
        <CheckboxField label={t('Synced')} name="is_synced" checked={synced} onChange={(value) => setSyncedByHand(value)} description={t('Highlight the current line while the track plays (needs timed lines).')} />
        <TextField
          label={t('Duration (seconds)')}
          name="duration"
          inputMode="numeric"
          value={duration}
          onChange={(e) => {
            setDuration(e.currentTarget.value)
            server.clear()
          }}
          error={errors.duration}
          className="max-w-40"
        />
        <AdminFormFooter pending={save.isPending} editing={lyric !== null} cancelTo="lyrics" />
      </form>
    </>
  )
}

/** The chosen track, and a search over the admin track list to pick or change it. */
function TrackPicker({ value, onChange, error }: { value: TrackChoice | null; onChange: (choice: { track: TrackChoice; seconds: number | null }) => void; error?: string }) {
  const t = useTrans()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query.trim())
  const results = useQuery({ ...adminListQuery('tracks', { query: deferred, perPage: 8 }), enabled: deferred.length > 0 })
  const rows = deferred ? (results.data?.pagination.data ?? []) : []
  return (
    <div className="flex flex-col gap-2" role="group" aria-label={t('Track')}>
      <span className="text-sm font-medium">{t('Track')}</span>
      <p className="text-sm" aria-live="polite">
        {value ? <strong>{value.name}</strong> : <span className="text-muted">{t('No track chosen.')}</span>}
      </p>
      <TextField label={value ? t('Change the track') : t('Find a track')} value={query} onChange={(e) => setQuery(e.currentTarget.value)} placeholder={t('Search tracks')} error={error} />
      {rows.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('Tracks found')}>
          {rows.map((row) => (
            <li key={String(row.id)}>
              <button
                type="button"
                onClick={() => {
                  onChange({ track: { id: Number(row.id), name: String(row.name) }, seconds: typeof row.duration === 'number' ? Math.round(row.duration / 1000) : null })
                  setQuery('')
                }}
                className="rounded-full border border-border px-3 py-1 text-sm hover:bg-chip focus-visible:outline-2 focus-visible:outline-focus"
              >
                {String(row.name)}
                {typeof row.artist_names === 'string' && row.artist_names ? <span className="text-muted"> · {row.artist_names}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      {deferred && results.isSuccess && rows.length === 0 && <p className="text-sm text-muted">{t('No tracks found.')}</p>}
    </div>
  )
}
