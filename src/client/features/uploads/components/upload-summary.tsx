import { useSnapshot } from 'valtio'
import { connectivityState } from '../../../stores/connectivity'
import { Button } from '../../../ui'
import { formatBytes, formatSpeed } from '../../../lib/format-bytes'
import { formatTimeLeft, timeLeft } from '../progress'
import { clearUploads } from '../queue'
import type { UploadItem } from '../store'
import { ProgressBar } from './progress-bar'
import { trans } from '../../../stores/session'

/** Total progress of the queue (cancelled uploads left out) with speed, time left and "Clear". */
export function UploadSummary({ items }: { items: readonly UploadItem[] }) {
  const counted = items.filter((item) => item.status !== 'aborted')
  const total = counted.reduce((sum, item) => sum + item.size, 0)
  const sent = counted.reduce((sum, item) => sum + (item.status === 'completed' ? item.size : item.bytesUploaded), 0)
  const { online } = useSnapshot(connectivityState)
  // Uploads that wait for the connection or the server move at no speed, whatever they last measured.
  const moving = online ? items.filter((item) => item.status === 'inProgress' && !item.waitingForServer) : []
  const speed = moving.reduce((sum, item) => sum + item.speed, 0)
  const done = items.filter((item) => item.status === 'completed').length
  const failed = items.filter((item) => item.status === 'failed').length
  const left = moving.length > 0 && speed > 0 ? formatTimeLeft(timeLeft(total - sent, speed)) : ''
  const clearable = items.some((item) => item.status !== 'inProgress')
  return (
    <section aria-labelledby="upload-total" className="rounded-xl border border-border bg-paper p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="upload-total" className="font-semibold">
          {done} {trans('of')} {items.length} {trans('uploaded')}{failed > 0 ? trans(' · :failed failed', { failed }) : ''}
        </h2>
        <Button variant="outline" size="sm" onClick={clearUploads} disabled={!clearable}>{trans('Clear')}</Button>
      </div>
      <ProgressBar label={trans('Total upload progress')} value={total > 0 ? (sent / total) * 100 : 0} />
      <p className="mt-1.5 text-xs text-muted" data-testid="upload-total-status">
        {formatBytes(sent)} {trans('of')} {formatBytes(total)}
        {speed > 0 ? ` · ${formatSpeed(speed)}` : ''}
        {left ? ` · ${left}` : ''}
      </p>
    </section>
  )
}
