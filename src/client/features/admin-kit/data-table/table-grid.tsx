import type { ReactNode } from 'react'
import type { AdminRow } from '../../../../shared/contracts/admin'
import { cn } from '../../../lib/cn'
import { Skeleton } from '../../../ui'
import { SortHeader } from './sort-header'
import type { ColumnDef } from './types'
import { trans } from '../../../stores/session'

interface Props<Row extends AdminRow> {
  label: string
  columns: ColumnDef<Row>[]
  rows: Row[]
  loading: boolean
  stale: boolean
  selectable: boolean
  selected: ReadonlySet<number>
  onSelect(next: ReadonlySet<number>): void
  orderBy?: string
  orderDir?: 'asc' | 'desc'
  onSort(orderBy: string, orderDir: 'asc' | 'desc'): void
  rowActions?: (row: Row) => ReactNode
}

const CHECKBOX = 'size-4 accent-(--color-primary)'
const nameOf = (row: AdminRow) => String(row.name ?? row.display_name ?? row.title ?? row.email ?? `#${String(row.id)}`)

/**
 * One <table> that reads as a table from md up and as a stack of cards below it (each cell then shows
 * its column's name), so phones need no second markup and screen readers keep the table semantics.
 */
export function TableGrid<Row extends AdminRow>(props: Props<Row>) {
  const { columns, rows, selected, onSelect, selectable } = props
  const ids = rows.map((row) => Number(row.id))
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id))
  const toggle = (id: number) => {
    const next = new Set(selected)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    onSelect(next)
  }
  const toggleAll = () => onSelect(allSelected ? new Set([...selected].filter((id) => !ids.includes(id))) : new Set([...selected, ...ids]))
  return (
    <div className={cn('overflow-x-auto rounded-md border border-border transition', props.stale && 'opacity-60')} aria-busy={props.loading || props.stale}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{props.label}</caption>
        <thead className="hidden border-b border-border bg-bg-alt text-xs text-muted uppercase md:table-header-group">
          <tr>
            {selectable && (
              <th scope="col" className="w-10 px-3 py-2">
                <input type="checkbox" className={CHECKBOX} aria-label={trans('Select all rows')} checked={allSelected} onChange={toggleAll} disabled={ids.length === 0} />
              </th>
            )}
            {columns.map((column) => (
              <SortHeader key={column.key} column={column} orderBy={props.orderBy} orderDir={props.orderDir} onSort={props.onSort} />
            ))}
            {props.rowActions && (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{trans('Actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="block divide-y divide-border md:table-row-group">
          {props.loading
            ? Array.from({ length: 5 }, (_, i) => (
                <tr key={i} className="block md:table-row">
                  <td colSpan={columns.length + 2} className="block px-3 py-3 md:table-cell">
                    <Skeleton className="h-5 w-full" />
                  </td>
                </tr>
              ))
            : rows.map((row) => {
                const id = Number(row.id)
                return (
                  <tr key={id} className={cn('block p-2 md:table-row md:p-0', selected.has(id) && 'bg-chip')}>
                    {selectable && (
                      <td className="block px-3 py-1 md:table-cell md:w-10 md:py-2">
                        <input type="checkbox" className={CHECKBOX} aria-label={trans('Select :value', { value: nameOf(row) })} checked={selected.has(id)} onChange={() => toggle(id)} />
                      </td>
                    )}
                    {columns.map((column) => (
                      <td key={column.key} className={cn('gap-2 px-3 py-1 md:table-cell md:py-2', column.hideOnMobile ? 'hidden' : 'flex', column.className)}>
                        <span className="w-28 shrink-0 text-xs font-semibold text-muted md:hidden">{trans(column.header)}</span>
                        <span className="min-w-0 break-words">{column.render ? column.render(row) : formatCell(row[column.key])}</span>
                      </td>
                    ))}
                    {props.rowActions && <td className="flex flex-wrap gap-2 px-3 py-1 md:table-cell md:py-2 md:text-right">{props.rowActions(row)}</td>}
                  </tr>
                )
              })}
        </tbody>
      </table>
    </div>
  )
}

/** Plain values as text: dates short, booleans Yes/No, nothing as a dash. */
export function formatCell(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '–'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return new Date(value).toLocaleDateString()
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
