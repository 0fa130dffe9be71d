import { useId, useRef, useState } from 'react'
import type { DiskPrefix, FileEntry } from '../../../../shared/contracts/uploads'
import { HttpError } from '../../../lib/http'
import { Button, Spinner } from '../../../ui'
import { useUploadFileEntry } from '../api'
import { trans } from '../../../stores/session'

export interface UploadFieldProps {
  label: string
  diskPrefix: DiskPrefix
  accept: string
  /** The stored value (`storage/<prefix>/<name>` or a URL); shown as a preview or file name. */
  value: string | null
  /** The uploaded file's original name, shown instead of the storage name of `value`. */
  fileName?: string | null
  onUploaded: (entry: FileEntry, file: File) => void
  onClear?: () => void
  error?: string
  name?: string
  /** Private files (the passport scan) are not publicly served: show the file name, not a preview. */
  preview?: boolean
}

/** Media duration of a local audio file in ms, read by the browser; null when it cannot tell. */
export function audioDuration(file: File): Promise<number | null> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return Promise.resolve(null)
  return new Promise((resolve) => {
    const audio = document.createElement('audio')
    const url = URL.createObjectURL(file)
    let settled = false
    const done = (value: number | null) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      URL.revokeObjectURL(url)
      resolve(value)
    }
    // Some files never report metadata (and jsdom never loads media): give up rather than wait forever.
    const timer = setTimeout(() => done(null), 5000)
    audio.preload = 'metadata'
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? Math.round(audio.duration * 1000) : null)
    audio.onerror = () => done(null)
    audio.src = url
  })
}

/** A value that points at an uploaded file (`storage/...`), not a URL typed by the user. */
export const isStoredPath = (value: string) => /^\/?storage\//.test(value)

const previewSrc = (value: string) => (/^(https?:|\/)/.test(value) ? value : `/${value}`)

/** A file picked here goes to `POST file-entries` at once; the form keeps the entry's url. */
export function UploadField({ label, diskPrefix, accept, value, fileName, onUploaded, onClear, error, name, preview = true }: UploadFieldProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadFileEntry()
  const [uploadError, setUploadError] = useState<string | null>(null)
  const image = preview && accept.startsWith('image')
  const shown = error ?? uploadError

  function pick(file: File | undefined) {
    if (!file) return
    setUploadError(null)
    upload.mutate(
      { file, diskPrefix },
      {
        onSuccess: ({ fileEntry }) => onUploaded(fileEntry, file),
        onError: (e) => setUploadError((e instanceof HttpError && (e.fieldError('file') ?? e.body.message)) || 'There was an issue. Please try again.'),
      },
    )
  }

  return (
    <div className="flex flex-col gap-1.5" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        {value && image && <img src={previewSrc(value)} alt="" className="size-16 rounded-md object-cover" />}
        {value && !image && <span className="max-w-full truncate text-sm text-muted">{fileName || value.split('/').pop()}</span>}
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={accept}
          className="sr-only"
          tabIndex={-1}
          aria-label={label}
          onChange={(e) => {
            pick(e.currentTarget.files?.[0])
            e.currentTarget.value = ''
          }}
        />
        <Button type="button" variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? <Spinner className="size-4" /> : null}
          {upload.isPending ? trans('Uploading…') : value ? trans('Replace :value', { value: label.toLowerCase() }) : trans('Upload :value', { value: label.toLowerCase() })}
        </Button>
        {value && onClear && (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            {trans('Remove')}
          </Button>
        )}
      </div>
      {shown && (
        <p role="alert" className="text-xs text-danger">
          {shown}
        </p>
      )}
    </div>
  )
}
