import type { InsightsGranularity } from '../../../shared/contracts/insights'

/**
 * Labels of the insights pages. Bucket labels are wall-clock times in the requested time zone
 * (`YYYY-MM-DDTHH:mm`): they are read as UTC and formatted in UTC so the browser does not shift them.
 */
function bucketDate(label: string): Date {
  return new Date(`${label}:00Z`)
}

const fmt = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' })
const AXIS: Record<InsightsGranularity, Intl.DateTimeFormat> = {
  hour: fmt({ hour: '2-digit', minute: '2-digit' }),
  day: fmt({ day: 'numeric', month: 'short' }),
  week: fmt({ day: 'numeric', month: 'short' }),
  month: fmt({ month: 'short', year: 'numeric' }),
}
const FULL: Record<InsightsGranularity, Intl.DateTimeFormat> = {
  hour: fmt({ weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
  day: fmt({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  week: fmt({ day: 'numeric', month: 'short', year: 'numeric' }),
  month: fmt({ month: 'long', year: 'numeric' }),
}

/** Short label for the chart's x axis. */
export function axisLabel(label: string, granularity: InsightsGranularity): string {
  const d = bucketDate(label)
  return Number.isNaN(d.getTime()) ? label : AXIS[granularity].format(d)
}

/** Full label for tooltips and the data table. */
export function bucketLabel(label: string, granularity: InsightsGranularity): string {
  const d = bucketDate(label)
  if (Number.isNaN(d.getTime())) return label
  const text = FULL[granularity].format(d)
  return granularity === 'week' ? `Week of ${text}` : text
}

const numberFormat = new Intl.NumberFormat()
export const formatCount = (n: number) => numberFormat.format(n)
export const playsText = (n: number) => `${formatCount(n)} ${n === 1 ? 'play' : 'plays'}`

/** Share of a total as a whole percentage ("<1%" for a small non-zero share). */
export function percentOf(value: number, total: number): string {
  if (total <= 0) return '0%'
  const p = (value / total) * 100
  return p > 0 && p < 1 ? '<1%' : `${Math.round(p)}%`
}

/** Change against the previous period, e.g. "+25%", or null when there was nothing to compare with. */
export function changeText(current: number, previous: number): string | null {
  if (previous <= 0) return null
  const p = Math.round(((current - previous) / previous) * 100)
  return `${p > 0 ? '+' : ''}${p}%`
}

/** Names the server stores lower-case (§2.13, from the User-Agent), written as their makers do. */
const KNOWN_NAMES: Record<string, string> = {
  ios: 'iOS',
  macos: 'macOS',
  'mac os': 'macOS',
  'chrome os': 'ChromeOS',
  chromeos: 'ChromeOS',
  ipados: 'iPadOS',
  unknown: 'Unknown',
}

export function clientName(value: string): string {
  return KNOWN_NAMES[value] ?? value.replace(/\b\p{L}/gu, (c) => c.toUpperCase())
}

let regionNames: Intl.DisplayNames | null | undefined
/** The country's name in the user's language, else the server's English label. */
export function countryLabel(code: string | undefined, fallback: string): string {
  if (!code) return fallback
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(undefined, { type: 'region' })
    } catch {
      regionNames = null
    }
  }
  try {
    return regionNames?.of(code.toUpperCase()) ?? fallback
  } catch {
    return fallback
  }
}
