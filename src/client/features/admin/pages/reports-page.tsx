import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { InsightsPage, resolveRange, type RangeSearch } from '../../insights'
import { Skeleton } from '../../../ui'
import { adminReportsHeaderQuery } from '../../admin-kit'
import { trans } from '../../../stores/session'

/**
 * /admin: the site's plays over a date range (the insights report of `model=track_play=0`, with its
 * charts and break-downs, top listeners included) and the header cards of `admin/reports/header`.
 */
export function ReportsPage() {
  const search = useSearch({ strict: false }) as RangeSearch
  const navigate = useNavigate()
  const range = resolveRange(search)
  const onSearchChange = (next: RangeSearch) => void navigate({ to: '.', search: next, replace: true } as never)
  return <InsightsPage kind="track_play" id={0} title={trans('Reports')} search={search} onSearchChange={onSearchChange} extra={<HeaderCards startDate={range.startDate} endDate={range.endDate} />} />
}

function HeaderCards({ startDate, endDate }: { startDate: string; endDate: string }) {
  const header = useQuery(adminReportsHeaderQuery({ startDate, endDate }))
  if (header.isPending) return <Skeleton className="mb-6 h-24 w-full" />
  if (!header.data) return <p role="alert" className="mb-6 text-sm text-danger">{trans('The header cards could not be loaded.')}</p>
  return (
    <ul aria-label={trans('Totals in this period')} className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-5">
      {header.data.cards.map((card) => (
        <li key={card.name} className="rounded-md bg-bg-alt p-4">
          <p className="text-sm text-muted">{trans(card.label)}</p>
          <p className="mt-1 text-2xl font-bold">{card.value.toLocaleString()}</p>
          <p className="text-xs text-muted">{trend(card.value, card.previous)}</p>
        </li>
      ))}
    </ul>
  )
}

function trend(value: number, previous: number): string {
  if (previous === 0) return value === 0 ? 'No change' : 'New this period'
  const change = Math.round(((value - previous) / previous) * 100)
  return `${change >= 0 ? '+' : ''}${change}% on the previous period`
}
