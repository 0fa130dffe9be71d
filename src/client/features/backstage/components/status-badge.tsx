import type { BackstageStatus } from '../../../../shared/contracts/backstage'
import { cn } from '../../../lib/cn'

// The tint carries the colour and the text stays in the body colour: green or red text on its own tint
// fell under WCAG's 4.5:1 at this size (axe, light theme).
const STYLES: Record<BackstageStatus, string> = {
  pending: 'bg-chip text-fg',
  approved: 'bg-positive/20 text-fg',
  denied: 'bg-danger/20 text-fg',
}
const LABELS: Record<BackstageStatus, string> = { pending: 'Pending', approved: 'Approved', denied: 'Denied' }

export function StatusBadge({ status }: { status: BackstageStatus }) {
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STYLES[status])}>{LABELS[status]}</span>
}
