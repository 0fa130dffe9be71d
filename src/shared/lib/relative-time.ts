/** platform-core §9 buckets: 60 s, 60 min, 24 h, 7 days, about 4.345 weeks, 12 months, then years. */
const WEEKS_PER_MONTH = 4.345

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'
export interface RelativeBucket {
  unit: RelativeUnit
  value: number
}

/** Parses a date value; null for anything invalid or outside years 1 to 9999. */
export function toValidDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  const time = date.getTime()
  if (Number.isNaN(time)) return null
  const year = date.getUTCFullYear()
  return year >= 1 && year <= 9999 ? date : null
}

/** The bucket for a date relative to now; negative values are in the past. */
export function relativeBucket(date: Date, now: Date): RelativeBucket {
  const seconds = (date.getTime() - now.getTime()) / 1000
  const sign = seconds < 0 ? -1 : 1
  const abs = Math.abs(seconds)
  if (abs < 60) return { unit: 'second', value: Math.trunc(seconds) }
  const minutes = abs / 60
  if (minutes < 60) return { unit: 'minute', value: sign * Math.floor(minutes) }
  const hours = minutes / 60
  if (hours < 24) return { unit: 'hour', value: sign * Math.floor(hours) }
  const days = hours / 24
  if (days < 7) return { unit: 'day', value: sign * Math.floor(days) }
  const weeks = days / 7
  if (weeks < WEEKS_PER_MONTH) return { unit: 'week', value: sign * Math.floor(weeks) }
  const months = weeks / WEEKS_PER_MONTH
  if (months < 12) return { unit: 'month', value: sign * Math.floor(months) }
  return { unit: 'year', value: sign * Math.floor(months / 12) }
}

/**
 * "a few seconds ago" under a minute (passed through `translate`), Intl.RelativeTimeFormat beyond;
 * an empty string for invalid dates so callers render nothing.
 */
export function formatRelativeTime(
  value: Date | string | number | null | undefined,
  options: { now?: Date; locale?: string; translate?: (text: string) => string } = {},
): string {
  const date = toValidDate(value)
  if (!date) return ''
  const bucket = relativeBucket(date, options.now ?? new Date())
  if (bucket.unit === 'second') return (options.translate ?? ((t: string) => t))('a few seconds ago')
  return new Intl.RelativeTimeFormat(options.locale ?? 'en', { numeric: 'auto' }).format(bucket.value, bucket.unit)
}
