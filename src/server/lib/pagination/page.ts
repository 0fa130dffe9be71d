import type { Pagination } from '../../../shared/contracts/pagination'
import { encodeCursor, type CursorKey } from './cursor'

export interface PageWindow {
  page: number
  perPage: number
  offset: number
  /** One more than perPage: the extra row tells whether a next page exists without counting. */
  limit: number
}

export function pageWindow(q: { page?: number; perPage?: number }, defaultPerPage: number): PageWindow {
  const page = q.page ?? 1
  const perPage = q.perPage ?? defaultPerPage
  return { page, perPage, offset: (page - 1) * perPage, limit: perPage + 1 }
}

/** §1.2 pagination from a page fetched with `limit = perPage + 1`; totals only in lengthAware mode. */
/**
 * With `keyOf`, a page that has a next one also carries `next_cursor` (the last row's sort key), which
 * keyset-paged endpoints accept as `cursor` to seek instead of counting an offset.
 */
export function toPagination<T>(rows: T[], w: PageWindow, total?: number, keyOf?: (row: T) => CursorKey): Pagination<T> {
  const data = rows.slice(0, w.perPage)
  const hasNext = rows.length > w.perPage
  const from = data.length ? w.offset + 1 : null
  const to = data.length ? w.offset + data.length : null
  const page: Pagination<T> = {
    data,
    current_page: w.page,
    per_page: w.perPage,
    from,
    to,
    next_page: hasNext ? w.page + 1 : null,
    prev_page: w.page > 1 ? w.page - 1 : null,
  }
  if (keyOf) page.next_cursor = hasNext && data.length ? encodeCursor(keyOf(data[data.length - 1]!)) : null
  if (total !== undefined) {
    page.total = total
    page.last_page = Math.max(1, Math.ceil(total / w.perPage))
  }
  return page
}

/** Re-maps a page's data while keeping its cursor fields. */
export function mapPagination<T, U>(page: Pagination<T>, data: U[]): Pagination<U> {
  return { ...page, data }
}
