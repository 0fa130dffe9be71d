import type { AdminRow } from '../../../../shared/contracts/admin'
import type { Subscription } from '../../../../shared/contracts/billing'
import { AdminPageHeader } from '../components/admin-page-header'
import { DataTable } from '../data-table/data-table'
import type { ColumnDef } from '../data-table/types'
import { trans } from '../../../stores/session'

const sub = (row: AdminRow) => row as unknown as Subscription
const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '–')
const status = (row: AdminRow) => {
  const s = sub(row)
  return s.past_due ? 'Past due' : s.on_grace_period ? 'Cancelled (grace period)' : s.active ? 'Active' : s.valid ? 'Trial' : 'Ended'
}
const columns: ColumnDef[] = [
  { key: 'user', header: 'Customer', render: (row) => sub(row).user?.email ?? '' },
  { key: 'product', header: 'Plan', render: (row) => sub(row).product?.name ?? '–' },
  { key: 'gateway_name', header: 'Gateway', hideOnMobile: true },
  { key: 'status', header: 'Status', render: status },
  { key: 'renews_at', header: 'Renews', render: (row) => date(sub(row).renews_at), hideOnMobile: true },
  { key: 'ends_at', header: 'Ends', render: (row) => date(sub(row).ends_at), hideOnMobile: true },
]

/** /admin/subscriptions: every subscription, newest first, with its computed state. */
export function SubscriptionsPage() {
  return (
    <>
      <AdminPageHeader title={trans('Subscriptions')} />
      <DataTable resource="billing/subscriptions" label={trans('Subscriptions')} columns={columns} deletePath={false} exportable={false} />
    </>
  )
}
