/**
 * Date ranges of the insights pages. Every range runs from a local midnight to a local midnight
 * (end exclusive) in the browser's time zone, which is also sent as `timezone`, so the server's day
 * buckets match the days the user sees, and a range's key stays the same all day (cache hits).
 */
export const RANGE_PRESETS = ['7d', '30d', '90d', '1y'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]
export type RangeKey = RangePreset | 'custom'

export const RANGE_LABELS: Record<RangeKey, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '1y': '1 year',
  custom: 'Custom',
}

const PRESET_DAYS: Record<RangePreset, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 }
/** The server's longest range (INSIGHTS_MAX_RANGE_DAYS in the contract, not imported: it would bring zod). */
export const MAX_RANGE_DAYS = 3660

/** What the URL holds: `?range=30d`, or `?range=custom&from=2026-05-01&to=2026-05-31` (both days included). */
export interface RangeSearch {
  /** A RangeKey; anything else means the default (30 days). */
  range?: string
  from?: string
  to?: string
}

export interface DateRange {
  startDate: string
  endDate: string
  /** Number of calendar days covered. */
  days: number
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** `YYYY-MM-DD` of a local date. */
export function dayString(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** Local midnight of a `YYYY-MM-DD` day, or null when the text is not a real date. */
export function parseDay(value: string | undefined): Date | null {
  const m = DAY_RE.exec(value ?? '')
  if (!m) return null
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return dayString(d) === value ? d : null
}

const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n)

function span(first: Date, last: Date): DateRange {
  const end = addDays(last, 1)
  const days = Math.round((end.getTime() - first.getTime()) / 86_400_000)
  return { startDate: first.toISOString(), endDate: end.toISOString(), days }
}

/** A custom range's problem in words, or null when it is usable. */
export function customRangeError(from: string | undefined, to: string | undefined): string | null {
  const first = parseDay(from)
  const last = parseDay(to)
  if (!first || !last) return 'Choose a start and an end date.'
  if (last < first) return 'The end date must not be before the start date.'
  if (span(first, last).days > MAX_RANGE_DAYS) return `Choose at most ${MAX_RANGE_DAYS} days.`
  return null
}

/** The instants to ask for: a preset ends with today; a bad custom range falls back to 30 days. */
export function resolveRange(search: RangeSearch, now = new Date()): DateRange & { key: RangeKey } {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  if (search.range === 'custom' && customRangeError(search.from, search.to) === null) {
    return { key: 'custom', ...span(parseDay(search.from)!, parseDay(search.to)!) }
  }
  const key: RangePreset = (RANGE_PRESETS as readonly string[]).includes(search.range ?? '') ? (search.range as RangePreset) : '30d'
  return { key, ...span(addDays(today, 1 - PRESET_DAYS[key]), today) }
}

/** The browser's IANA time zone, sent so the server buckets plays by the user's days. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}
