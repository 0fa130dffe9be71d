import type { BillingCycle } from '../../../../shared/lib/pricing'
import { cn } from '../../../lib/cn'
import { trans } from '../../../stores/session'

interface BillingCycleToggleProps {
  value: BillingCycle
  onChange: (cycle: BillingCycle) => void
  /** The largest yearly saving among the plans, already limited to 1–200 percent; null hides it. */
  savings: number | null
}

const CYCLES: { value: BillingCycle; label: string }[] = [
  { value: 'yearly', label: 'Annual' },
  { value: 'monthly', label: 'Monthly' },
]

/** The billing cycle switch of the pricing page: a radio group, so arrow keys move between the two. */
export function BillingCycleToggle({ value, onChange, savings }: BillingCycleToggleProps) {
  return (
    <div role="radiogroup" aria-label={trans('Billing cycle')} className="inline-flex rounded-full border border-border p-1">
      {CYCLES.map((cycle) => {
        const checked = cycle.value === value
        return (
          <button
            key={cycle.value}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(cycle.value)}
            onKeyDown={(e) => {
              if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) {
                e.preventDefault()
                const next = value === 'yearly' ? 'monthly' : 'yearly'
                onChange(next)
                ;(e.currentTarget.parentElement?.querySelector(`[data-cycle="${next}"]`) as HTMLElement | null)?.focus()
              }
            }}
            data-cycle={cycle.value}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-focus',
              checked ? 'bg-primary text-on-primary' : 'text-muted hover:text-fg',
            )}
          >
            {trans(cycle.label)}
            {cycle.value === 'yearly' && savings !== null && <span className="ml-1.5 text-xs font-normal">{trans('(save up to :savings%)', { savings })}</span>}
          </button>
        )
      })}
    </div>
  )
}
