import type { ReactNode } from 'react'
import type { AdminFilterOperator, AdminRow } from '../../../../shared/contracts/admin'

/** One column: which field it sorts by (server whitelist) and how a cell draws. */
export interface ColumnDef<Row = AdminRow> {
  /** Field name; also the `orderBy` value when `sortable`. */
  key: string
  header: string
  sortable?: boolean
  render?: (row: Row) => ReactNode
  /** Left out on narrow screens, where each row reads as a card of the visible columns. */
  hideOnMobile?: boolean
  className?: string
}

export interface FilterOption {
  value: string
  label: string
}

/** A filter the page offers: a select of options or a yes/no, sent as `{key, operator, value}`. */
export interface FilterDef {
  key: string
  label: string
  operator: AdminFilterOperator
  options: FilterOption[]
  /** How the chosen option's string reaches the server (numbers and booleans keep their type). */
  parse?: (value: string) => string | number | boolean | null
}

export const yesNoOptions: FilterOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
]
export const parseBoolean = (value: string) => value === 'true'
