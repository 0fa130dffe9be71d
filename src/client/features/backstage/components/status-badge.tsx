import type { BackstageStatus } from '../../../../shared/contracts/backstage'
import { cn } from '../../../lib/cn'

const STYLES: Record<BackstageStatus, string> = {
  pending: 'bg-chip text-fg',
  approved: 'bg-positive/15 text-positive',
  denied: 'bg-danger/15 text-danger',
}
const LABELS: Record<BackstageStatus, string> = { pending: 'Pending', approved: 'Approved', denied: 'Denied' }

export function StatusBadge({ status }: { status: BackstageStatus }) {
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STYLES[status])}>{LABELS[status]}</span>
}
