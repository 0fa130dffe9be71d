import { describe, expect, it } from 'vitest'
import { formatRelativeTime, relativeBucket, toValidDate } from '../../src/shared/lib/relative-time'

const now = new Date('2026-06-15T12:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
const MIN = 60
const HOUR = 3600
const DAY = 86400

describe('relative time buckets', () => {
  it('says "a few seconds ago" under a minute', () => {
    expect(formatRelativeTime(ago(0), { now })).toBe('a few seconds ago')
    expect(formatRelativeTime(ago(59), { now })).toBe('a few seconds ago')
  })

  it('switches units at 60 s, 60 min, 24 h, 7 days, 4.345 weeks and 12 months', () => {
    expect(relativeBucket(ago(60), now)).toEqual({ unit: 'minute', value: -1 })
    expect(relativeBucket(ago(59 * MIN), now)).toEqual({ unit: 'minute', value: -59 })
    expect(relativeBucket(ago(60 * MIN), now)).toEqual({ unit: 'hour', value: -1 })
    expect(relativeBucket(ago(23 * HOUR), now)).toEqual({ unit: 'hour', value: -23 })
    expect(relativeBucket(ago(24 * HOUR), now)).toEqual({ unit: 'day', value: -1 })
    expect(relativeBucket(ago(6 * DAY), now)).toEqual({ unit: 'day', value: -6 })
    expect(relativeBucket(ago(7 * DAY), now)).toEqual({ unit: 'week', value: -1 })
    expect(relativeBucket(ago(30 * DAY), now)).toEqual({ unit: 'week', value: -4 })
    expect(relativeBucket(ago(31 * DAY), now)).toEqual({ unit: 'month', value: -1 })
    expect(relativeBucket(ago(364 * DAY), now)).toEqual({ unit: 'month', value: -11 })
    expect(relativeBucket(ago(366 * DAY), now)).toEqual({ unit: 'year', value: -1 })
    expect(relativeBucket(ago(3 * 366 * DAY), now)).toEqual({ unit: 'year', value: -3 })
  })

  it('formats with Intl.RelativeTimeFormat', () => {
    expect(formatRelativeTime(ago(5 * MIN), { now })).toBe('5 minutes ago')
    expect(formatRelativeTime(ago(3 * HOUR), { now })).toBe('3 hours ago')
    expect(formatRelativeTime(ago(2 * 366 * DAY), { now })).toBe('2 years ago')
    expect(formatRelativeTime(new Date(now.getTime() + 2 * DAY * 1000), { now })).toBe('in 2 days')
  })

  it('translates the under-a-minute text', () => {
    expect(formatRelativeTime(ago(1), { now, translate: () => 'il y a quelques secondes' })).toBe('il y a quelques secondes')
  })

  it('renders nothing for invalid dates or years outside 1 to 9999', () => {
    expect(formatRelativeTime('not a date', { now })).toBe('')
    expect(formatRelativeTime(null, { now })).toBe('')
    expect(formatRelativeTime('', { now })).toBe('')
    expect(toValidDate('+010000-01-01T00:00:00Z')).toBeNull()
    expect(toValidDate('0000-12-31T00:00:00Z')).toBeNull()
    expect(toValidDate('9999-12-31T00:00:00Z')).not.toBeNull()
    expect(toValidDate('0001-01-01T00:00:00Z')).not.toBeNull()
  })
})
