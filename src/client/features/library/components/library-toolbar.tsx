import { trans } from '../../../stores/session'
import type { LikedListParams } from '../api'

export const LIKED_ORDERS = [
  { value: 'likes.created_at|desc', label: 'Recently added' },
  { value: 'name|asc', label: 'Name' },
  { value: 'created_at|desc', label: 'Release date' },
  { value: 'plays|desc', label: 'Most played' },
] as const

export function orderFromValue(value: string): Pick<LikedListParams, 'orderBy' | 'orderDir'> {
  const [orderBy, orderDir] = value.split('|') as [LikedListParams['orderBy'], LikedListParams['orderDir']]
  return { orderBy, orderDir }
}

/** Filter box and ordering select above every liked list. */
export function LibraryToolbar(props: { label: string; query: string; onQuery: (q: string) => void; order: string; onOrder: (o: string) => void }) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <input
        type="search"
        aria-label={props.label}
        placeholder={props.label}
        value={props.query}
        onChange={(e) => props.onQuery(e.target.value)}
        className="h-9 w-64 max-w-full rounded-full border border-border bg-transparent px-4 text-sm"
      />
      <select
        aria-label={trans('Order by')}
        value={props.order}
        onChange={(e) => props.onOrder(e.target.value)}
        className="h-9 rounded-full border border-border bg-bg px-3 text-sm"
      >
        {LIKED_ORDERS.map((o) => <option key={o.value} value={o.value}>{trans(o.label)}</option>)}
      </select>
    </div>
  )
}
