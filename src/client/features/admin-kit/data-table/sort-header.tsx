import type { AdminRow } from '../../../../shared/contracts/admin'
import { trans } from '../../../stores/session'
import { cn } from '../../../lib/cn'
import type { ColumnDef } from './types'

interface Props<Row extends AdminRow> {
  column: ColumnDef<Row>
  orderBy?: string
  orderDir?: 'asc' | 'desc'
  onSort(orderBy: string, orderDir: 'asc' | 'desc'): void
}

/** A column header; sortable ones are buttons that cycle ascending/descending and report aria-sort. */
export function SortHeader<Row extends AdminRow>({ column, orderBy, orderDir, onSort }: Props<Row>) {
  const active = orderBy === column.key
  const sort = active ? (orderDir === 'asc' ? 'ascending' : 'descending') : undefined
  return (
    <th scope="col" aria-sort={column.sortable ? (sort ?? 'none') : undefined} className={cn('px-3 py-2 font-semibold', column.hideOnMobile && 'hidden md:table-cell')}>
      {column.sortable ? (
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded uppercase hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
          onClick={() => onSort(column.key, active && orderDir === 'desc' ? 'asc' : 'desc')}
        >
          {trans(column.header)}
          <span aria-hidden="true">{active ? (orderDir === 'asc' ? '▲' : '▼') : '↕'}</span>
        </button>
      ) : (
        trans(column.header)
      )}
    </th>
  )
}
