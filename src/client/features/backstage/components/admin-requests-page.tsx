import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { BACKSTAGE_STATUSES, type BackstageRequest, type BackstageStatus } from '../../../../shared/contracts/backstage'
import { cn } from '../../../lib/cn'
import { Button, Skeleton } from '../../../ui'
import { backstageRequestsQuery } from '../api'
import { HandleRequestDialog } from './handle-request-dialog'
import { REQUEST_TITLES } from '../request-titles'
import { StatusBadge } from './status-badge'
import { trans } from '../../../stores/session'

const FILTERS: (BackstageStatus | null)[] = [null, ...BACKSTAGE_STATUSES]
const label = (s: BackstageStatus | null) => (s ? s[0]!.toUpperCase() + s.slice(1) : 'All')

/** /admin/backstage-requests: every request, pending first, each reviewed in a dialog. */
export function AdminBackstageRequestsPage() {
  const [status, setStatus] = useState<BackstageStatus | null>(null)
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<BackstageRequest | null>(null)
  const list = useQuery(backstageRequestsQuery(null, status, page))
  const rows = list.data?.pagination.data ?? []

  return (
    <div className="flex flex-col gap-4 p-4 md:p-8">
      <h1 className="text-2xl font-bold md:text-3xl">{trans('Backstage requests')}</h1>
      <div role="group" aria-label={trans('Filter by status')} className="flex flex-wrap gap-2">
        {FILTERS.map((s) => (
          <Button key={s ?? 'all'} size="sm" variant={s === status ? 'primary' : 'outline'} aria-pressed={s === status} onClick={() => (setStatus(s), setPage(1))}>
            {label(s)}
          </Button>
        ))}
      </div>
      {list.isPending && <Skeleton className="h-40 w-full" />}
      {list.isError && (
        <div role="alert" className="flex items-center gap-3">
          {trans('There was an issue loading the requests.')}<Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            {trans('Try again')}
          </Button>
        </div>
      )}
      {list.isSuccess && rows.length === 0 && <p className="py-12 text-center text-muted">{trans('No requests here.')}</p>}
      {rows.length > 0 && (
        <ul className={cn('divide-y divide-border rounded-lg border border-border', list.isPlaceholderData && 'opacity-60')}>
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{r.artist_name}</p>
                <p className="truncate text-sm text-muted">
                  {REQUEST_TITLES[r.type]} · {r.user?.name ?? trans('User :user_id', { user_id: r.user_id })} · {new Date(r.created_at).toLocaleDateString()}
                </p>
              </div>
              <StatusBadge status={r.status} />
              <Button size="sm" variant="outline" onClick={() => setOpen(r)} aria-label={trans('Review :artist_name', { artist_name: r.artist_name })}>
                {trans('Review')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex justify-between">
        <Button size="sm" variant="ghost" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          {trans('Previous')}
        </Button>
        <Button size="sm" variant="ghost" disabled={!list.data?.pagination.next_page} onClick={() => setPage((p) => p + 1)}>
          {trans('Next')}
        </Button>
      </div>
      {open && <HandleRequestDialog request={open} onClose={() => setOpen(null)} />}
    </div>
  )
}
