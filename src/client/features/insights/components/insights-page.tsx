import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Button } from '../../../ui'
import { useTrans } from '../../../stores/i18n'
import { formatCount } from '../format'
import type { InsightsMetricReport } from '../../../../shared/contracts/insights'
import { cn } from '../../../lib/cn'
import { HttpError } from '../../../lib/http'
import { insightsQuery, METRICS_OF, type InsightsKind } from '../api'
import { browserTimeZone, dayString, resolveRange, type RangeSearch } from '../range'
import { Breakdowns } from './breakdowns'
import { InsightsSkeleton } from './insights-skeleton'
import { PlaysChart } from './plays-chart'
import { RangePicker } from './range-picker'
import { TotalCards } from './total-cards'
import { trans } from '../../../stores/session'

const KIND_LABEL: Record<InsightsKind, string> = { track: 'Track insights', album: 'Album insights', artist: 'Artist insights', track_play: 'Site insights' }

export interface InsightsPageProps {
  kind: InsightsKind
  id: number
  /** The item's name, for the heading. */
  title: string
  search: RangeSearch
  onSearchChange(search: RangeSearch): void
  /** Drawn between the heading and the report (the admin reports page's header cards). */
  extra?: ReactNode
}

/** Legend mark matching the chart's lines (drawn, so no extra CSS reaches the shared stylesheet). */
function Swatch({ dashed = false, className }: { dashed?: boolean; className?: string }) {
  return (
    <svg width="16" height="4" className={className}>
      <line x1="0" x2="16" y1="2" y2="2" stroke="currentColor" strokeWidth={dashed ? 1.5 : 2} strokeDasharray={dashed ? '4 3' : undefined} />
    </svg>
  )
}

function errorText(error: Error): string {
  if (error instanceof HttpError && error.status === 403) return 'You do not have access to these insights.'
  if (error instanceof HttpError && error.status === 0) return 'You appear to be offline. Check your connection and try again.'
  return 'Insights could not be loaded. Please try again.'
}

/** Plays of one track, album or artist over a date range: totals, a chart and break-downs (§3.8). */
export function InsightsPage({ kind, id, title, search, onSearchChange, extra }: InsightsPageProps) {
  const range = resolveRange(search)
  const metrics = METRICS_OF[kind]
  const query = useQuery(insightsQuery({ model: `${kind}=${id}`, metrics, startDate: range.startDate, endDate: range.endDate, timezone: browserTimeZone() }))
  const lastDay = new Date(new Date(range.endDate).getTime() - 1)
  const report = query.data?.report
  const plays = report?.plays
  return (
    <div className="p-4 md:p-8">
      <header className="mb-6 flex flex-col justify-between gap-4 md:flex-row md:items-end">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-muted uppercase">{KIND_LABEL[kind]}</p>
          <h1 className="mt-1 truncate text-3xl font-bold">{title}</h1>
        </div>
        <RangePicker value={range.key} current={{ from: dayString(new Date(range.startDate)), to: dayString(lastDay) }} onChange={onSearchChange} />
      </header>
      {extra}
      {query.isPending ? (
        <InsightsSkeleton />
      ) : !report ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-md bg-bg-alt px-6 py-16 text-center">
          <p className="text-lg font-semibold">{errorText(query.error ?? new Error())}</p>
          {!(query.error instanceof HttpError && query.error.status === 403) && (
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {trans('Try again')}
            </Button>
          )}
        </div>
      ) : (
        <div aria-busy={query.isPlaceholderData} className={cn('flex flex-col gap-6 transition', query.isPlaceholderData && 'opacity-80')}>
          <TotalCards report={report} />
          {report.visitors && <VisitorsSection visitors={report.visitors} />}
          {(plays?.total ?? 0) === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-md bg-bg-alt px-6 py-16 text-center">
              <p className="text-lg font-semibold">{trans('No plays in this period')}</p>
              <p className="max-w-md text-sm text-muted">{trans('Plays appear here as soon as someone listens. Try a longer date range.')}</p>
            </div>
          ) : (
            <>
              <section className="rounded-md bg-bg-alt p-4" aria-labelledby="insights-plays-title">
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h2 id="insights-plays-title" className="text-sm font-semibold">{trans('Plays over time')}</h2>
                  <p className="flex gap-4 text-xs text-muted" aria-hidden="true">
                    <span className="flex items-center gap-1"><Swatch className="text-primary" />{trans('This period')}</span>
                    <span className="flex items-center gap-1"><Swatch dashed />{trans('Previous period')}</span>
                  </p>
                </div>
                <PlaysChart current={plays?.datasets[0]?.data ?? []} previous={plays?.datasets[1]?.data ?? []} granularity={plays?.granularity ?? 'day'} />
              </section>
              <Breakdowns report={report} metrics={metrics} />
            </>
          )}
          {query.isError && <p role="alert" className="text-sm text-danger">{errorText(query.error)}</p>}
        </div>
      )}
    </div>
  )
}

/**
 * The admin reports' visitors (music-product §2 "reports (plays, visitors)"): distinct listeners and
 * page viewers per bucket, in the plays chart's shape, beside it rather than hidden when nobody played.
 */
function VisitorsSection({ visitors }: { visitors: InsightsMetricReport }) {
  const t = useTrans()
  const visitorsText = (n: number) => t(n === 1 ? ':count visitor' : ':count visitors', { count: formatCount(n) })
  return (
    <section className="rounded-md bg-bg-alt p-4" aria-labelledby="insights-visitors-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="insights-visitors-title" className="text-sm font-semibold">
          {t('Visitors over time')} <span className="font-normal text-muted">· {visitorsText(visitors.total ?? 0)}</span>
        </h2>
        <p className="flex gap-4 text-xs text-muted" aria-hidden="true">
          <span className="flex items-center gap-1"><Swatch className="text-primary" />{t('This period')}</span>
          <span className="flex items-center gap-1"><Swatch dashed />{t('Previous period')}</span>
        </p>
      </div>
      {(visitors.total ?? 0) === 0 ? (
        <p className="py-8 text-center text-sm text-muted">{t('No visitors in this period')}</p>
      ) : (
        <PlaysChart
          current={visitors.datasets[0]?.data ?? []}
          previous={visitors.datasets[1]?.data ?? []}
          granularity={visitors.granularity ?? 'day'}
          title={t('Visitors over time')}
          valueHeader={t('Visitors')}
          valueText={visitorsText}
        />
      )}
    </section>
  )
}
