import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { InsightsDatum, InsightsGranularity } from '../../../../shared/contracts/insights'
import { areaPath, labelIndexes, linePath, niceScale, type Point } from '../chart-scale'
import { axisLabel, bucketLabel, formatCount, playsText } from '../format'
import { useWidth } from '../use-width'
import { trans } from '../../../stores/session'

const HEIGHT = 240
const PAD = { top: 12, right: 12, bottom: 28, left: 40 }
/** Room one x label needs, in pixels: fewer labels on a phone. */
const LABEL_ROOM = 64

export interface PlaysChartProps {
  current: InsightsDatum[]
  previous: InsightsDatum[]
  granularity: InsightsGranularity
  /** The series' name (default plays; the admin reports also chart visitors). */
  title?: string
  valueHeader?: string
  valueText?: (n: number) => string
}

/**
 * Plays over time as a hand-drawn SVG area chart, with the previous period as a dashed line. Hover or
 * focus + arrow keys show a tooltip; the svg carries a summary and a visually hidden table holds every
 * value for screen readers.
 */
export function PlaysChart(props: PlaysChartProps) {
  const { current, previous, granularity, title = trans('Plays over time'), valueText = playsText } = props
  const { ref, width } = useWidth<HTMLDivElement>(640)
  const [active, setActive] = useState<number | null>(null)
  const tooltipId = useId()
  const n = current.length
  const innerW = Math.max(1, width - PAD.left - PAD.right)
  const innerH = HEIGHT - PAD.top - PAD.bottom
  const scale = niceScale(Math.max(0, ...current.map((d) => d.value), ...previous.slice(0, n).map((d) => d.value)))
  const x = (i: number) => PAD.left + (n <= 1 ? innerW / 2 : (i / (n - 1)) * innerW)
  const y = (v: number) => PAD.top + innerH - (v / scale.max) * innerH
  const points: Point[] = current.map((d, i) => ({ x: x(i), y: y(d.value) }))
  const before: Point[] = previous.slice(0, n).map((d, i) => ({ x: x(i), y: y(d.value) }))
  const total = current.reduce((s, d) => s + d.value, 0)
  const peak = current.reduce<InsightsDatum | null>((best, d) => (best === null || d.value > best.value ? d : best), null)
  const summary =
    n === 0
      ? `${title}: no data`
      : `${title}, ${bucketLabel(current[0]!.label, granularity)} to ${bucketLabel(current[n - 1]!.label, granularity)}: ${valueText(total)}` +
        (peak && peak.value > 0 ? `, most on ${bucketLabel(peak.label, granularity)} (${formatCount(peak.value)})` : '')

  const indexAt = (clientX: number, left: number) => {
    const rel = (clientX - left - PAD.left) / innerW
    return Math.min(n - 1, Math.max(0, Math.round(rel * (n - 1))))
  }
  const pointAt = (e: PointerEvent<HTMLDivElement>) => {
    if (n > 0) setActive(indexAt(e.clientX, e.currentTarget.getBoundingClientRect().left))
  }
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -n, End: n }
    if (!(e.key in moves) || n === 0) return
    e.preventDefault()
    setActive((i) => Math.min(n - 1, Math.max(0, (i ?? (moves[e.key]! > 0 ? -1 : n)) + moves[e.key]!)))
  }
  const point = active === null ? null : current[active]
  const leftPct = active === null ? 0 : (x(active) / width) * 100

  return (
    <div ref={ref} className="relative">
      <div
        tabIndex={0}
        role="group"
        aria-label={trans(':title. Use the arrow keys to read each value.', { title })}
        aria-describedby={point ? tooltipId : undefined}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((i) => i ?? n - 1)}
        onBlur={() => setActive(null)}
        onPointerMove={pointAt}
        onPointerDown={pointAt}
        // A finger lifting also "leaves": keep a tapped value until the next tap or the focus moves away.
        onPointerLeave={(e) => e.pointerType !== 'touch' && setActive(null)}
        className="rounded-md focus-visible:outline-2 focus-visible:outline-focus"
      >
        <svg role="img" aria-label={summary} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="block text-muted">
          {scale.ticks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} stroke="currentColor" strokeOpacity={0.2} />
              <text x={PAD.left - 8} y={y(t)} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
                {formatCount(t)}
              </text>
            </g>
          ))}
          {labelIndexes(n, Math.floor(innerW / LABEL_ROOM)).map((i) => (
            <text key={i} x={x(i)} y={HEIGHT - 8} textAnchor={n > 1 && i === 0 ? 'start' : 'middle'} fontSize={11} fill="currentColor">
              {axisLabel(current[i]!.label, granularity)}
            </text>
          ))}
          {before.length > 1 && <path d={linePath(before)} fill="none" stroke="currentColor" strokeWidth={1.5} strokeDasharray="4 4" />}
          <path d={areaPath(points, y(0))} className="text-primary" fill="currentColor" fillOpacity={0.15} />
          <path d={linePath(points)} className="text-primary" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
          {active !== null && points[active] && (
            <g className="text-primary">
              <line x1={points[active].x} x2={points[active].x} y1={PAD.top} y2={y(0)} stroke="currentColor" strokeOpacity={0.4} />
              <circle cx={points[active].x} cy={points[active].y} r={4} fill="currentColor" />
            </g>
          )}
        </svg>
      </div>
      {point && (
        <div
          id={tooltipId}
          role="tooltip"
          className="pointer-events-none absolute top-0 z-30 rounded-md bg-tooltip px-2 py-1 text-xs whitespace-nowrap text-tooltip-fg shadow-lg"
          style={{ left: `${leftPct}%`, translate: `${leftPct > 70 ? '-100%' : leftPct < 30 ? '0' : '-50%'} 0` }}
        >
          <p className="font-semibold">{bucketLabel(point.label, granularity)}</p>
          <p>{valueText(point.value)}</p>
          {previous[active!] && <p>{trans('Previous period:')} {formatCount(previous[active!]!.value)}</p>}
        </div>
      )}
      <PlaysTable {...props} />
    </div>
  )
}

/**
 * Every bucket as a table, for screen readers (the chart itself is one summarised image). The sr-only
 * box is a div around it: a table ignores `width: 1px` and, laid out at its content width, widened the
 * page at 390 px.
 */
function PlaysTable({ current, previous, granularity, title = trans('Plays over time'), valueHeader = trans('Plays') }: PlaysChartProps) {
  return (
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{trans('Period')}</th>
            <th scope="col">{valueHeader}</th>
            <th scope="col">{trans('Previous period')}</th>
          </tr>
        </thead>
        <tbody>
          {current.map((d, i) => (
            <tr key={d.label}>
              <th scope="row">{bucketLabel(d.label, granularity)}</th>
              <td>{formatCount(d.value)}</td>
              <td>{previous[i] ? formatCount(previous[i].value) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
