import type { Pagination } from '../../../../shared/contracts/pagination'
import { trans } from '../../../stores/session'

const PER_PAGE_CHOICES = [15, 30, 50, 100]
// No colour transition (unlike the kit's Button): these flip between enabled and disabled on every page
// load, and a half-faded label in between is unreadable (and fails contrast checks mid-fade).
const PAGE_BUTTON =
  'inline-flex h-8 items-center rounded-full border border-border px-4 text-sm font-semibold text-fg hover:bg-chip focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-50'

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
        {trans('Rows per page')}<select
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
        <button type="button" className={PAGE_BUTTON} disabled={!pagination?.prev_page} onClick={() => onPage(page - 1)}>
          {trans('Previous')}
        </button>
        <button type="button" className={PAGE_BUTTON} disabled={!pagination?.next_page} onClick={() => onPage(page + 1)}>
          {trans('Next')}
        </button>
      </div>
    </div>
  )
}
