import { Link } from '@tanstack/react-router'
import { backstageLink } from '../../../lib/links'
import type { InsightsDatum, InsightsMetric, InsightsReport } from '../../../../shared/contracts/insights'
import { clientName, countryLabel } from '../format'
import { BarList, type BarItem } from './bar-list'

const TITLES: Partial<Record<InsightsMetric, string>> = {
  devices: 'Devices',
  platforms: 'Platforms',
  browsers: 'Browsers',
  locations: 'Locations',
  tracks: 'Top tracks',
  albums: 'Top albums',
  artists: 'Top artists',
}

function itemOf(metric: InsightsMetric, d: InsightsDatum): BarItem {
  if (metric === 'locations') {
    const text = countryLabel(d.code, d.label)
    return { key: d.code ?? 'unknown', text, label: text, value: d.value }
  }
  const model = d.model
  if (model && (model.model_type === 'track' || model.model_type === 'album')) {
    // From an album's or artist's insights straight to one item's own insights.
    const label =
      model.model_type === 'track' ? (
        <Link {...backstageLink(`tracks/${model.id}/insights`)} className="hover:underline">
          {d.label}
        </Link>
      ) : (
        <Link {...backstageLink(`albums/${model.id}/insights`)} className="hover:underline">
          {d.label}
        </Link>
      )
    return { key: `${model.model_type}-${model.id}`, text: d.label, label, value: d.value }
  }
  if (model) return { key: `${model.model_type}-${model.id}`, text: d.label, label: d.label, value: d.value }
  const text = clientName(d.label)
  return { key: d.label, text, label: text, value: d.value }
}

/** One bar list per break-down metric present in the report, in the order asked for. */
export function Breakdowns({ report, metrics }: { report: InsightsReport; metrics: InsightsMetric[] }) {
  const shown = metrics.filter((m) => m !== 'plays' && report[m] && TITLES[m])
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {shown.map((metric) => {
        const entry = report[metric]!
        return <BarList key={metric} title={TITLES[metric]!} total={entry.total ?? 0} items={(entry.datasets[0]?.data ?? []).map((d) => itemOf(metric, d))} />
      })}
    </div>
  )
}
