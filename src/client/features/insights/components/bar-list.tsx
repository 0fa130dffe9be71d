import type { ReactNode } from 'react'
import { formatCount, percentOf } from '../format'

export interface BarItem {
  key: string
  label: ReactNode
  /** Plain text of the label, for the accessible name of the row. */
  text: string
  value: number
}

/**
 * A ranked list with proportional bars (devices, platforms, browsers, locations, top items). Plain
 * HTML: the list is what screen readers read, the bars are decoration sized by share of `total`.
 */
export function BarList({ title, items, total, emptyText = 'No plays in this period' }: { title: string; items: BarItem[]; total: number; emptyText?: string }) {
  const max = Math.max(1, ...items.map((i) => i.value))
  return (
    <section className="rounded-md bg-bg-alt p-4" aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{emptyText}</p>
      ) : (
        <ol className="space-y-3">
          {items.map((item) => (
            <li key={item.key} aria-label={`${item.text}: ${formatCount(item.value)} (${percentOf(item.value, total)})`}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate">{item.label}</span>
                <span className="shrink-0 text-muted tabular-nums" aria-hidden="true">
                  {formatCount(item.value)} · {percentOf(item.value, total)}
                </span>
              </div>
              <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-chip" aria-hidden="true">
                <div className="h-full rounded-full bg-primary" style={{ width: `${(item.value / max) * 100}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
