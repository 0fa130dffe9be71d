import type { AdminRow } from '../../../../shared/contracts/admin'
import type { Subscription } from '../../../../shared/contracts/billing'
import { trans } from '../../../stores/session'
import { AdminLink, AdminPageHeader, DataTable, type ColumnDef } from '../../admin-kit'

const sub = (row: AdminRow) => row as unknown as Subscription
const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '–')
const status = (row: AdminRow) => {
  const s = sub(row)
  return s.past_due ? trans('Past due') : s.on_grace_period ? trans('Cancelled (grace period)') : s.active ? trans('Active') : s.valid ? trans('Trial') : trans('Ended')
}
const columns: ColumnDef[] = [
  { key: 'user', header: 'Customer', render: (row) => <span className="wrap-anywhere">{sub(row).user?.email ?? ''}</span> },
  { key: 'product', header: 'Plan', render: (row) => sub(row).product?.name ?? '–' },
  { key: 'gateway_name', header: 'Gateway', hideOnMobile: true },
  { key: 'status', header: 'Status', render: status },
  { key: 'renews_at', header: 'Renews', render: (row) => date(sub(row).renews_at), hideOnMobile: true },
  { key: 'ends_at', header: 'Ends', render: (row) => date(sub(row).ends_at), hideOnMobile: true },
]
const LINK = 'rounded px-2 py-1 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus'

/** /admin/subscriptions: every subscription, newest first, with its computed state; new and edit pages. */
export function SubscriptionsPage() {
  return (
    <>
      <AdminPageHeader title={trans('Subscriptions')} />
      <DataTable
        resource="billing/subscriptions"
        label={trans('Subscriptions')}
        columns={columns}
        deletePath={false}
        exportable={false}
        actions={
          <AdminLink to="subscriptions/new" className={LINK}>
            {trans('New subscription')}
          </AdminLink>
        }
        rowActions={(row) => (
          <AdminLink to={`subscriptions/${String(row.id)}/edit`} className={LINK} aria-label={trans('Edit subscription of :name', { name: sub(row).user?.email ?? '' })}>
            {trans('Edit')}
          </AdminLink>
        )}
      />
    </>
  )
}
