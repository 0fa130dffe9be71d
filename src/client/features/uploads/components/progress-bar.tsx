import { cn } from '../../../lib/cn'
import { trans } from '../../../stores/session'

/** An accessible progress bar (role=progressbar with values); indeterminate when `value` is null. */
export function ProgressBar({ value, label, tone = 'primary' }: { value: number | null; label: string; tone?: 'primary' | 'danger' | 'muted' }) {
  const percent = value === null ? null : Math.max(0, Math.min(100, Math.round(value)))
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={percent === null ? trans('Working') : `${percent}%`}
      className="h-1.5 w-full overflow-hidden rounded-full bg-chip"
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-300',
          tone === 'danger' ? 'bg-danger' : tone === 'muted' ? 'bg-muted' : 'bg-primary',
          percent === null && 'w-1/3 animate-pulse',
        )}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </div>
  )
}
