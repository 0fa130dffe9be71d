import type { InsightsReport } from '../../../../shared/contracts/insights'
import { changeText, clientName, countryLabel, formatCount } from '../format'
import { trans } from '../../../stores/session'

function Card({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-md bg-bg-alt p-4">
      <dt className="text-xs font-semibold text-muted uppercase">{label}</dt>
      <dd className="mt-1 truncate text-2xl font-bold">{value}</dd>
      {note && <dd className="mt-1 text-xs text-muted">{note}</dd>}
    </div>
  )
}

/** Headline numbers of the range: plays, change against the previous period, top country and device. */
export function TotalCards({ report }: { report: InsightsReport }) {
  const total = report.plays?.total ?? 0
  const previous = (report.plays?.datasets[1]?.data ?? []).reduce((s, d) => s + d.value, 0)
  const change = changeText(total, previous)
  const topLocation = report.locations?.datasets[0]?.data[0]
  const topDevice = report.devices?.datasets[0]?.data[0]
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(auto-fill,minmax(170px,1fr))]">
      <Card label={trans('Plays')} value={formatCount(total)} />
      <Card
        label={trans('Previous period')}
        value={formatCount(previous)}
        note={change ? `${change} in this period` : total > 0 ? 'New plays in this period' : undefined}
      />
      <Card label={trans('Top location')} value={topLocation ? countryLabel(topLocation.code, topLocation.label) : '–'} />
      <Card label={trans('Top device')} value={topDevice ? clientName(topDevice.label) : '–'} />
    </dl>
  )
}
