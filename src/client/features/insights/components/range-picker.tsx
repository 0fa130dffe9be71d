import { useState, type FormEvent } from 'react'
import { Button } from '../../../ui'
import { cn } from '../../../lib/cn'
import { RANGE_LABELS, RANGE_PRESETS, customRangeError, dayString, type RangeKey, type RangeSearch } from '../range'
import { trans } from '../../../stores/session'

export interface RangePickerProps {
  value: RangeKey
  /** The days shown now, to start a custom range from. */
  current: { from: string; to: string }
  onChange(search: RangeSearch): void
}

const chip = 'h-8 rounded-full px-3 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-focus'

/** Last 7 / 30 / 90 days, 1 year, or two days picked by hand (both included). */
export function RangePicker({ value, current, onChange }: RangePickerProps) {
  const [customOpen, setCustomOpen] = useState(value === 'custom')
  const [from, setFrom] = useState(current.from)
  const [to, setTo] = useState(current.to)
  const [error, setError] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const problem = customRangeError(from, to)
    setError(problem)
    if (!problem) onChange({ range: 'custom', from, to })
  }
  const pressed = (key: RangeKey) => (key === 'custom' ? customOpen : !customOpen && value === key)
  return (
    <div className="flex flex-col gap-3 md:items-end">
      <div role="group" aria-label={trans('Date range')} className="flex flex-wrap gap-2">
        {[...RANGE_PRESETS, 'custom' as const].map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={pressed(key)}
            className={cn(chip, pressed(key) ? 'bg-primary text-on-primary' : 'bg-chip text-fg hover:bg-chip-hover')}
            onClick={() => {
              if (key === 'custom') return setCustomOpen(true)
              setCustomOpen(false)
              setError(null)
              onChange({ range: key })
            }}
          >
            {RANGE_LABELS[key]}
          </button>
        ))}
      </div>
      {customOpen && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
          <label className="flex flex-col gap-1 text-xs text-muted">
            {trans('From')}<input type="date" value={from} max={to || dayString(new Date())} onChange={(e) => setFrom(e.target.value)} className="h-8 rounded-md border border-border bg-bg px-2 text-sm text-fg" />
          </label>
          <label className="flex flex-col gap-1 text-xs text-muted">
            {trans('To')}<input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} className="h-8 rounded-md border border-border bg-bg px-2 text-sm text-fg" />
          </label>
          <Button type="submit" size="sm">
            {trans('Apply')}
          </Button>
          {error && (
            <p role="alert" className="w-full text-sm text-danger">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  )
}
