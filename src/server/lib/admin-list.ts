import { AdminFiltersSchema, type AdminFilter, type AdminFilterOperator, type AdminListQuery } from '../../shared/contracts/admin'
import { validationError } from './http-errors'

/**
 * The admin lists' common parameters (music-catalog §1.3), checked against one list's whitelists before
 * any SQL is built: a sort column or filter key the list does not offer is a 422 naming the field, so
 * only indexed, known columns ever reach ORDER BY and WHERE.
 */
export interface AdminListRules {
  sortable: readonly string[]
  defaultSort: { column: string; dir: 'asc' | 'desc' }
  /** Filter key → the operators it accepts. */
  filterable: Readonly<Record<string, readonly AdminFilterOperator[]>>
}

export interface AdminListRequest {
  page: number
  perPage: number
  sort: { column: string; dir: 'asc' | 'desc' }
  query: string | null
  filters: AdminFilter[]
  lengthAware: boolean
}

/** base64 JSON → filters; null when it is not readable or not the `{key, operator, value}` shape. */
export function decodeAdminFilters(raw: string): AdminFilter[] | null {
  try {
    const json = Buffer.from(raw, 'base64').toString('utf8')
    const parsed = AdminFiltersSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function parseAdminList(q: AdminListQuery, rules: AdminListRules): AdminListRequest {
  let sort = rules.defaultSort
  if (q.order) {
    const [column = '', dir] = q.order.split(':')
    if (!rules.sortable.includes(column)) throw validationError({ order: `The list cannot be sorted by "${column}".` })
    sort = { column, dir: dir === 'asc' ? 'asc' : 'desc' }
  } else if (q.orderBy) {
    if (!rules.sortable.includes(q.orderBy)) throw validationError({ orderBy: `The list cannot be sorted by "${q.orderBy}".` })
    sort = { column: q.orderBy, dir: q.orderDir ?? 'desc' }
  }
  let filters: AdminFilter[] = []
  if (q.filters) {
    const decoded = decodeAdminFilters(q.filters)
    if (!decoded) throw validationError({ filters: 'The filters must be base64-encoded JSON of {key, operator, value} items.' })
    for (const filter of decoded) {
      const operators = rules.filterable[filter.key]
      if (!operators) throw validationError({ filters: `The list cannot be filtered by "${filter.key}".` })
      if (!operators.includes(filter.operator)) throw validationError({ filters: `The filter "${filter.key}" does not accept the operator "${filter.operator}".` })
      if (needsValue(filter.operator) && (filter.value === undefined || filter.value === null)) {
        throw validationError({ filters: `The filter "${filter.key}" needs a value.` })
      }
      if (filter.operator === 'in' && !Array.isArray(filter.value)) throw validationError({ filters: `The filter "${filter.key}" needs a list of values.` })
    }
    filters = decoded
  }
  const query = q.query?.trim() ? q.query.trim() : null
  return { page: q.page, perPage: q.perPage, sort, query, filters, lengthAware: q.paginate === 'lengthAware' }
}

const needsValue = (operator: AdminFilterOperator) => operator !== 'isNull' && operator !== 'notNull'

/**
 * One CSV cell (RFC 4180 quoting). A text starting with = + - @ or a tab is prefixed with an apostrophe so
 * a spreadsheet never runs a user-supplied name as a formula (CSV injection).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}
