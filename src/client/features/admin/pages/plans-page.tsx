import type { AdminRow } from '../../../../shared/contracts/admin'
import type { Price } from '../../../../shared/contracts/billing'
import { formatMoney, perIntervalLabel } from '../../../../shared/lib/pricing'
import { showHttpErrorToast, showToast } from '../../../stores/toasts'
import { Button } from '../../../ui'
import { AdminLink, AdminPageHeader, DataTable, type ColumnDef } from '../../admin-kit'
import { GatewayWarning } from '../components/gateway-warning'
import { useSyncPlans } from '../plans-api'
import { trans } from '../../../stores/session'

const prices = (row: AdminRow) =>
  (row.prices as Price[]).map((p) => `${formatMoney(p.amount, p.currency)} / ${perIntervalLabel(p)}`).join(', ') || (row.free ? 'Free' : '–')
const flags = (row: AdminRow) => [row.recommended && 'Recommended', row.free && 'Free', row.hidden && 'Hidden'].filter(Boolean).join(', ') || '–'
const columns: ColumnDef[] = [
  { key: 'name', header: 'Name' },
  { key: 'prices', header: 'Prices', render: prices },
  { key: 'flags', header: 'Flags', render: flags, hideOnMobile: true },
  { key: 'position', header: 'Position', hideOnMobile: true },
]
const LINK = 'rounded px-2 py-1 text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus'

/** /admin/plans: plans by position, with a push of every plan to the payment gateways. */
export function PlansPage() {
  const sync = useSyncPlans()
  return (
    <>
      <AdminPageHeader title={trans('Plans')} />
      <GatewayWarning />
      <DataTable
        resource="billing/products"
        label={trans('Plans')}
        columns={columns}
        exportable={false}
        actions={
          <>
            <Button
              size="sm"
              variant="outline"
              disabled={sync.isPending}
              onClick={() => sync.mutate(undefined, { onSuccess: (r) => showToast(trans('Synced :count plans', { count: r.synced })), onError: (e) => showHttpErrorToast(e) })}
            >
              {trans('Sync plans')}
            </Button>
            <AdminLink to="plans/new" className={LINK}>
              {trans('New plan')}
            </AdminLink>
          </>
        }
        rowActions={(row) => (
          <AdminLink to={`plans/${String(row.id)}/edit`} className={LINK} aria-label={trans('Edit :value', { value: String(row.name) })}>
            {trans('Edit')}
          </AdminLink>
        )}
      />
    </>
  )
}
