import { useSnapshot } from 'valtio'
import { offlineState } from '../store'
import { trans } from '../../../stores/session'

/** Per-item and total progress of the downloads in flight, plus the waiting-for-network and quota states. */
export function DownloadProgress() {
  const state = useSnapshot(offlineState)
  if (state.error) return <p role="alert" className="mb-4 rounded-md bg-danger/10 px-4 py-3 text-sm text-danger">{state.error}</p>
  if (state.queue.length === 0) return null
  const current = state.queue[0]!
  const total = Math.max(state.batchTotal, state.done + state.queue.length)
  const itemPercent = current.total ? Math.round((current.received / current.total) * 100) : 0
  return (
    <section aria-label={trans('Downloads')} className="mb-6 rounded-md border border-border p-4 text-sm">
      <p className="font-semibold">
        {trans('Saving')} {Math.min(state.done + 1, total)} {trans('of')} {total}
        {state.waitingForNetwork && <span className="font-normal text-muted"> {trans('· waiting for a connection')}</span>}
      </p>
      <progress className="mt-2 w-full" max={total} value={state.done} aria-label={trans('Total progress')} />
      <p className="mt-2 truncate text-muted">{current.name}</p>
      <progress className="mt-1 w-full" max={100} value={itemPercent} aria-label={trans('Progress of :name', { name: current.name })} />
    </section>
  )
}
