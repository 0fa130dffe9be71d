import { describe, expect, it } from 'vitest'
import { labelIndexes, niceScale } from '../../../../src/client/features/insights/chart-scale'
import { axisLabel, bucketLabel, changeText, clientName, percentOf } from '../../../../src/client/features/insights/format'
import { customRangeError, resolveRange } from '../../../../src/client/features/insights/range'

describe('insights ranges', () => {
  const now = new Date(2026, 5, 15, 14, 30)

  it('ends presets with today and starts them at a local midnight', () => {
    const week = resolveRange({ range: '7d' }, now)
    expect(week.key).toBe('7d')
    expect(new Date(week.startDate).getTime()).toBe(new Date(2026, 5, 9).getTime())
    expect(new Date(week.endDate).getTime()).toBe(new Date(2026, 5, 16).getTime())
    expect(resolveRange({}, now)).toMatchObject({ key: '30d', days: 30 })
    expect(resolveRange({ range: '1y' }, now).days).toBe(365)
    expect(resolveRange({ range: 'forever' }, now)).toMatchObject({ key: '30d', days: 30 })
  })

  it('includes both days of a custom range and falls back to 30 days when it is unusable', () => {
    const custom = resolveRange({ range: 'custom', from: '2026-02-27', to: '2026-03-02' }, now)
    expect(custom).toMatchObject({ key: 'custom', days: 4 })
    expect(resolveRange({ range: 'custom', from: '2026-02-30', to: '2026-03-02' }, now).key).toBe('30d')
    expect(customRangeError('2026-03-02', '2026-02-27')).toBe('The end date must not be before the start date.')
    expect(customRangeError('2000-01-01', '2026-01-01')).toBe('Choose at most 3660 days.')
    expect(customRangeError(undefined, '2026-01-01')).toBe('Choose a start and an end date.')
  })
})

describe('insights chart scale and labels', () => {
  it('rounds the y axis up to whole, even ticks', () => {
    expect(niceScale(0)).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] })
    expect(niceScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] })
    expect(niceScale(37)).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] })
    expect(niceScale(1234).max).toBe(2000)
  })

  it('spaces x labels to the room available', () => {
    expect(labelIndexes(7, 10)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(labelIndexes(30, 5)).toEqual([0, 6, 12, 18, 24])
    expect(labelIndexes(0, 5)).toEqual([])
  })

  it('formats buckets as the wall-clock time the server sent, whatever the browser zone', () => {
    expect(axisLabel('2026-05-25T00:00', 'day')).toBe(new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 4, 25)))
    expect(bucketLabel('2026-05-25T00:00', 'week')).toMatch(/^Week of /)
    expect(bucketLabel('2026-05-01T00:00', 'month')).toContain('2026')
  })

  it('writes shares, changes and client names', () => {
    expect(percentOf(1, 3)).toBe('33%')
    expect(percentOf(1, 1000)).toBe('<1%')
    expect(changeText(3, 2)).toBe('+50%')
    expect(changeText(1, 2)).toBe('-50%')
    expect(changeText(5, 0)).toBeNull()
    expect(clientName('ios')).toBe('iOS')
    expect(clientName('mobile safari')).toBe('Mobile Safari')
  })
})
