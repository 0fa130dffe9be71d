import type { Pagination } from '../../../../shared/contracts/pagination'
import { Button } from '../../../ui'

const PER_PAGE_CHOICES = [15, 30, 50, 100]

interface Props {
  pagination: Pagination<unknown> | undefined
  perPage: number
  onPage(page: number): void
  onPerPage(perPage: number): void
}

/** "1–15 of 230", rows per page and previous/next; the server pages (music-catalog §1.2). */
export function TablePager({ pagination, perPage, onPage, onPerPage }: Props) {
  const page = pagination?.current_page ?? 1
  const range = pagination?.from ? `${pagination.from}–${pagination.to}${pagination.total !== undefined ? ` of ${pagination.total}` : ''}` : ''
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 text-sm text-muted">
      <label className="flex items-center gap-2">
        Rows per page
        <select
          value={perPage}
          onChange={(event) => onPerPage(Number(event.target.value))}
          className="h-9 rounded-md border border-border bg-bg px-2 text-fg focus:outline-2 focus:outline-focus"
        >
          {PER_PAGE_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <span aria-live="polite">{range}</span>
      <div className="flex gap-1">
        <Button size="sm" variant="outline" disabled={!pagination?.prev_page} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={!pagination?.next_page} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </div>
  )
}
