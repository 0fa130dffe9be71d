import { useSnapshot } from 'valtio'
import { connectivityState } from '../../../stores/connectivity'
import { Button } from '../../../ui'
import { formatBytes, formatSpeed } from '../../../lib/format-bytes'
import { formatTimeLeft } from '../progress'
import { cancelUpload, retryUpload } from '../queue'
import type { UploadItem } from '../store'
import { ProgressBar } from './progress-bar'
import { trans } from '../../../stores/session'

function statusText(item: UploadItem, online: boolean): string {
  switch (item.status) {
    case 'pending':
      return 'Waiting'
    case 'inProgress': {
      const parts = [`${Math.floor((item.bytesUploaded / Math.max(1, item.size)) * 100)}%`]
      if (item.resumedFrom > 0) parts.push(`resumed at ${formatBytes(item.resumedFrom)}`)
      // The speed of before the cut would be a lie; resumable uploads continue when the connection is back.
      if (!online) return [...parts, 'waiting for the connection'].join(' · ')
      if (item.waitingForServer) return [...parts, 'waiting for the server'].join(' · ')
      if (item.speed > 0) parts.push(formatSpeed(item.speed))
      const left = formatTimeLeft(item.timeLeft)
      if (left) parts.push(left)
      return parts.join(' · ')
    }
    case 'completed':
      return item.processing === 'processing' ? 'Processing…' : item.processing === 'failed' ? 'Uploaded; tags and waveform could not be read' : item.processing === 'done' ? 'Ready for details' : 'Uploaded'
    case 'failed': {
      const failed = item.errorMessage ? `Failed: ${item.errorMessage}` : 'Failed'
      return item.waitingForServer ? `${failed} · continues when the server is back` : failed
    }
    case 'aborted':
      return 'Cancelled'
  }
}

/** One file of the queue: name, progress bar, speed and time left, and its actions. */
export function UploadRow({ item }: { item: UploadItem }) {
  const { online } = useSnapshot(connectivityState)
  const percent = item.status === 'completed' ? 100 : (item.bytesUploaded / Math.max(1, item.size)) * 100
  const processing = item.status === 'completed' && item.processing === 'processing'
  const label = `${item.relativePath || item.name}`
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4" data-testid="upload-row" data-status={item.status}>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="truncate font-medium" title={label}>{label}</p>
          <span className="shrink-0 text-xs text-muted">{formatBytes(item.size)}</span>
        </div>
        <div className="my-1.5">
          <ProgressBar
            label={trans('Upload of :name', { name: item.name })}
            value={processing ? null : percent}
            tone={item.status === 'failed' ? 'danger' : item.status === 'aborted' ? 'muted' : 'primary'}
          />
        </div>
        <p className={item.status === 'failed' ? 'text-xs text-danger' : 'text-xs text-muted'} aria-live="polite" data-testid="upload-status">
          {statusText(item, online)}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {(item.status === 'pending' || item.status === 'inProgress') && (
          <Button variant="ghost" size="sm" onClick={() => cancelUpload(item.id)}>
            {trans('Cancel')} <span className="sr-only">{item.name}</span>
          </Button>
        )}
        {(item.status === 'failed' || item.status === 'aborted') && (
          <Button variant="outline" size="sm" onClick={() => retryUpload(item.id)}>
            {trans('Retry')} <span className="sr-only">{item.name}</span>
          </Button>
        )}
      </div>
    </li>
  )
}
