import { useRef, useState } from 'react'
import { showToast } from '../../../stores/toasts'
import { Button } from '../../../ui'
import { formatBytes } from '../../../lib/format-bytes'
import { removeResumeRecords, type ResumeRecord } from '../resume-store'
import { resumeWithFile } from '../setup'
import type { ResumeRecordsState } from '../use-resume-records'
import { trans } from '../../../stores/session'

/**
 * Resumable uploads that did not finish (reload, closed browser, lost connection). The browser cannot reopen
 * a file by itself, so the user picks it again; the upload then continues from where the server stopped.
 */
export function UnfinishedUploads({ state, busyNames }: { state: ResumeRecordsState; busyNames: ReadonlySet<string> }) {
  const input = useRef<HTMLInputElement>(null)
  const [target, setTarget] = useState<ResumeRecord | null>(null)
  if (state.loading) return <p className="text-sm text-muted">{trans('Looking for unfinished uploads…')}</p>
  if (state.error) return <p className="text-sm text-danger">{trans('Unfinished uploads could not be read from this browser.')}</p>
  const records = state.records.filter((record) => !busyNames.has(`${record.name}:${record.size}`))
  if (records.length === 0) return null

  const pick = (record: ResumeRecord) => {
    setTarget(record)
    input.current?.click()
  }
  const discard = (record: ResumeRecord) => {
    void removeResumeRecords(record.fileKey).finally(state.reload)
  }
  return (
    <section aria-labelledby="unfinished-uploads" className="rounded-xl border border-warning/60 bg-paper p-4">
      <h2 id="unfinished-uploads" className="font-semibold">{trans('Unfinished uploads')}</h2>
      <p className="mb-2 text-sm text-muted">
        {trans('Your browser cannot reopen a file by itself. Select the same file again and its upload continues where it stopped.')}
      </p>
      <ul className="divide-y divide-border/50">
        {records.map((record) => (
          <li key={record.key} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="truncate font-medium">{record.relativePath || record.name}</p>
              <p className="text-xs text-muted">
                {formatBytes(record.bytesUploaded)} {trans('of')} {formatBytes(record.size)} {trans('uploaded')}</p>
            </div>
            <div className="flex gap-2">
              <Button size="sm" onClick={() => pick(record)}>
                {trans('Resume')} <span className="sr-only">{record.name}</span>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => discard(record)}>
                {trans('Discard')} <span className="sr-only">{record.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label={trans('File to resume')}
        data-testid="upload-resume-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          event.currentTarget.value = ''
          if (!file || !target) return
          if (!resumeWithFile(target, file)) showToast(trans('Select “:name” (:size) to resume this upload.', { name: target.name, size: formatBytes(target.size) }), 'danger')
          state.reload()
        }}
      />
    </section>
  )
}
